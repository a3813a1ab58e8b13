// Requests per second over HTTP to the fake API, at C=1 and C=32, for each variant against raw fetch.
// Each variant runs in a process of its own (throughput-variant.ts), one batch at a time: rounds are
// interleaved and rotate the variants' order, and only one process sends at any moment. Each variant
// is warmed once at each concurrency beforehand.
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import {
  GENERATED,
  NODE_TRANSPORT,
  RAW_ABORTABLE,
  RAW_FETCH,
  SDK,
  VARIANT_NAMES,
} from "../clients/variants.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { ratios, spread } from "../stats.js";
import type { VariantMessage, VariantRun } from "./throughput-protocol.js";

const SECTION = "throughput (HTTP, fake API in its own process, each variant in its own)";

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

interface VariantProcess {
  name: string;
  unavailable?: string;
  run(
    requests: number,
    concurrency: number,
  ): Promise<{ requestsPerSecond: number; cpuMicrosPerRequest: number }>;
  stop(): Promise<void>;
}

const variantFile = fileURLToPath(new URL("./throughput-variant.js", import.meta.url));

function nextMessage(child: ChildProcess, name: string): Promise<VariantMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${name}: its process exited (code ${code})`));
    child.once("exit", onExit);
    child.once("message", (message: VariantMessage) => {
      child.off("exit", onExit);
      resolve(message);
    });
  });
}

async function startVariant(origin: string, name: string): Promise<VariantProcess> {
  const child = fork(variantFile, [origin, name], { stdio: "inherit" });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, "exit");
    child.disconnect();
    await exited;
  };
  const first = await nextMessage(child, name);
  if (first.type !== "ready") {
    await stop();
    if (first.type === "unavailable")
      return { name, unavailable: first.reason, run: () => Promise.reject(), stop };
    throw new Error(`${name}: ${first.type === "failed" ? first.reason : first.type}`);
  }
  return {
    name,
    stop,
    run: async (requests, concurrency) => {
      const answer = nextMessage(child, name);
      child.send({ type: "run", requests, concurrency } satisfies VariantRun);
      const message = await answer;
      if (message.type !== "measured")
        throw new Error(`${name}: ${"reason" in message ? message.reason : message.type}`);
      return message;
    },
  };
}

async function measureRounds(runnable: VariantProcess[], concurrency: number) {
  const measured = new Map<string, Measured>(
    runnable.map(({ name }) => [name, { requestsPerSecond: [], cpuMicrosPerRequest: [] }]),
  );
  for (const variant of runnable) await variant.run(Math.min(1_000, settings.requests), concurrency);
  for (let round = 0; round < settings.rounds; round++) {
    const order = runnable.map((_, index) => runnable[(index + round) % runnable.length]!);
    for (const variant of order) {
      const figures = await variant.run(settings.requests, concurrency);
      const own = measured.get(variant.name)!;
      own.requestsPerSecond.push(figures.requestsPerSecond);
      own.cpuMicrosPerRequest.push(figures.cpuMicrosPerRequest);
    }
  }
  return measured;
}

export async function throughput(origin: string): Promise<{ rows: Row[]; details: unknown }> {
  const variants: VariantProcess[] = [];
  try {
    for (const name of VARIANT_NAMES) variants.push(await startVariant(origin, name));
    return await measureAll(variants);
  } finally {
    await Promise.all(variants.map((variant) => variant.stop()));
  }
}

async function measureAll(variants: VariantProcess[]): Promise<{ rows: Row[]; details: unknown }> {
  const runnable = variants.filter((variant) => !variant.unavailable);

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
  const unavailable = Object.fromEntries(
    variants.flatMap((v) => (v.unavailable ? [[v.name, v.unavailable]] : [])),
  );
  return {
    rows,
    details: { requestsPerRound: settings.requests, rounds: settings.rounds, unavailable, ...details },
  };
}
