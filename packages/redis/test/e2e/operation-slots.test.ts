// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): operation slots leased on a real redis-server: only Redis runs the slot scripts and their expiry.
// A lease is timed by the server in real time: the tests of a dead holder, a dead waiter and a living
// holder's renewals are the only ones here that wait on it, and check what a starved machine cannot
// spoil (never free before its lease ran out; kept while renewed; served at all), never an elapsed
// time under a figure. A test that waits for the others' state polls Redis for it, bounded only by
// the test's time limit (a hang bound).
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
import { createRedisOperationSlots, type RedisOperationSlotsOptions } from "../../src/index.js";
import { COMMAND_TIMEOUT_MS, connect, RedisServer, redisAvailable } from "../support/redis-server.js";
import { sandboxReportkit } from "../support/sandbox-reportkit.js";
import { counted } from "../support/switchable.js";

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

describe.skipIf(!redisAvailable)("Redis operation slots (a queue, expiring leases)", () => {
  let server: RedisServer;
  let clients: Client[];
  let sandbox: Sandbox;

  beforeAll(async () => {
    server = await RedisServer.start();
    clients = await Promise.all(Array.from({ length: 3 }, () => connect(server.url)));
  });
  /**
   * Marks the pool of `key` observed now, as a pool in use is: a new one (no state, as after FLUSHALL)
   * settles for three renewal periods before its first grant, which the tests of settling test
   * (here and in outage.test.ts); the others start from a pool in use.
   */
  const inUse = (key: string) =>
    clients[0]!.sendCommand([
      "EVAL",
      "local t = redis.call('TIME') redis.call('SET', KEYS[1], string.format('%d', t[1] * 1000 + math.floor(t[2] / 1000)), 'PX', 86400000) return 1",
      "1",
      `reportkit:slots:${key}:seen`,
    ]);
  beforeEach(async () => {
    await clients[0]!.sendCommand(["FLUSHALL"]);
    sandbox = createSandbox({ seed: 5, operationDurationMs: 120, concurrentFileOperations: 2 });
    await Promise.all([inUse("ws"), inUse(sandbox.demo.workspaceId)]);
  });
  afterAll(async () => {
    for (const client of clients ?? []) client.destroy();
    await server?.stop();
  });

  /**
   * Slots of one "process" (a store on one of the connections). Leases of 1.5 s, renewed every 500 ms
   * (a machine at load 50 stalls this process longer than 400 ms).
   */
  const slotsOn = (client: Client, options: Partial<RedisOperationSlotsOptions> = {}) =>
    createRedisOperationSlots({ client, leaseMs: 1_500, commandTimeoutMs: COMMAND_TIMEOUT_MS, ...options });
  const held = (key = "ws") => clients[0]!.sendCommand(["ZCARD", `reportkit:slots:${key}`]).then(Number);
  const queued = (key = "ws") =>
    clients[0]!.sendCommand(["ZCARD", `reportkit:slots:${key}:queue`]).then(Number);
  /** Resolves once `count` waiters are in the Redis queue of `key` (a hang fails on the test's time limit). */
  const untilQueued = async (count: number, key = "ws") => {
    while ((await queued(key)) !== count) await new Promise((r) => setTimeout(r, 5));
  };

  it("never lets more than the limit hold a slot, across connections", async () => {
    const { slots, seen } = watched({
      acquire: (key, options) =>
        slotsOn(clients[Math.floor(Math.random() * 3)]!, { limit: 2 }).acquire(key, options),
    });
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        const slot = await slots.acquire("ws", { operation: "copy" });
        await new Promise((resolve) => setTimeout(resolve, 20));
        await slot.release();
      }),
    );
    expect(seen.taken).toBe(12);
    expect(seen.held).toBe(0);
    expect(seen.max).toBeLessThanOrEqual(2);
    expect(await held()).toBe(0);
    expect(await queued()).toBe(0);
  });

  it("serves waiting processes in the order they asked: one that gives its slot back and asks again at once goes behind them", async () => {
    const [a, b, c] = clients.map((client) => slotsOn(client, { limit: 1 }));
    const order: string[] = [];
    /** Takes a slot, notes who got it, and gives it back at once. */
    const turn = (slots: OperationSlots, name: string) =>
      slots.acquire("ws", { operation: "copy" }).then(async (slot) => {
        order.push(name);
        await slot.release();
      });
    const first = await a!.acquire("ws", { operation: "copy" });
    const bTurn = turn(b!, "b");
    await untilQueued(1);
    const cTurn = turn(c!, "c");
    await untilQueued(2);
    // A gives its slot back and asks again in the same breath, as a worker copying in a loop does.
    await first.release();
    const again = turn(a!, "a again");
    await Promise.all([bTurn, cTurn, again]);
    expect(order).toEqual(["b", "c", "a again"]);
  });

  it("keeps a queue that a dead waiter does not block: it loses its place one lease period after it stopped asking", async () => {
    const dying = await connect(server.url);
    const slots = slotsOn(clients[0]!, { limit: 1, leaseMs: 300 });
    const holder = await slots.acquire("ws", { operation: "copy" });
    // A waiter of another process asks once, then its process dies (its connection is gone).
    void slotsOn(dying, { limit: 1, leaseMs: 300 })
      .acquire("ws", { operation: "copy" })
      .catch(() => {});
    await untilQueued(1);
    dying.destroy();
    const behind = slotsOn(clients[1]!, { limit: 1, leaseMs: 300 }).acquire("ws", { operation: "copy" });
    await untilQueued(2);
    await holder.release();
    // Served once the dead waiter's entry lapsed, where a queue that waited for the dead would never
    // serve it (the test's time limit would end it).
    await (await behind).release();
    expect(await queued()).toBe(0);
  });

  it("frees the slot of a holder that stopped renewing once its lease expires", async () => {
    // A slot taken by a process that then died: its connection is gone, nobody renews the lease.
    // Timed from before it is taken: the lease's 300 ms start on the server, later, so however late
    // its reply reaches this busy process, the slot cannot be free before 300 ms have passed here.
    const dying = await connect(server.url);
    const started = performance.now();
    await slotsOn(dying, { limit: 1, leaseMs: 300 }).acquire("ws", { operation: "import" });
    dying.destroy();
    const slot = await slotsOn(clients[0]!, { limit: 1, leaseMs: 300 }).acquire("ws", {
      operation: "import",
    });
    // Never before the lease ran out; had it never been freed, the test's time limit would end it.
    expect(performance.now() - started).toBeGreaterThanOrEqual(295); // 300 ms, give or take the two clocks
    await slot.release();
  });

  it("keeps a lease alive while its holder lives (renewals), and hands it on at release", async () => {
    // Leases of 1.5 s renewed every 500 ms: a busy machine would have to stall the holder a second to
    // lose it. The other waits past one lease lifetime: without renewals the slot would be its own.
    const a = slotsOn(clients[0]!, { limit: 1 });
    const b = slotsOn(clients[1]!, { limit: 1 });
    const slot = await a.acquire("ws", { operation: "copy" });
    const signal = AbortSignal.timeout(2_000);
    await expect(b.acquire("ws", { operation: "copy", signal })).rejects.toBeInstanceOf(AbortedError);
    await untilQueued(0); // the aborted waiter left the queue
    await slot.release();
    const next = await b.acquire("ws", { operation: "copy" });
    await next.release();
  });

  it("a pool unobserved longer than a renewal period while it held leases (Redis paused) settles: a lease that lapsed meanwhile is renewed back before anyone else is granted", async () => {
    const a = slotsOn(clients[0]!, { limit: 1 });
    const slot = await a.acquire("ws", { operation: "copy" });
    // What a pause longer than the lease leaves: the pool last observed 2 s ago, the holder's lease
    // lapsed (it could not renew; it lives and renews as soon as Redis answers again).
    await clients[0]!.sendCommand([
      "EVAL",
      `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)
       redis.call('SET', KEYS[2], string.format('%d', now - 2000), 'PX', 86400000)
       for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do redis.call('ZADD', KEYS[1], now - 1, id) end
       return 1`,
      "2",
      "reportkit:slots:ws",
      "reportkit:slots:ws:seen",
    ]);
    // Another process asks: its first step sees the pool unobserved, so nothing is granted until every
    // living holder had the time to renew; then the lease renewed back keeps it waiting.
    const steps = counted(clients[1]!);
    const controller = new AbortController();
    const waiting = slotsOn(steps.client as Client, { limit: 1 }).acquire("ws", {
      operation: "copy",
      signal: controller.signal,
    });
    waiting.catch(() => {});
    await steps.answered(1);
    while (Number(await clients[0]!.sendCommand(["EXISTS", "reportkit:slots:ws:settle"])) === 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await steps.answered(1); // a step after the settling: still no slot
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
    expect(await held()).toBe(1);
    await slot.release();
  });

  const rkWith = (operationSlots: OperationSlots) =>
    limitedReportkit(sandbox, createOperationLimiter({ slots: operationSlots }));

  it("makes the SDK take a slot per copy and give it back when the operation ends: no 429 across clients", async () => {
    const { slots, seen } = watched({
      acquire: (key, options) =>
        slotsOn(clients[Math.floor(Math.random() * 3)]!, { limit: 2 }).acquire(key, options),
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
    const slots = slotsOn(clients[0]!, { limit: 1 });
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
