// One worker process of the multi-process tests, bundled by esbuild (see workers.ts) and forked.
// It reads its job from WORKER_CONFIG, says "ready", and runs what it is told over IPC: "warm" (a
// first token and call), "go" (its job; a fleet worker's job is one phase: so many writes at once and
// so many copies one after the other).
import {
  type AnyFetch,
  createOperationLimiter,
  createRateLimiter,
  createReportkit,
  InvalidRequestError,
  type OperationSlots,
  RateLimitError,
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
   * fleet: in each phase, the sheet writes it is given at once, and the copies it is given one after
   * the other; or, told to hold, the token lock or a copy slot until killed.
   */
  mode: "fleet";
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

/**
 * A fleet worker's phase: how many sheet writes it sends at once, how many copies it makes in turn.
 * Or `hold`: take the token lock (a new token's request, which never ends) or a copy slot, say
 * "holding", and keep it until killed.
 */
export type PhaseJob = { writes: number; copies: number } | { hold: "token-lock" | "slot" };

/** What a worker reports at the end of its job, or of a phase. */
export interface WorkerReport {
  statuses: Record<string, number>;
  /** Token requests this worker sent (the hung one of a token-lock holder included). */
  tokenRequests: number;
  startedAt: number;
  endedAt: number;
  writes: WriteRecord[];
  copies: CopyRecord[];
  /** Every sheet-write attempt sent (a write refused and sent again counts twice): its tag, when. */
  sends: { tag: string; at: number }[];
  /** When each sheet-write permit of the shared schedule was due (one per attempt). */
  permits: number[];
  warnings: string[];
  errors: string[];
}

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

/** What this worker was told to hold until killed (its job, then). */
let holding: "token-lock" | "slot" | undefined;

/** Counts every answer; a token-lock holder's token request hangs for ever (the process is killed). */
const countingFetch: AnyFetch = async (url, init) => {
  if (url.endsWith("/oauth2/token")) {
    report.tokenRequests++;
    if (holding === "token-lock") {
      send({ type: "holding", at: Date.now() });
      return new Promise<Response>(() => {});
    }
  }
  if (init.method === "PUT") {
    const tag = String((JSON.parse(String(init.body)) as { values: unknown[][] }).values[0]?.[0]);
    report.sends.push({ tag, at: Date.now() });
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
    if (holding === "slot") send({ type: "holding", at: acquiredAt });
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
      return at;
    },
  },
});

const rk = createReportkit({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  urls: config.urls,
  env: false,
  throwOnError: true,
  allowInsecureHttp: true,
  fetch: countingFetch,
  tokenCache: createRedisTokenCache({ ...redisOptions, lockMs: config.lockMs }),
  rateLimiter: redisLimiter,
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

process.on("message", (message: { type: string; phase?: string; job?: PhaseJob }) => {
  if (message.type === "go") void run(message.phase ?? "", message.job ?? { writes: 0, copies: 0 });
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

/** One phase of a fleet worker: its writes at once (its process's line forms), its copies in turn. */
async function phase(name: string, job: { writes: number; copies: number }) {
  const writes = Array.from({ length: job.writes }, async (_, seq) => {
    const tag = `${config.name}:${name}:${seq}`;
    const record: WriteRecord = { tag, startedAt: Date.now(), endedAt: 0, outcome: "ok" };
    await write((seq % 40) + 1, tag).catch((error: unknown) => {
      record.outcome = describe(error);
    });
    record.endedAt = Date.now();
    report.writes.push(record);
  });
  const copier = async () => {
    for (let i = 0; i < job.copies; i++) {
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
  await Promise.all([...writes, copier()]);
}

async function run(name: string, job: PhaseJob) {
  report = fresh();
  try {
    if ("hold" in job) holding = job.hold;
    if (holding === "token-lock") {
      // A new token: the one this process holds is dropped (here and in Redis), the next is asked for.
      await rk.tokens.invalidate(await rk.tokens.getToken());
      await rk.tokens.getToken();
    } else if (holding === "slot") {
      await rk.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: config.fileId } },
        body: {},
      });
      await new Promise(() => {}); // holds the slot until killed
    } else if (!("hold" in job)) {
      await phase(name, job);
    }
  } catch (error) {
    report.errors.push(describe(error));
  }
  report.endedAt = Date.now();
  send({ type: "done", phase: name, report });
}
