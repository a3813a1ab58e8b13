import { createSandbox, type Sandbox } from "@reportkit/sandbox";
import {
  AbortedError,
  createOperationLimiter,
  NotFoundError,
  type OperationLimiter,
  type OperationSlots,
  wait,
} from "@reportkit/sdk";
import { createMemoryOperationSlots, slotOperationOf } from "@reportkit/sdk/advanced";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRedisOperationSlots } from "../src/index.js";
import { ACQUIRE } from "../src/operation-slots.js";
import { connect, RedisServer, redisAvailable } from "./support/redis-server.js";
import { sandboxReportkit } from "./support/sandbox-reportkit.js";

type Client = Awaited<ReturnType<typeof connect>>;

/** Wraps slots to see how many are held at once. */
function watched(slots: OperationSlots) {
  const seen = { held: 0, max: 0, taken: 0 };
  const wrapped: OperationSlots = {
    async acquire(key, options) {
      const slot = await slots.acquire(key, options);
      seen.taken++;
      seen.max = Math.max(seen.max, ++seen.held);
      let released = false;
      return {
        async release() {
          if (!released) seen.held--;
          released = true;
          await slot.release();
        },
      };
    },
  };
  return { slots: wrapped, seen };
}

describe("which calls take an operation slot", () => {
  it("matches POST copy, import and export, nothing else", () => {
    const base = "https://api.example.test/platform";
    expect(slotOperationOf({ method: "POST", url: `${base}/files/f1/copy` })).toBe("copy");
    expect(slotOperationOf({ method: "post", url: `${base}/files/f1/export?x=1` })).toBe("export");
    expect(slotOperationOf({ method: "POST", url: `${base}/files/import` })).toBe("import");
    expect(slotOperationOf({ method: "POST", url: `${base}/files/import/copy` })).toBe("copy");
    expect(slotOperationOf({ method: "GET", url: `${base}/files/f1/copy` })).toBeUndefined();
    expect(slotOperationOf({ method: "POST", url: `${base}/files/f1/trash` })).toBeUndefined();
    expect(slotOperationOf({ method: "POST", url: `${base}/files` })).toBeUndefined();
  });
});

describe("in-process operation slots (the SDK's memory semaphore)", () => {
  it("grants up to the limit, then in order of asking; a waiter's abort leaves the queue", async () => {
    const slots = createMemoryOperationSlots({ limit: 1 });
    const first = await slots.acquire("ws", { operation: "copy" });
    const order: string[] = [];
    const controller = new AbortController();
    const aborted = slots.acquire("ws", { operation: "copy", signal: controller.signal });
    const second = slots.acquire("ws", { operation: "export" }).then((slot) => {
      order.push("second");
      return slot;
    });
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(AbortedError);
    expect(order).toEqual([]);
    await first.release();
    await first.release(); // twice gives back nothing more
    (await second).release();
    const other = await slots.acquire("other-ws", { operation: "import" });
    other.release();
    expect(order).toEqual(["second"]);
  });
});

/** The SDK over `sandbox`, copies limited by `operationLimiter` and not retried (a 429 surfaces as an error). */
function limitedReportkit(sandbox: Sandbox, operationLimiter: OperationLimiter) {
  return sandboxReportkit(sandbox, {
    retry: { maxRetries: 0 },
    operationLimiter,
    limiterKey: sandbox.demo.workspaceId,
  });
}

describe("the SDK's operationLimiter in one process", () => {
  it("holds copies to the limit, so the server never refuses one (in-process slots)", async () => {
    const sandbox = createSandbox({ seed: 5, operationDurationMs: 60, concurrentFileOperations: 1 });
    const rk = limitedReportkit(sandbox, createOperationLimiter({ limit: 1 }));
    const fileId = sandbox.demo.fileId;
    const operations = await Promise.all(
      [1, 2, 3].map(async () => {
        const accepted = await rk.platform.POST("/files/{fileId}/copy", {
          params: { path: { fileId } },
          body: {},
        });
        return wait(rk, accepted, { defaultIntervalMs: 20, maxIntervalMs: 40 });
      }),
    );
    expect(operations.map((op) => op.status)).toEqual(["completed", "completed", "completed"]);
  });
});

describe.skipIf(!redisAvailable)("Redis operation slots (a semaphore with expiring leases)", () => {
  let server: RedisServer;
  let clients: Client[];
  let sandbox: Sandbox;

  beforeAll(async () => {
    server = await RedisServer.start();
    clients = await Promise.all(Array.from({ length: 3 }, () => connect(server.url)));
  });
  beforeEach(async () => {
    await clients[0]!.sendCommand(["FLUSHALL"]);
    sandbox = createSandbox({ seed: 5, operationDurationMs: 120, concurrentFileOperations: 2 });
  });
  afterAll(async () => {
    for (const client of clients ?? []) client.destroy();
    await server?.stop();
  });

  const held = (key = "ws") => clients[0]!.sendCommand(["ZCARD", `reportkit:slots:${key}`]).then(Number);

  it("never lets more than the limit hold a slot, across connections", async () => {
    const { slots, seen } = watched({
      acquire: (key, options) =>
        createRedisOperationSlots({ client: clients[Math.floor(Math.random() * 3)]!, limit: 2 }).acquire(
          key,
          options,
        ),
    });
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        const slot = await slots.acquire("ws", { operation: "copy" });
        await new Promise((resolve) => setImmediate(resolve));
        await slot.release();
      }),
    );
    expect(seen).toEqual({ held: 0, max: 2, taken: 12 });
    expect(await held()).toBe(0);
  });

  it("frees the slot of a holder that stopped renewing once its lease expires", async () => {
    // A lease taken by a process that then died: nobody renews it. Timed from before it is taken: the
    // lease's 300 ms start on the server, later, so however late its reply reaches this busy process,
    // the slot cannot be free before 300 ms have passed here.
    const started = performance.now();
    await clients[1]!.sendCommand([
      "EVAL",
      ACQUIRE.source,
      "1",
      "reportkit:slots:ws",
      "1",
      "300",
      "dead-worker",
    ]);
    const slots = createRedisOperationSlots({ client: clients[0]!, limit: 1 });
    const slot = await slots.acquire("ws", { operation: "import" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(295); // 300 ms, give or take the two clocks
    expect(performance.now() - started).toBeLessThan(1_000);
    await slot.release();
  });

  it("keeps a lease alive while its holder lives (renewals), and hands it on at release", async () => {
    const a = createRedisOperationSlots({ client: clients[0]!, limit: 1, leaseMs: 150 });
    const b = createRedisOperationSlots({ client: clients[1]!, limit: 1, leaseMs: 150 });
    const slot = await a.acquire("ws", { operation: "copy" });
    const signal = AbortSignal.timeout(600); // four lease lifetimes
    await expect(b.acquire("ws", { operation: "copy", signal })).rejects.toBeInstanceOf(AbortedError);
    await slot.release();
    const next = await b.acquire("ws", { operation: "copy", signal: AbortSignal.timeout(200) });
    await next.release();
  });

  const rkWith = (operationSlots: OperationSlots) =>
    limitedReportkit(sandbox, createOperationLimiter({ slots: operationSlots }));

  it("makes the SDK take a slot per copy and give it back when the operation ends: no 429 across clients", async () => {
    const { slots, seen } = watched({
      acquire: (key, options) =>
        createRedisOperationSlots({ client: clients[Math.floor(Math.random() * 3)]!, limit: 2 }).acquire(
          key,
          options,
        ),
    });
    const clientsOfRk = [rkWith(slots), rkWith(slots), rkWith(slots)];
    const fileId = sandbox.demo.fileId;
    const operations = await Promise.all(
      clientsOfRk.flatMap((rk) =>
        [1, 2].map(async () => {
          const accepted = await rk.platform.POST("/files/{fileId}/copy", {
            params: { path: { fileId } },
            body: {},
          });
          return wait(rk, accepted, { defaultIntervalMs: 20, maxIntervalMs: 40 });
        }),
      ),
    );
    expect(operations.map((op) => op.status)).toEqual(Array(6).fill("completed"));
    expect(seen).toEqual({ held: 0, max: 2, taken: 6 });
    expect(await held(sandbox.demo.workspaceId)).toBe(0);
  });

  it("gives the slot back at once when the call fails or starts no operation", async () => {
    const slots = createRedisOperationSlots({ client: clients[0]!, limit: 1 });
    const rk = rkWith(slots);
    const missing = rk.platform.POST("/files/{fileId}/copy", {
      params: { path: { fileId: "no-such-file" } },
      body: {},
    });
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    expect(await held(sandbox.demo.workspaceId)).toBe(0);
    // A 202 keeps it until a poll sees the end.
    const accepted = await rk.platform.POST("/files/{fileId}/export", {
      params: { path: { fileId: sandbox.demo.spreadsheetId } },
      body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } },
    });
    expect(await held(sandbox.demo.workspaceId)).toBe(1);
    await wait(rk, accepted, { defaultIntervalMs: 20, maxIntervalMs: 40 });
    expect(await held(sandbox.demo.workspaceId)).toBe(0);
  });
});
