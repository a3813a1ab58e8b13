// Permits per second through @reportkit/redis's rate-limiter store (one GCRA script run per permit),
// from 1 and from 16 processes at once, and the latency a permit adds over the in-memory store.
// Starts its own redis-server (Debian's, persistence off) on a free port; without one, one row says so.
import { type ChildProcess, fork, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { createRedisRateLimiterStore } from "@reportkit/redis";
import { createRateLimiter, type RateLimiterStore } from "@reportkit/sdk";
import { MemoryRateLimiterStore } from "@reportkit/sdk/advanced";
import { createClient } from "redis";
import type { Row } from "../report.js";
import { median, spread } from "../stats.js";

const SECTION = "redis rate-limiter store (@reportkit/redis)";
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";
const ROUNDS = Number(process.env.BENCH_REDIS_ROUNDS ?? 3);
const RUN_MS = Number(process.env.BENCH_REDIS_MS ?? 1_000);
const LATENCY_PERMITS = 2_000;
const PROCESS_COUNTS = [1, 16];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const args = [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    "--dir",
    tmpdir(),
  ];
  const child = spawn(REDIS_SERVER, args, { stdio: ["ignore", "pipe", "ignore"] });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(child.pid!, "SIGTERM");
      await exited;
    },
  };
}

/** Permits per second of `processes` workers, each taking permits one after another for RUN_MS. */
async function permitsPerSecond(url: string, processes: number, round: number): Promise<number> {
  const workerFile = new URL("./redis-store-worker.js", import.meta.url);
  const children: ChildProcess[] = Array.from({ length: processes }, () =>
    fork(workerFile, [url, `bench-${processes}-${round}`, String(RUN_MS)], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    }),
  );
  const message = (child: ChildProcess, type: string) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      child.on("message", (m: { type: string } & Record<string, number>) => m.type === type && resolve(m));
      child.once("exit", (code) => reject(new Error(`bench worker exited (${code}) before "${type}"`)));
    });
  await Promise.all(children.map((child) => message(child, "ready")));
  const done = children.map((child) => message(child, "done"));
  for (const child of children) child.send({ type: "go" });
  const results = await Promise.all(done);
  const permits = results.reduce((total, result) => total + result.permits!, 0);
  const seconds = Math.max(...results.map((result) => result.ms!)) / 1000;
  return permits / seconds;
}

/** Median microseconds per acquire() of a limiter that never has to wait, on `store`. */
async function acquireMicros(store: RateLimiterStore, key: string): Promise<number> {
  const limiter = createRateLimiter({ limit: 1_000_000_000, windowMs: 1_000, store });
  for (let i = 0; i < 200; i++) await limiter.acquire(key); // warm up
  const times: number[] = [];
  for (let i = 0; i < LATENCY_PERMITS; i++) {
    const started = performance.now();
    await limiter.acquire(key);
    times.push((performance.now() - started) * 1000);
  }
  return median(times);
}

export async function redisStore(): Promise<{ rows: Row[]; details: unknown }> {
  if (!existsSync(REDIS_SERVER)) {
    const note = `unavailable: no redis-server at ${REDIS_SERVER} (apt-get install -y redis-server)`;
    return {
      rows: [
        ...PROCESS_COUNTS.map(
          (n): Row => ({ section: SECTION, figure: `permits/s, ${n} process(es)`, unit: "req/s", note }),
        ),
        { section: SECTION, figure: "added latency per permit vs in memory", unit: "us", note },
      ],
      details: { unavailable: note },
    };
  }
  const redis = await startRedis();
  const client = createClient({ url: redis.url });
  client.on("error", () => {});
  try {
    await client.connect();
    const throughput: Record<number, number[]> = Object.fromEntries(PROCESS_COUNTS.map((n) => [n, []]));
    const added: number[] = [];
    const redisMicros: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const n of PROCESS_COUNTS) throughput[n]!.push(await permitsPerSecond(redis.url, n, round));
      const onRedis = await acquireMicros(createRedisRateLimiterStore({ client }), `latency-${round}`);
      const inMemory = await acquireMicros(new MemoryRateLimiterStore(), `latency-${round}`);
      redisMicros.push(onRedis);
      added.push(onRedis - inMemory);
    }
    return {
      rows: [
        ...PROCESS_COUNTS.map(
          (n): Row => ({
            section: SECTION,
            figure: `permits/s, ${n} process${n > 1 ? "es" : ""} taking permits back to back`,
            unit: "req/s",
            spread: spread(throughput[n]!),
          }),
        ),
        {
          section: SECTION,
          figure: "added latency per permit vs in memory (median)",
          unit: "us",
          spread: spread(added),
          note: `one EVALSHA round trip on loopback; ${LATENCY_PERMITS} permits per round`,
        },
      ],
      details: {
        runMs: RUN_MS,
        permitsPerSecond: throughput,
        acquireMicrosOnRedis: redisMicros,
        addedMicros: added,
      },
    };
  } finally {
    client.destroy();
    await redis.stop();
  }
}
