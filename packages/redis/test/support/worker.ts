// One worker process of the multi-process tests, bundled by esbuild (see workers.ts) and forked.
// It reads its job from WORKER_CONFIG, says "ready", and runs what it is told over IPC: "warm" (a
// first token and call), "go" (its job; a fleet worker's job is one phase, until "stop").
import {
  type AnyFetch,
  createOperationLimiter,
  createRateLimiter,
  createReportkit,
  InvalidRequestError,
  type OperationSlots,
  RateLimitError,
  type RateLimiter,
  wait,
} from "@reportkit/sdk";
import { createClient } from "redis";
import {
  createRedisOperationSlots,
  createRedisRateLimiterStore,
  createRedisTokenCache,
  type OnUnavailable,
  RedisError,
} from "../../src/index.js";

export interface WorkerConfig {
  /**
   * writes: `count` sheet writes at once. hold-token-lock / hold-slot: take the token lock (a token
   * request that never ends) or a copy slot, say "holding", and keep it until killed. fleet: in each
   * phase, one writer and one copier in a loop until "stop".
   */
  mode: "writes" | "hold-token-lock" | "hold-slot" | "fleet";
  /** Names the worker in the tags of its writes. */
  name: string;
  redisUrl: string;
  urls: { auth: string; platform: string; prep: string; chains: string };
  clientId: string;
  clientSecret: string;
  workspaceId: string;
  spreadsheetId: string;
  sheetId: string;
  fileId: string;
  count?: number;
  limit?: number;
  windowMs?: number;
  lockMs?: number;
  leaseMs?: number;
  slots?: number;
  onUnavailable?: OnUnavailable;
  fallbackWorkers?: number;
  retryMs?: number;
  commandTimeoutMs?: number;
}

/** A write as its worker saw it (times are epoch ms). */
export interface WriteRecord {
  tag: string;
  startedAt: number;
  endedAt: number;
  outcome: string;
}

/** A copy as its worker saw it: how long it waited for its slot, held it, and how it ended. */
export interface CopyRecord {
  askedAt: number;
  slotWaitMs: number;
  slotHeldMs: number;
  endedAt: number;
  outcome: string;
}

/** What a worker reports at the end of its job, or of a phase. */
export interface WorkerReport {
  statuses: Record<string, number>;
  /** Token requests this worker sent (the hung one of `hold-token-lock` included). */
  tokenRequests: number;
  startedAt: number;
  endedAt: number;
  writes: WriteRecord[];
  copies: CopyRecord[];
  /** Every sheet-write attempt sent (a write refused and sent again counts twice): its tag, when. */
  sends: { tag: string; at: number }[];
  /** When each sheet-write permit of the shared schedule was due (one per attempt). */
  permits: number[];
  /** Fleet: sheet writes sent before their permit was due (none, unless the pacing is broken). */
  earlySends: number;
  /** Fleet: the most a write was sent before its permit's time (<= 0: none was). */
  mostEarlyMs: number;
  /** Sheet writes sent later than `LATE_MS` after their permit (a busy process wakes up late). */
  lateSends: number;
  latestSendMs: number;
  warnings: string[];
  errors: string[];
}

/** A write sent this much after its permit is late: the pacing margin (300 ms a window) no longer covers it. */
export const LATE_MS = 300;
/**
 * A write sent this much before its permit is early: a write that went without waiting for its
 * permit would be seconds early; Date.now() and the timers (a monotonic clock) drift apart by a few
 * ms over the longest waits of the phases.
 */
export const EARLY_MS = 25;

const config = JSON.parse(process.env.WORKER_CONFIG ?? "{}") as WorkerConfig;
const send = (message: unknown) => process.send?.(message);
const fresh = (): WorkerReport => ({
  statuses: {},
  tokenRequests: 0,
  startedAt: Date.now(),
  endedAt: 0,
  writes: [],
  copies: [],
  sends: [],
  permits: [],
  earlySends: 0,
  mostEarlyMs: Number.NEGATIVE_INFINITY,
  lateSends: 0,
  latestSendMs: 0,
  warnings: [],
  errors: [],
});
let report = fresh();

const client = createClient({ url: config.redisUrl, socket: { reconnectStrategy: () => 100 } });
client.on("error", () => {
  // The stores turn failures into RedisError; the client's own events are noise here.
});
await client.connect();

const logger = (level: string, message: string) => {
  if (level === "warn") report.warnings.push(message);
};
const redisOptions = {
  client,
  onUnavailable: config.onUnavailable,
  fallbackWorkers: config.fallbackWorkers,
  retryMs: config.retryMs,
  commandTimeoutMs: config.commandTimeoutMs,
  logger,
};

/**
 * The last sheet-write permit: when the shared schedule set it (its `at`), and when the limiter let
 * the write go (a fleet's writer sends one write at a time, so its next send is that permit's).
 */
let scheduledAt = 0;
let permitAt = 0;

/** Counts every answer; the token request hangs for ever in `hold-token-lock` (the process is killed). */
const countingFetch: AnyFetch = async (url, init) => {
  if (url.endsWith("/oauth2/token")) {
    report.tokenRequests++;
    if (config.mode === "hold-token-lock") {
      send({ type: "holding", at: Date.now() });
      return new Promise<Response>(() => {});
    }
  }
  const sentAt = Date.now();
  if (init.method === "PUT") {
    const tag = String((JSON.parse(String(init.body)) as { values: unknown[][] }).values[0]?.[0]);
    report.sends.push({ tag, at: sentAt });
  }
  if (init.method === "PUT" && permitAt > 0) {
    const late = sentAt - permitAt;
    report.latestSendMs = Math.max(report.latestSendMs, late);
    if (late > LATE_MS) report.lateSends++;
    // Early by more than the wall clock may drift from the timers over a long wait (ms per minute).
    if (config.mode === "fleet") {
      report.mostEarlyMs = Math.max(report.mostEarlyMs, scheduledAt - sentAt);
      if (sentAt < scheduledAt - EARLY_MS) report.earlySends++;
    }
  }
  const response = await fetch(url, init);
  report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
  return response;
};

const redisSlots = createRedisOperationSlots({
  ...redisOptions,
  limit: config.slots,
  leaseMs: config.leaseMs,
});
/** The copier's last slot: how long it waited for it, and how long it held it. */
const lastSlot = { waitMs: 0, heldMs: 0 };
const operationSlots: OperationSlots = {
  async acquire(key, options) {
    const askedAt = Date.now();
    const slot = await redisSlots.acquire(key, options);
    const acquiredAt = Date.now();
    lastSlot.waitMs = acquiredAt - askedAt;
    if (config.mode === "hold-slot") send({ type: "holding", at: acquiredAt });
    return {
      release() {
        lastSlot.heldMs = Date.now() - acquiredAt;
        return slot.release();
      },
    };
  },
};

// The shared schedule as the limiter gets it: every permit's time is recorded.
const redisStore = createRedisRateLimiterStore({ ...redisOptions, limit: config.limit });
const redisLimiter = createRateLimiter({
  limit: config.limit,
  windowMs: config.windowMs,
  store: {
    async reserve(key, now, intervalMs, toleranceMs, signal) {
      const at = await redisStore.reserve(key, now, intervalMs, toleranceMs, signal);
      report.permits.push(at);
      scheduledAt = at;
      return at;
    },
  },
});
const rateLimiter: RateLimiter = {
  async acquire(key, signal) {
    await redisLimiter.acquire(key, signal);
    permitAt = Date.now();
  },
};

const rk = createReportkit({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  urls: config.urls,
  env: false,
  throwOnError: true,
  allowInsecureHttp: true,
  fetch: countingFetch,
  tokenCache: createRedisTokenCache({ ...redisOptions, lockMs: config.lockMs }),
  rateLimiter,
  operationLimiter: createOperationLimiter({ slots: operationSlots }),
  limiterKey: config.workspaceId,
  logger,
});

const write = (row: number, tag: string) =>
  rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
    params: {
      path: { spreadsheetId: config.spreadsheetId, sheetId: config.sheetId, range: `A${row}:B${row}` },
    },
    body: { values: [[tag, row]] },
  });

const copy = async () => {
  const accepted = await rk.platform.POST("/files/{fileId}/copy", {
    params: { path: { fileId: config.fileId } },
    body: {},
  });
  return wait(rk, accepted, { defaultIntervalMs: 50, maxIntervalMs: 100 });
};

const describe = (error: unknown) =>
  error instanceof RedisError
    ? `RedisError ${error.code}`
    : error instanceof RateLimitError
      ? `${error.name} ${error.code}`
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);

let stopping = false;
process.on("message", (message: { type: string; phase?: string }) => {
  if (message.type === "stop") stopping = true;
  if (message.type === "go") void run(message.phase ?? "");
  if (message.type === "warm") void warm();
});

/** Takes a token, opens the connection and runs the write path once, as a worker does on its first job. */
async function warm() {
  try {
    await rk.tokens.getToken();
    await rk.platform.GET("/spreadsheets/{spreadsheetId}", {
      params: { path: { spreadsheetId: config.spreadsheetId } },
    });
    // A sheet write the sandbox refuses (values wider than the range: 400 before it counts the write)
    // runs the whole path once: a permit (the script loaded), the PUT, an error answer.
    await rk.platform
      .PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
        params: { path: { spreadsheetId: config.spreadsheetId, sheetId: config.sheetId, range: "A1" } },
        body: { values: [["warm", "up"]] },
      })
      .catch((error: unknown) => {
        if (!(error instanceof InvalidRequestError)) throw error;
      });
  } catch (error) {
    report.errors.push(describe(error));
  }
  send({ type: "warm", tokenRequests: report.tokenRequests });
}
send({ type: "ready", pid: process.pid });

/** One phase of a fleet worker: a writer and a copier, each in a loop, until "stop". */
async function phase(name: string) {
  const writer = async () => {
    for (let seq = 0; !stopping; seq++) {
      const tag = `${config.name}:${name}:${seq}`;
      const record: WriteRecord = { tag, startedAt: Date.now(), endedAt: 0, outcome: "ok" };
      await write((seq % 40) + 1, tag).catch((error: unknown) => {
        record.outcome = describe(error);
      });
      record.endedAt = Date.now();
      report.writes.push(record);
    }
  };
  const copier = async () => {
    while (!stopping) {
      const record: CopyRecord = {
        askedAt: Date.now(),
        slotWaitMs: 0,
        slotHeldMs: 0,
        endedAt: 0,
        outcome: "ok",
      };
      lastSlot.waitMs = 0;
      lastSlot.heldMs = 0;
      await copy().catch((error: unknown) => {
        record.outcome = describe(error);
      });
      record.slotWaitMs = lastSlot.waitMs;
      record.slotHeldMs = lastSlot.heldMs;
      record.endedAt = Date.now();
      report.copies.push(record);
    }
  };
  await Promise.all([writer(), copier()]);
}

async function run(name: string) {
  stopping = false;
  report = fresh();
  try {
    if (config.mode === "writes") {
      const rows = Array.from({ length: config.count ?? 1 }, (_, i) => i + 1);
      await Promise.all(
        rows.map((row) =>
          write(row, `${config.name}:${row}`).catch((error) => report.errors.push(describe(error))),
        ),
      );
    } else if (config.mode === "hold-token-lock") {
      await rk.tokens.getToken();
    } else if (config.mode === "hold-slot") {
      await rk.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: config.fileId } },
        body: {},
      });
      await new Promise(() => {}); // holds the slot until killed
    } else if (config.mode === "fleet") {
      await phase(name);
    }
  } catch (error) {
    report.errors.push(describe(error));
  }
  report.endedAt = Date.now();
  send({ type: "done", phase: name, report });
  if (config.mode !== "fleet") {
    client.destroy();
    process.disconnect?.();
  }
}
