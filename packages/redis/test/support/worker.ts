// One worker process of the multi-process tests, bundled by esbuild (see workers.ts) and forked.
// It reads its job from WORKER_CONFIG, says "ready", waits for "go", runs, and reports over IPC.
import {
  type AnyFetch,
  createOperationLimiter,
  createReportkit,
  InvalidRequestError,
  type OperationSlots,
  RateLimitError,
  wait,
} from "@reportkit/sdk";
import { createClient } from "redis";
import {
  createRedisOperationSlots,
  createRedisRateLimiter,
  createRedisTokenCache,
  type OnUnavailable,
  RedisError,
} from "../../src/index.js";

export interface WorkerConfig {
  mode: "writes" | "hold-token-lock" | "hold-slot" | "copies" | "write-loop";
  redisUrl: string;
  urls: { auth: string; platform: string; prep: string; chains: string };
  clientId: string;
  clientSecret: string;
  workspaceId: string;
  spreadsheetId: string;
  sheetId: string;
  fileId: string;
  /** writes: how many sheet writes, all started at once. copies: how many copies, one after another. */
  count?: number;
  limit?: number;
  windowMs?: number;
  lockMs?: number;
  leaseMs?: number;
  slots?: number;
  onUnavailable?: OnUnavailable;
  fallbackWorkers?: number;
  commandTimeoutMs?: number;
}

/** What a worker reports when done (times are epoch ms). */
export interface WorkerReport {
  statuses: Record<string, number>;
  tokenRequests: number;
  startedAt: number;
  endedAt: number;
  /** write-loop: the outcome of each call, in order. */
  calls?: { at: number; ms: number; outcome: string }[];
  /** copies: when each slot was held. */
  slots?: { acquiredAt: number; releasedAt: number }[];
  /** Every sheet write sent: when (epoch ms), how long it took, its status. */
  sends: { at: number; ms: number; status: number }[];
  warnings: string[];
  errors: string[];
}

const config = JSON.parse(process.env.WORKER_CONFIG ?? "{}") as WorkerConfig;
const send = (message: unknown) => process.send?.(message);
const report: WorkerReport = {
  statuses: {},
  tokenRequests: 0,
  startedAt: 0,
  endedAt: 0,
  sends: [],
  warnings: [],
  errors: [],
};

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
  commandTimeoutMs: config.commandTimeoutMs,
  logger,
};

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
  const response = await fetch(url, init);
  report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
  if (init.method === "PUT")
    report.sends.push({ at: sentAt, ms: Date.now() - sentAt, status: response.status });
  return response;
};

const redisSlots = createRedisOperationSlots({
  ...redisOptions,
  limit: config.slots,
  leaseMs: config.leaseMs,
});
const slotTimes: { acquiredAt: number; releasedAt: number }[] = [];
const operationSlots: OperationSlots = {
  async acquire(key, options) {
    const slot = await redisSlots.acquire(key, options);
    const times = { acquiredAt: Date.now(), releasedAt: 0 };
    slotTimes.push(times);
    if (config.mode === "hold-slot") send({ type: "holding", at: times.acquiredAt });
    return {
      async release() {
        times.releasedAt = Date.now();
        await slot.release();
      },
    };
  },
};

const rk = createReportkit({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  urls: config.urls,
  env: false,
  throwOnError: true,
  fetch: countingFetch,
  tokenCache: createRedisTokenCache({ ...redisOptions, lockMs: config.lockMs }),
  rateLimiter: createRedisRateLimiter({ ...redisOptions, limit: config.limit, windowMs: config.windowMs }),
  operationLimiter: createOperationLimiter({ slots: operationSlots }),
  limiterKey: config.workspaceId,
  logger,
});

const write = (row: number) =>
  rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
    params: {
      path: { spreadsheetId: config.spreadsheetId, sheetId: config.sheetId, range: `A${row}:B${row}` },
    },
    body: { values: [[`pid ${process.pid}`, row]] },
  });

const describe = (error: unknown) =>
  error instanceof RedisError
    ? `RedisError ${error.code}`
    : error instanceof RateLimitError
      ? `${error.name} ${error.code}`
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);

let stopping = false;
process.on("message", (message: { type: string }) => {
  if (message.type === "stop") stopping = true;
  if (message.type === "go") void run();
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
  send({ type: "warm" });
}
send({ type: "ready", pid: process.pid });

async function run() {
  report.startedAt = Date.now();
  try {
    if (config.mode === "writes") {
      const rows = Array.from({ length: config.count ?? 1 }, (_, i) => i + 1);
      await Promise.all(rows.map((row) => write(row).catch((error) => report.errors.push(describe(error)))));
    } else if (config.mode === "hold-token-lock") {
      await rk.tokens.getToken();
    } else if (config.mode === "hold-slot") {
      await rk.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: config.fileId } },
        body: {},
      });
      await new Promise(() => {}); // holds the slot until killed
    } else if (config.mode === "copies") {
      for (let i = 0; i < (config.count ?? 1); i++) {
        const accepted = await rk.platform.POST("/files/{fileId}/copy", {
          params: { path: { fileId: config.fileId } },
          body: {},
        });
        await wait(rk, accepted, { defaultIntervalMs: 50, maxIntervalMs: 100 });
      }
      report.slots = slotTimes;
    } else if (config.mode === "write-loop") {
      report.calls = [];
      for (let row = 1; !stopping; row++) {
        const at = Date.now();
        let outcome = "ok";
        await write(row).catch((error: unknown) => {
          outcome = describe(error);
        });
        const call = { at, ms: Date.now() - at, outcome };
        report.calls.push(call);
        send({ type: "call", call });
        if (outcome !== "ok") await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } catch (error) {
    report.errors.push(describe(error));
  }
  report.endedAt = Date.now();
  send({ type: "done", report });
  client.destroy();
  process.disconnect?.();
}
