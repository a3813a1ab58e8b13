// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): poller state stored on a real redis-server: only Redis shows the stored state, its claims and its
// time to live.
import { createSandbox, type Sandbox } from "@reportkit/sandbox";
import { waiter } from "@reportkit/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRedisOperationStore, OperationClaimedError } from "../../src/index.js";
import { COMMAND_TIMEOUT_MS, connect, RedisServer, redisAvailable } from "../support/redis-server.js";
import { sandboxReportkit } from "../support/sandbox-reportkit.js";
import { switchable } from "../support/switchable.js";

type Client = Awaited<ReturnType<typeof connect>>;

describe.skipIf(!redisAvailable)("operation states on Redis (resume a wait in another process)", () => {
  let server: RedisServer;
  let clients: Client[];
  let sandbox: Sandbox;

  beforeAll(async () => {
    server = await RedisServer.start();
    clients = await Promise.all(Array.from({ length: 2 }, () => connect(server.url)));
    // Copies of 600 ms: long enough for a poll to see one running, however busy the machine.
    sandbox = createSandbox({ seed: 7, operationDurationMs: 600 });
  });
  beforeEach(() => clients[0]!.sendCommand(["FLUSHALL"]));
  afterAll(async () => {
    for (const client of clients ?? []) client.destroy();
    await server?.stop();
  });

  const rk = () => sandboxReportkit(sandbox);
  const copy = (client: ReturnType<typeof rk>) =>
    client.platform.POST("/files/{fileId}/copy", {
      params: { path: { fileId: sandbox.demo.fileId } },
      body: {},
    });
  const fast = { defaultIntervalMs: 20, maxIntervalMs: 40 };

  it("saves a poller under an id, with an expiry, and loads it back as the same state", async () => {
    const worker = rk();
    const store = createRedisOperationStore({
      client: clients[0]!,
      ttlMs: 60_000,
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    const poller = await waiter(worker).poller(await copy(worker));
    await store.save("copy-1", poller);
    expect(await store.load("copy-1")).toEqual(poller.state);
    expect(await store.ids()).toEqual(["copy-1"]);
    const ttl = Number(await clients[0]!.sendCommand(["PTTL", "reportkit:operation:copy-1"]));
    expect(ttl).toBeGreaterThan(59_000);
    await store.delete("copy-1");
    expect(await store.load("copy-1")).toBeUndefined();
    expect(await store.ids()).toEqual([]);
  });

  it("lets another worker pick up an operation whose worker died mid-wait", async () => {
    // Worker A started the copy and saved its state, then died (its claim lapses, nobody renews it).
    const a = rk();
    const storeA = createRedisOperationStore({
      client: clients[0]!,
      claimMs: 300,
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    const poller = await waiter(a).poller(await copy(a), fast);
    await storeA.save("copy-2", poller);
    await clients[0]!.sendCommand(["SET", "reportkit:operation:copy-2:claim", "worker-a", "PX", "300"]);

    // Worker B, another client and connection: refused while A's claim lives, then resumes.
    const b = rk();
    const storeB = createRedisOperationStore({
      client: clients[1]!,
      claimMs: 300,
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    await expect(storeB.wait(b, "copy-2", undefined, fast)).rejects.toBeInstanceOf(OperationClaimedError);
    expect(await storeB.ids()).toEqual(["copy-2"]);
    // Tried again until A's claim lapsed on the server (300 ms of real time: a Redis PX); a claim that
    // never lapsed would hang the test until its time limit.
    let operation: Awaited<ReturnType<typeof storeB.wait>> | undefined;
    while (!operation) {
      operation = await storeB.wait(b, "copy-2", undefined, fast).catch((error: unknown) => {
        if (error instanceof OperationClaimedError) return new Promise<undefined>((r) => setTimeout(r, 20));
        throw error;
      });
    }
    expect(operation?.status).toBe("completed");
    expect(await storeB.ids()).toEqual([]); // done: nothing left to pick up
    expect(Number(await clients[1]!.sendCommand(["EXISTS", "reportkit:operation:copy-2:claim"]))).toBe(0);
  });

  it("waits from a source the first time, saving the state after each poll", async () => {
    const worker = rk();
    const store = createRedisOperationStore({
      client: clients[0]!,
      claimMs: 1_000,
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    const saved: Promise<unknown>[] = [];
    const operation = await store.wait(worker, "copy-3", await copy(worker), {
      ...fast,
      onProgress: (polled) => {
        if (polled.status !== "completed") saved.push(store.load("copy-3").then((state) => state?.polls));
      },
    });
    expect(operation.status).toBe("completed");
    const polls = await Promise.all(saved);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((n) => typeof n === "number" && n >= 1)).toBe(true);
    expect(await store.load("copy-3")).toBeUndefined();
  });

  it("resolves with the completed operation when Redis is down as it removes the state, and removes it once Redis is back", async () => {
    const worker = rk();
    const cut = switchable(clients[0]!);
    const warnings: string[] = [];
    const store = createRedisOperationStore({
      client: cut.client,
      claimMs: 1_000,
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
      logger: (level, message) => {
        if (level === "warn") warnings.push(message);
      },
    });
    const operation = await store.wait(worker, "copy-4", await copy(worker), {
      ...fast,
      // Redis goes away right after the last poll, as the state is about to be removed.
      onProgress: (polled) => {
        if (polled.status === "completed") cut.down();
      },
    });
    expect(operation.status).toBe("completed");
    expect(warnings.join("\n")).toContain(
      'Operation "copy-4" ended, but its saved state could not be removed',
    );
    // What was saved at the last poll says it completed: a worker resuming it starts and polls nothing.
    const saved = () =>
      clients[1]!.sendCommand(["GET", "reportkit:operation:copy-4"]).then((text) => JSON.parse(String(text)));
    while ((await saved())?.status !== "completed") await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await saved())?.status).toBe("completed");
    cut.up();
    // Removed in the background once Redis answers again (tried after 1 s, 2 s, ...: real timers of
    // the store); polled until then, bounded by the test's time limit.
    while (Number(await clients[1]!.sendCommand(["EXISTS", "reportkit:operation:copy-4"])) === 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(Number(await clients[1]!.sendCommand(["EXISTS", "reportkit:operation:copy-4"]))).toBe(0);
    expect(await store.ids()).toEqual([]);
  });
});
