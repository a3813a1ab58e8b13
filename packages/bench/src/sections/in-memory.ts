// Cost per call with no socket (tinybench: each task sampled for BENCH_TASK_MS per round), SDK vs openapi-fetch.
import { Bench } from "tinybench";
import { inMemoryCalls } from "../clients/in-memory.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { ratios, spread } from "../stats.js";

const SECTION = "in-memory cost per call (no socket)";
const SDK_LIMIT = 1.3;

export async function inMemory(): Promise<{ rows: Row[]; details: unknown }> {
  const calls = Object.entries(await inMemoryCalls());
  const micros = new Map<string, number[]>(calls.map(([name]) => [name, []]));
  for (let round = 0; round < settings.rounds; round++) {
    const bench = new Bench({
      time: settings.inMemoryTaskMs,
      warmupTime: 50,
      retainSamples: false,
      throws: true,
    });
    for (let index = 0; index < calls.length; index++) {
      const [name, call] = calls[(index + round) % calls.length]!;
      bench.add(name, call);
    }
    for (const task of await bench.run()) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`);
      micros.get(task.name)!.push(result.latency.mean * 1000);
    }
  }

  const rows: Row[] = calls.map(([name]) => ({
    section: SECTION,
    figure: name,
    unit: "us",
    spread: spread(micros.get(name)!),
  }));
  const sdkRatio = spread(ratios(micros.get("SDK")!, micros.get("openapi-fetch")!));
  rows.push({
    section: SECTION,
    figure: "SDK / openapi-fetch",
    unit: "x",
    spread: sdkRatio,
    target: { text: `<= ${SDK_LIMIT}`, pass: sdkRatio.median <= SDK_LIMIT },
  });
  return { rows, details: { taskMs: settings.inMemoryTaskMs, microsPerCall: Object.fromEntries(micros) } };
}
