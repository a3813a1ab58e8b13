import { rmSync } from "node:fs";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connect, RedisServer, redisAvailable } from "./support/redis-server.js";
import {
  bundleWorker,
  startWorker,
  type Worker,
  type WorkerConfig,
  type WorkerReport,
} from "./support/workers.js";

// Several Node processes (forked workers) share one workspace of the sandbox over HTTP through one
// redis-server. The sandbox enforces 60 sheet writes per 10 s per workspace (the live limit, 60 per
// minute, scaled down 6x); the workers pace themselves at 60 per 10.3 s: a 3% margin, so that a write
// stamped up to 300 ms late (a busy machine: the test command runs every package at once on 2 cores)
// never meets a sliding window that still holds the write 60 places before it.
const LIMIT = 60;
const SERVER_WINDOW_MS = 10_000;
const CLIENT_WINDOW_MS = 10_300;

/** Resolves once `condition` holds; fails after `ms` (the events come from other processes). */
async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sum = (reports: WorkerReport[], pick: (report: WorkerReport) => number) =>
  reports.reduce((total, report) => total + pick(report), 0);

describe.skipIf(!redisAvailable)("several processes, one workspace, one Redis", () => {
  let server: RedisServer;
  let admin: Awaited<ReturnType<typeof connect>>;
  let sandbox: RunningSandbox;
  let bundle: string;
  const workers: Worker[] = [];

  beforeAll(async () => {
    [server, sandbox, bundle] = await Promise.all([
      RedisServer.start(),
      startSandbox({
        port: 0,
        seed: 13,
        sheetWriteLimit: { limit: LIMIT, windowMs: SERVER_WINDOW_MS },
        operationDurationMs: 200,
      }),
      bundleWorker(),
    ]);
    admin = await connect(server.url);
    // The sandbox compiles a route's validators on its first request (hundreds of ms, and it stamps a
    // write after validating it): warm the sheet-write route so that the timed run measures pacing.
    const { spreadsheetId, sheetId } = sandbox.demo;
    const warm = await sandbox.fetch(
      `${sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${sheetId}/values/A1`,
      {
        method: "PUT",
        headers: {
          authorization: `Bearer ${sandbox.control.issueToken()}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ values: [["warm"]] }),
      },
    );
    expect(warm.status).toBe(202);
  });
  beforeEach(async () => {
    await admin.sendCommand(["FLUSHALL"]);
    sandbox.control.reset(); // seed data again: no tokens, no sheet writes in the window
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.kill()));
  });
  afterAll(async () => {
    admin?.destroy();
    await Promise.all([server?.stop(), sandbox?.close()]);
    if (bundle) rmSync(bundle, { force: true });
  });

  const spawn = (config: Partial<WorkerConfig> & Pick<WorkerConfig, "mode">): Worker => {
    const worker = startWorker(bundle, {
      redisUrl: server.url,
      urls: sandbox.urls,
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      workspaceId: sandbox.demo.workspaceId,
      spreadsheetId: sandbox.demo.spreadsheetId,
      sheetId: sandbox.demo.sheetId,
      fileId: sandbox.demo.fileId,
      limit: LIMIT,
      windowMs: CLIENT_WINDOW_MS,
      ...config,
    });
    workers.push(worker);
    return worker;
  };
  const tokensIssued = () => Object.keys(sandbox.state.tokens).length;

  it("the sandbox refuses the 61st write of its scaled window: the limit the workers must stay under", async () => {
    const { spreadsheetId, sheetId } = sandbox.demo;
    const url = `${sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${sheetId}/values/B2`;
    const headers = {
      authorization: `Bearer ${sandbox.control.issueToken()}`,
      "content-type": "application/json",
    };
    const put = () => sandbox.fetch(url, { method: "PUT", headers, body: JSON.stringify({ values: [[1]] }) });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await put()).status);
    expect(statuses).toEqual(Array(LIMIT).fill(202));
    const refused = await put();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).message).toContain(
      `${LIMIT} update-sheet-content requests in the last 10 s`,
    );
  });

  it("a process killed while holding the token lock: the others carry on after the lock's expiry", async () => {
    const lockMs = 1_500;
    const holder = spawn({ mode: "hold-token-lock", lockMs });
    const others = [1, 2, 3].map(() => spawn({ mode: "writes", count: 2, lockMs }));
    await Promise.all([holder.ready, ...others.map((worker) => worker.ready)]);
    const before = tokensIssued();
    holder.go();
    const lockedAt = await holder.holding; // its token request is on its way: the lock is taken
    await holder.kill();
    for (const worker of others) worker.go();
    const reports = await Promise.all(others.map((worker) => worker.done));
    const firstDone = Math.min(...reports.map((r) => r.endedAt));
    console.log(
      `token lock holder killed: others done ${firstDone - lockedAt} ms after the lock was taken (lock ${lockMs} ms), ` +
        `${tokensIssued() - before} token request(s)`,
    );
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(sum(reports, (r) => r.statuses[202] ?? 0)).toBe(6);
    expect(tokensIssued() - before).toBe(1);
    expect(firstDone - lockedAt).toBeGreaterThanOrEqual(lockMs - 50);
    expect(firstDone - lockedAt).toBeLessThan(lockMs + 3_000);
  }, 20_000);

  it("a process killed while holding an operation slot: the others copy after the lease expires", async () => {
    const slotConfig = { slots: 1, leaseMs: 1_200 };
    const holder = spawn({ mode: "hold-slot", ...slotConfig });
    const others = [1, 2].map(() => spawn({ mode: "copies", count: 1, ...slotConfig }));
    await Promise.all([holder.ready, ...others.map((worker) => worker.ready)]);
    holder.go();
    const heldAt = await holder.holding;
    await holder.kill();
    for (const worker of others) worker.go();
    const reports = await Promise.all(others.map((worker) => worker.done));
    const slots = reports.flatMap((r) => r.slots ?? []).sort((a, b) => a.acquiredAt - b.acquiredAt);
    console.log(
      `slot holder killed: next slot ${slots[0]!.acquiredAt - heldAt} ms after (lease ${slotConfig.leaseMs} ms); ` +
        `slots held ${JSON.stringify(slots.map((s) => [s.acquiredAt - heldAt, s.releasedAt - heldAt]))}`,
    );
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(slots).toHaveLength(2);
    expect(slots[0]!.acquiredAt - heldAt).toBeGreaterThanOrEqual(slotConfig.leaseMs - 100);
    expect(slots[1]!.acquiredAt).toBeGreaterThanOrEqual(slots[0]!.releasedAt); // one at a time
    expect(sum(reports, (r) => r.statuses[429] ?? 0)).toBe(0);
  }, 20_000);

  it("Redis killed and restarted mid-run: typed failures (or the fallback), nothing hangs, pacing resumes", async () => {
    const common = { mode: "write-loop" as const, commandTimeoutMs: 300, fallbackWorkers: 2 };
    const failing = spawn({ ...common, onUnavailable: "fail" });
    const falling = spawn({ ...common, onUnavailable: "fallback" });
    await Promise.all([failing.ready, falling.ready]);
    failing.go();
    falling.go();
    const ok = (worker: Worker, after: number) =>
      worker.calls.filter((call) => call.at >= after && call.outcome === "ok").length;
    await until(() => ok(failing, 0) >= 2 && ok(falling, 0) >= 2, 10_000, "calls before the outage");

    await server.kill();
    const downAt = Date.now();
    await until(
      () =>
        failing.calls.filter((c) => c.at >= downAt && c.outcome !== "ok").length >= 2 &&
        ok(falling, downAt) >= 2,
      10_000,
      "calls during the outage",
    );
    const restartAt = Date.now(); // no call that started before this can have had Redis
    await server.start();
    const upAt = Date.now();
    await until(() => ok(failing, upAt) >= 3 && ok(falling, upAt) >= 3, 10_000, "calls after the restart");
    failing.stop();
    falling.stop();
    const [failed, fellBack] = await Promise.all([failing.done, falling.done]);

    const during = (report: WorkerReport) => report.calls!.filter((c) => c.at >= downAt && c.at < restartAt);
    const outcomes = new Set(during(failed).map((c) => c.outcome));
    console.log(
      `redis restart: fail mode during the outage ${JSON.stringify([...outcomes])}, ` +
        `longest call ${Math.max(...failed.calls!.map((c) => c.ms))} ms; fallback mode ${during(fellBack).length} ok ` +
        `calls during the outage, longest ${Math.max(...fellBack.calls!.map((c) => c.ms))} ms; ` +
        `429s ${(failed.statuses[429] ?? 0) + (fellBack.statuses[429] ?? 0)}`,
    );
    for (const outcome of outcomes) expect(outcome).toMatch(/^(ok|RedisError redis_(unavailable|timeout))$/);
    expect(outcomes.has("ok")).toBe(false); // no permit without Redis in fail mode
    expect(fellBack.calls!.every((call) => call.outcome === "ok")).toBe(true);
    expect(fellBack.warnings.some((w) => w.includes("Falling back to in-process sheet-write pacing"))).toBe(
      true,
    );
    // Nothing hangs: a call takes a paced wait and a few command time limits at most (5 s on a busy machine).
    for (const call of [...failed.calls!, ...fellBack.calls!]) expect(call.ms).toBeLessThan(5_000);
  }, 30_000);
  it("4 processes started at once: one token request; then 80 writes with 0 responses 429 within 1.05x of the bound", async () => {
    const perWorker = 20;
    const group = Array.from({ length: 4 }, () => spawn({ mode: "writes", count: perWorker }));
    await Promise.all(group.map((worker) => worker.ready));
    const before = tokensIssued();
    // Cold start: every process asks for its token at the same moment (and runs the write path once).
    await Promise.all(group.map((worker) => worker.warm()));
    const tokenRequests = tokensIssued() - before;
    await admin.sendCommand(["DEL", `reportkit:rate:${sandbox.demo.workspaceId}`]); // the warm-up's permits

    const started = performance.now();
    for (const worker of group) worker.go();
    const reports = await Promise.all(group.map((worker) => worker.done));
    const elapsed = performance.now() - started;

    const writes = group.length * perWorker;
    // The fastest schedule the limit allows an evenly pacing client: one write per window / limit.
    const bound = ((writes - 1) * SERVER_WINDOW_MS) / LIMIT;
    const summary = {
      processes: group.length,
      writes,
      elapsedMs: Math.round(elapsed),
      boundMs: bound,
      ratio: Number((elapsed / bound).toFixed(4)),
      status202: sum(reports, (r) => r.statuses[202] ?? 0),
      status429: sum(reports, (r) => r.statuses[429] ?? 0),
      tokenRequests,
      tokenRequestsSeenByWorkers: sum(reports, (r) => r.tokenRequests),
    };
    console.log(`multi-process writes: ${JSON.stringify(summary)}`);
    // On a 429, show the write 60 places before it: the sliding window still held it.
    const sends = reports.flatMap((r) => r.sends).sort((a, b) => a.at - b.at);
    sends.forEach((send, i) => {
      const earlier = sends[i - LIMIT];
      if (send.status === 429 && earlier)
        console.log(
          `429: write ${i} sent ${send.at - earlier.at} ms after write ${i - LIMIT} (${earlier.ms} ms)`,
        );
    });
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(summary.tokenRequests).toBe(1);
    expect(summary.tokenRequestsSeenByWorkers).toBe(1);
    expect(summary.status202).toBe(writes);
    expect(summary.status429).toBe(0);
    expect(elapsed).toBeGreaterThanOrEqual(bound);
    expect(elapsed).toBeLessThanOrEqual(bound * 1.05);
  }, 40_000);
});
