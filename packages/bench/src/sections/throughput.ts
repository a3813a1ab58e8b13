// Requests per second over HTTP to the fake API, at C=1 and C=32, for each variant against raw fetch.
// Each round is one tinybench Bench whose tasks run a whole batch (one iteration each, no tinybench
// warmup: each variant is warmed once beforehand); rounds are interleaved and rotate the task order.
import { Bench } from "tinybench";
import {
  type Call,
  checkVariant,
  createVariants,
  GENERATED,
  NODE_TRANSPORT,
  RAW_ABORTABLE,
  RAW_FETCH,
  SDK,
} from "../clients/variants.js";
import { runPool } from "../pool.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { ratios, spread } from "../stats.js";

const SECTION = "throughput (HTTP, fake API in its own process)";

/**
 * The targets (issue 22), by variant and concurrency: the SDK against the generated client it wraps
 * (like for like: the same openapi-fetch call, plus auth, retries and a time limit), the undici
 * transport against raw fetch.
 */
const targets: Record<string, { of: string; at: Partial<Record<number, number>> }> = {
  [SDK]: { of: GENERATED, at: { 1: 0.95, [settings.concurrency]: 0.9 } },
  [NODE_TRANSPORT]: { of: RAW_FETCH, at: { [settings.concurrency]: 2.0 } },
};

interface Measured {
  requestsPerSecond: number[];
  cpuMicrosPerRequest: number[];
}

async function measureRounds(runnable: { name: string; call: Call }[], concurrency: number) {
  const measured = new Map<string, Measured>(
    runnable.map(({ name }) => [name, { requestsPerSecond: [], cpuMicrosPerRequest: [] }]),
  );
  for (const { call } of runnable) await runPool(Math.min(1_000, settings.requests), concurrency, call);

  for (let round = 0; round < settings.rounds; round++) {
    const bench = new Bench({ iterations: 1, time: 0, warmup: false, retainSamples: false, throws: true });
    const order = runnable.map((_, index) => runnable[(index + round) % runnable.length]!);
    for (const { name, call } of order) {
      bench.add(name, async () => {
        const cpu = process.cpuUsage();
        await runPool(settings.requests, concurrency, call);
        const used = process.cpuUsage(cpu);
        measured.get(name)!.cpuMicrosPerRequest.push((used.user + used.system) / settings.requests);
      });
    }
    for (const task of await bench.run()) {
      const result = task.result;
      if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`);
      measured.get(task.name)!.requestsPerSecond.push(settings.requests / (result.latency.mean / 1000));
    }
  }
  return measured;
}

export async function throughput(origin: string): Promise<{ rows: Row[]; details: unknown }> {
  const variants = await createVariants(origin);
  const runnable = variants.flatMap(({ name, call }) => (call ? [{ name, call }] : []));
  for (const { name, call } of runnable) await checkVariant(name, call);

  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  for (const concurrency of [1, settings.concurrency]) {
    const measured = await measureRounds(runnable, concurrency);
    details[`C=${concurrency}`] = Object.fromEntries(measured);
    const raw = measured.get(RAW_FETCH)!.requestsPerSecond;
    for (const variant of variants) {
      const figure = `C=${concurrency} ${variant.name}`;
      const own = measured.get(variant.name);
      const target = targets[variant.name];
      const goal = target?.at[concurrency];
      if (!own) {
        rows.push({
          section: SECTION,
          figure: `${figure} / ${target?.of ?? RAW_FETCH}`,
          unit: "x",
          note: `not available: ${variant.unavailable}`,
          ...(goal === undefined ? {} : { target: { text: `>= ${goal}` } }),
        });
        continue;
      }
      rows.push({
        section: SECTION,
        figure: `${figure} req/s`,
        unit: "req/s",
        spread: spread(own.requestsPerSecond),
      });
      if (variant.name !== RAW_FETCH) {
        rows.push({
          section: SECTION,
          figure: `${figure} / raw fetch`,
          unit: "x",
          spread: spread(ratios(own.requestsPerSecond, raw)),
        });
      }
      if (target && goal !== undefined) {
        const ratio = spread(ratios(own.requestsPerSecond, measured.get(target.of)!.requestsPerSecond));
        rows.push({
          section: SECTION,
          figure: `${figure} / ${target.of}`,
          unit: "x",
          spread: ratio,
          target: { text: `>= ${goal}`, pass: ratio.median >= goal },
        });
      }
      // Like for like: the SDK against raw fetch that also bounds each request with a signal and a timer.
      const abortable = measured.get(RAW_ABORTABLE)?.requestsPerSecond;
      if (variant.name === SDK && abortable) {
        rows.push({
          section: SECTION,
          figure: `${figure} / ${RAW_ABORTABLE}`,
          unit: "x",
          spread: spread(ratios(own.requestsPerSecond, abortable)),
        });
      }
      rows.push({
        section: SECTION,
        figure: `${figure} CPU per request (client)`,
        unit: "us",
        spread: spread(own.cpuMicrosPerRequest),
      });
    }
  }
  const unavailable = Object.fromEntries(variants.flatMap((v) => (v.call ? [] : [[v.name, v.unavailable]])));
  return {
    rows,
    details: { requestsPerRound: settings.requests, rounds: settings.rounds, unavailable, ...details },
  };
}
