// Heap retained per SDK call after GC over a long in-memory run (node --expose-gc). Each round is a fresh
// SDK, warmed first (JIT, lazily built state); then heapUsed after GC is sampled every `step` calls and
// the least-squares slope of those samples is the bytes retained per call. One sample moves by some
// ±100 kB whatever the SDK does (V8's own bookkeeping): compared two by two over 10,000 calls that is
// ±10-15 B/call of noise, in either direction; the slope over 11 samples is steadier. One retained
// Request or Response per call would be hundreds of bytes per call.
import { setTimeout as sleep } from "node:timers/promises";
import { inMemorySdk } from "../clients/in-memory.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { spread } from "../stats.js";

const SECTION = "heap retained per call (in memory, after GC)";
/** "Flat": a slope of at most 16 B/call either way. */
const FLAT_BYTES = 16;
const WARMUP_CALLS = 5_000;
const SAMPLES = 11;

async function heapAfterGc(gc: () => void): Promise<number> {
  // Let timers, pending callbacks and finalizers run between collections.
  for (let pass = 0; pass < 4; pass++) {
    await sleep(5);
    gc();
  }
  return process.memoryUsage().heapUsed;
}

/** Least-squares slope of `ys` against `xs`. */
function slope(xs: readonly number[], ys: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return num / den;
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
  const step = Math.max(1, Math.floor(settings.heapCalls / (SAMPLES - 1)));
  const rounds: { calls: number[]; heapUsed: number[]; warmup: number; perCall: number }[] = [];
  for (let round = 0; round < settings.heapRounds; round++) {
    const call = await inMemorySdk();
    const fresh = await heapAfterGc(gc);
    for (let i = 0; i < WARMUP_CALLS; i++) await call();
    const calls = [0];
    const heapUsed = [await heapAfterGc(gc)];
    for (let sample = 1; sample < SAMPLES; sample++) {
      for (let i = 0; i < step; i++) await call();
      calls.push(sample * step);
      heapUsed.push(await heapAfterGc(gc));
    }
    const warmup = (heapUsed[0]! - fresh) / WARMUP_CALLS;
    rounds.push({ calls, heapUsed, warmup, perCall: slope(calls, heapUsed) });
  }
  const count = (n: number) => n.toLocaleString("en-US");
  const perCall = spread(rounds.map((round) => round.perCall));
  const rows: Row[] = [
    {
      section: SECTION,
      figure: `warm-up, first ${count(WARMUP_CALLS)} calls`,
      unit: "B/call",
      spread: spread(rounds.map((round) => round.warmup)),
    },
    {
      section: SECTION,
      figure: `slope over the next ${count(step * (SAMPLES - 1))} calls (${SAMPLES} samples)`,
      unit: "B/call",
      spread: perCall,
      target: { text: `flat (|x| <= ${FLAT_BYTES})`, pass: Math.abs(perCall.median) <= FLAT_BYTES },
    },
  ];
  return { rows, details: { warmupCalls: WARMUP_CALLS, step, rounds } };
}
