// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): several Node processes sharing one redis-server.
//
// What only this file proves: that the stores hold across separate processes as an application runs
// them (bundled, each with its own node-redis client, its own timers and clock, the SDK over HTTP):
// the processes' sheet writes share one schedule the service never finds over its limit, their cold
// start makes one token request, their copies share the slots, and a process killed (SIGKILL: its
// renewals and its connection die with it) while holding a copy slot or the token lock holds neither
// for good. Each rule on its own is tested against one server, from several connections of one
// process, in the other files of this folder: the schedule's scripts and its restart after Redis lost
// it (rate-limiter-store.test.ts), the queue, the leases and a dead holder's slot
// (operation-slots.test.ts), the token lock and a dead holder's lock (token-cache.test.ts), a held
// slot counted again after Redis restarted empty, command time limits and fallback (outage.test.ts),
// each process's share while falling back and the way back to the shared schedule (fallback.test.ts).
//
// Nothing here is timed against a figure a busy machine could break: a phase is so many writes and
// copies, done when the processes report; the schedule is checked on its permits (never more than the
// limit in a window) and the whole burst is never faster than the limit allows.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Exchange } from "../support/recording-front.js";
import { COMMAND_TIMEOUT_MS, connect, RedisServer, redisAvailable } from "../support/redis-server.js";
import { type SandboxProcess, startSandboxProcess } from "../support/sandbox-process.js";
import {
  bundleWorker,
  startWorker,
  type Worker,
  type WorkerConfig,
  type WorkerReport,
} from "../support/workers.js";

// The sandbox enforces 20 sheet writes per 2 s per workspace (the live limit, 60 per minute, scaled
// down) and 3 copies at once; the workers pace themselves at 20 per 2.5 s: a write stamped up to
// 500 ms late (a process starved of CPU) never meets a sliding window that still holds the write 20
// places before it. The sandbox runs in a process of its own (this one forks workers and reads their
// reports), behind an HTTP front that records what it answered.
const LIMIT = 20;
const SERVER_WINDOW_MS = 2_000;
const CLIENT_WINDOW_MS = 2_500;
const SLOTS = 3;
const LEASE_MS = 1_500; // renewed every 500 ms
const LOCK_MS = 1_500; // renewed every 500 ms

/** A phase's job in each process: sheet writes at once, copies one after the other. */
type Writes = { writes: number; copies: number };

/** The most of `times` (epoch ms) any sliding window of `windowMs` holds (ending at one of them). */
function busiestWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((x, y) => x - y);
  let most = 0;
  for (let end = 0, start = 0; end < sorted.length; end++) {
    while (sorted[start]! <= sorted[end]! - windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe.skipIf(!redisAvailable)("several processes, one workspace, one Redis", () => {
  let server: RedisServer;
  let admin: Awaited<ReturnType<typeof connect>>;
  let sandbox: SandboxProcess;
  let bundle: string;
  const workers: Worker[] = [];
  let fleet: Worker[] = [];

  const spawn = (config: Pick<WorkerConfig, "mode" | "name">): Worker => {
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
      slots: SLOTS,
      leaseMs: LEASE_MS,
      lockMs: LOCK_MS,
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
      ...config,
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    server = await RedisServer.start(); // first: afterAll stops it whatever fails next
    [sandbox, bundle] = await Promise.all([
      startSandboxProcess({
        seed: 13,
        sheetWriteLimit: { limit: LIMIT, windowMs: SERVER_WINDOW_MS },
        operationDurationMs: 300,
      }),
      bundleWorker(),
    ]);
    admin = await connect(server.url);
    fleet = Array.from({ length: 4 }, (_, i) => spawn({ mode: "fleet", name: `p${i + 1}` }));
    await Promise.all(workers.map((worker) => worker.ready));
  }); // a redis-server, two bundles, a forked sandbox and 4 workers: seconds, a minute on a starved machine
  afterAll(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.kill()));
    admin?.destroy();
    await Promise.all([server?.stop(), sandbox?.close()]);
    if (bundle) rmSync(bundle, { force: true });
  });

  const tokensIssued = (exchanges: Exchange[]) =>
    exchanges.filter((e) => e.path.endsWith("/oauth2/token") && e.status === 200).length;

  /** Runs `processes` through one phase (`job` in each); what the service and the processes saw. */
  async function phase(name: string, job: Writes, processes = fleet) {
    const since = Date.now();
    const reportsDone = processes.map((worker) => worker.done(name));
    const started = performance.now();
    for (const worker of processes) worker.go(name, job);
    const reports: WorkerReport[] = await Promise.all(reportsDone);
    const elapsed = performance.now() - started;
    const exchanges = await sandbox.exchanges(since);
    const accepted = new Map<string, number>();
    for (const e of exchanges)
      if (e.tag && e.status === 202) accepted.set(e.tag, (accepted.get(e.tag) ?? 0) + 1);
    const writes = reports.flatMap((r) => r.writes);
    const summary = {
      elapsedMs: Math.round(elapsed),
      writes: writes.length,
      status429: exchanges.filter((e) => e.tag && e.status === 429).length,
      busiestSchedule: busiestWindow(
        reports.flatMap((r) => r.permits),
        SERVER_WINDOW_MS,
      ),
      sends: reports.reduce((n, r) => n + r.sends.length, 0),
      permits: reports.reduce((n, r) => n + r.permits.length, 0),
      lost: writes.filter((w) => !accepted.has(w.tag)).length,
      duplicated: [...accepted.values()].filter((n) => n > 1).length,
      copies: reports.reduce((n, r) => n + r.copies.filter((c) => c.outcome === "ok").length, 0),
      refusals: exchanges.filter((e) => e.code === "concurrent_operations_exceeded").length,
      tokenRequests: tokensIssued(exchanges),
    };
    console.log(`multi-process, ${name}: ${JSON.stringify(summary)}`);
    const errors = [
      ...reports.flatMap((r) => r.errors),
      ...reports.flatMap((r) =>
        [...r.writes, ...r.copies].filter((c) => c.outcome !== "ok").map((c) => c.outcome),
      ),
    ];
    return { summary, errors, elapsed, processes: processes.length };
  }

  /**
   * What every phase must show: the limits kept, nothing lost or sent twice. The shared schedule
   * never holds more than the limit in a window and no write goes without a permit of its own (on a
   * machine starved of CPU the service may take evenly sent writes in a bunch and refuse one, sent
   * again after its Retry-After: printed above, not a failure); every copy is made, none refused.
   */
  const expectKept = (result: Awaited<ReturnType<typeof phase>>, job: Writes) => {
    expect(result.errors).toEqual([]);
    expect(result.summary.writes).toBe(result.processes * job.writes);
    expect(result.summary.lost).toBe(0);
    expect(result.summary.duplicated).toBe(0);
    expect(result.summary.busiestSchedule).toBeLessThanOrEqual(LIMIT);
    expect(result.summary.sends).toBeLessThanOrEqual(result.summary.permits);
    expect(result.summary.copies).toBe(result.processes * job.copies);
    expect(result.summary.refusals).toBe(0);
  };

  it("the sandbox refuses a write once its scaled window holds 20, never before: the limit the processes must stay under", async () => {
    const { spreadsheetId, sheetId } = sandbox.demo;
    const url = `${sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${sheetId}/values/B2`;
    const headers = {
      authorization: `Bearer ${await sandbox.issueToken()}`,
      "content-type": "application/json",
    };
    const put = () => fetch(url, { method: "PUT", headers, body: JSON.stringify({ values: [[1]] }) });
    // Batches of 21 at once, so that the window fills however slowly a starved machine serves them
    // (21 sent one after the other could take longer than the window); a few batches at most.
    let accepted = 0;
    let refused: Response | undefined;
    for (let batch = 0; !refused && batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: LIMIT + 1 }, put));
      expect(answers.every((r) => r.status === 202 || r.status === 429)).toBe(true);
      refused = answers.find((r) => r.status === 429);
      if (batch === 0) accepted = answers.filter((r) => r.status === 202).length;
    }
    expect(accepted).toBeGreaterThanOrEqual(LIMIT); // nothing refused before the window held 20
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect((await refused!.json()).message).toContain(
      `${LIMIT} update-sheet-content requests in the last 2 s`,
    );
    await sandbox.reset(); // no tokens, no sheet writes in the window
  });

  it("4 processes started at once: one token request; then their writes share one schedule, never faster than the limit, and their copies the 3 slots", async () => {
    const since = Date.now();
    // Cold start: every process asks for its token at the same moment (and runs the write path once).
    const seenByWorkers = await Promise.all(fleet.map((worker) => worker.warm()));
    expect(tokensIssued(await sandbox.exchanges(since))).toBe(1);
    expect(seenByWorkers.reduce((a, b) => a + b, 0)).toBe(1);
    // The warm-up's permits are in the past: an established schedule, its next permit due now.
    await admin.sendCommand(["SET", `reportkit:rate:${sandbox.demo.workspaceId}`, "0"]);

    const job = { writes: 10, copies: 2 };
    const result = await phase("burst", job);
    expectKept(result, job);
    expect(result.summary.tokenRequests).toBe(0);
    // The fastest schedule the limit allows: one write per window / limit. Processes pacing each on
    // their own would be 4 times faster (and their schedule over the limit).
    const writes = fleet.length * job.writes;
    expect(result.elapsed).toBeGreaterThanOrEqual(((writes - 1) * SERVER_WINDOW_MS) / LIMIT);
  });

  it("processes killed holding a copy slot and the token lock, the token revoked: the others wait out the lease and the lock, one new token for all", async () => {
    // One process takes a copy slot and is killed holding it. Another drops the shared token (the
    // others keep theirs meanwhile), takes the lock to ask for a new one, and is killed before the
    // answer. Then the service revokes the token: every living process gets a 401 and needs the new
    // one at once.
    const [slotHolder, lockHolder] = [fleet[2]!, fleet[3]!];
    slotHolder.go("hold", { hold: "slot" });
    await slotHolder.holding;
    await slotHolder.kill();
    lockHolder.go("hold", { hold: "token-lock" });
    await lockHolder.holding;
    await lockHolder.kill();
    await sandbox.revokeTokens();

    const job = { writes: 8, copies: 3 };
    const result = await phase("holders killed", job, fleet.slice(0, 2));
    expectKept(result, job);
    // One token request: the others waited for the dead holder's lock to lapse (the dead holder's
    // own request never reached the service); a lock kept for good would have each ask, or hang.
    expect(result.summary.tokenRequests).toBe(1);
    // The dead holder's lease lapsed: no lease is alive by the server's clock once the living have
    // given theirs back (a lapsed one is removed at the next ask).
    const alive =
      "local t = redis.call('TIME') return redis.call('ZCOUNT', KEYS[1], '(' .. (t[1] * 1000 + math.floor(t[2] / 1000)), '+inf')";
    const leases = `reportkit:slots:${sandbox.demo.workspaceId}`;
    expect(Number(await admin.sendCommand(["EVAL", alive, "1", leases]))).toBe(0);
  });
});
