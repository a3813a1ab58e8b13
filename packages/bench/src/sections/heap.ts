// Heap retained per SDK call after GC over a long in-memory run (node --expose-gc). Each round is a fresh
// SDK: heapUsed after GC before the run, after half of it and at the end. The first half shows what the
// SDK builds up while it warms (bounded caches and the like); the second half must be flat.
import { setTimeout as sleep } from "node:timers/promises";
import { inMemorySdk } from "../clients/in-memory.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { spread } from "../stats.js";

const SECTION = "heap retained per call (in memory, after GC)";
/**
 * "Flat": heapUsed after GC moves by some 100 kB from one measurement to the next, i.e. ~10 B/call
 * over 10,000 calls; one retained Request or Response per call would be hundreds of bytes.
 */
const FLAT_BYTES = 16;

async function heapAfterGc(gc: () => void): Promise<number> {
  // Let timers, pending callbacks and finalizers run between collections.
  for (let pass = 0; pass < 4; pass++) {
    await sleep(5);
    gc();
  }
  return process.memoryUsage().heapUsed;
}

export async function heap(): Promise<{ rows: Row[]; details: unknown }> {
  const gc = globalThis.gc;
  if (!gc) {
    const note = "run node with --expose-gc";
    return {
      rows: [{ section: SECTION, figure: "bytes retained per call", unit: "B/call", note }],
      details: {},
    };
  }
  const half = Math.floor(settings.heapCalls / 2);
  const rounds: { heapUsed: number[]; firstHalf: number; secondHalf: number }[] = [];
  for (let round = 0; round < settings.heapRounds; round++) {
    const call = await inMemorySdk();
    for (let i = 0; i < 1_000; i++) await call(); // JIT and lazily created state, before the baseline
    const heapUsed = [await heapAfterGc(gc)];
    for (let i = 0; i < half; i++) await call();
    heapUsed.push(await heapAfterGc(gc));
    for (let i = 0; i < half; i++) await call();
    heapUsed.push(await heapAfterGc(gc));
    const [before, middle, end] = heapUsed as [number, number, number];
    rounds.push({ heapUsed, firstHalf: (middle - before) / half, secondHalf: (end - middle) / half });
  }
  const calls = (count: number) => count.toLocaleString("en-US");
  const secondHalf = spread(rounds.map((round) => round.secondHalf));
  const rows: Row[] = [
    {
      section: SECTION,
      figure: `calls 0 - ${calls(half)}`,
      unit: "B/call",
      spread: spread(rounds.map((round) => round.firstHalf)),
    },
    {
      section: SECTION,
      figure: `calls ${calls(half)} - ${calls(2 * half)}`,
      unit: "B/call",
      spread: secondHalf,
      target: { text: `flat (|x| <= ${FLAT_BYTES})`, pass: Math.abs(secondHalf.median) <= FLAT_BYTES },
    },
  ];
  return { rows, details: { callsPerRound: 2 * half, rounds } };
}
