// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): several Node processes sharing one redis-server: only separate processes show that limits,
// tokens and operation slots hold across processes (each store's rules are tested against one server in
// the other files of this folder). The phases run for wall time because the workers' pacing is real.
import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Exchange } from "../support/recording-front.js";
import { connect, RedisServer, redisAvailable } from "../support/redis-server.js";
import { type SandboxProcess, startSandboxProcess } from "../support/sandbox-process.js";
import {
  bundleWorker,
  startWorker,
  type Worker,
  type WorkerConfig,
  type WorkerReport,
} from "../support/workers.js";

// Node processes (forked workers) share one workspace of the sandbox over HTTP through one
// redis-server. The sandbox enforces 60 sheet writes per 10 s per workspace (the live limit, 60 per
// minute, scaled down 6x) and 3 copies at once; the workers pace themselves at 60 per 10.3 s: a 3%
// margin, so that a write stamped up to 300 ms late (a busy machine: the test command runs every
// package at once on 2 cores) never meets a sliding window that still holds the write 60 places
// before it. The sandbox runs in a process of its own (this one forks workers and reads their
// reports), behind an HTTP front that records what it answered.
const LIMIT = 60;
const SERVER_WINDOW_MS = 10_000;
const CLIENT_WINDOW_MS = 10_300;

const sum = (reports: WorkerReport[], pick: (report: WorkerReport) => number) =>
  reports.reduce((total, report) => total + pick(report), 0);

/** Resolves after `ms` of real time: the phases run the processes for a while. */
const during = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  beforeAll(async () => {
    server = await RedisServer.start(); // first: afterAll stops it whatever fails next
    [sandbox, bundle] = await Promise.all([
      startSandboxProcess({
        seed: 13,
        sheetWriteLimit: { limit: LIMIT, windowMs: SERVER_WINDOW_MS },
        operationDurationMs: 400,
      }),
      bundleWorker(),
    ]);
    admin = await connect(server.url);
    // The sandbox compiles a route's validators on its first request (hundreds of ms, and it stamps a
    // write after validating it): warm the sheet-write route so that the timed runs measure pacing.
    const { spreadsheetId, sheetId } = sandbox.demo;
    const warm = await fetch(
      `${sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${sheetId}/values/A1`,
      {
        method: "PUT",
        headers: {
          authorization: `Bearer ${await sandbox.issueToken()}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ values: [["warm"]] }),
      },
    );
    expect(warm.status).toBe(202);
  }, 120_000); // a redis-server, two bundles and a forked sandbox: seconds on a machine at load 50
  afterAll(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.kill()));
    admin?.destroy();
    await Promise.all([server?.stop(), sandbox?.close()]);
    if (bundle) rmSync(bundle, { force: true });
  });

  const spawn = (config: Partial<WorkerConfig> & Pick<WorkerConfig, "mode" | "name">): Worker => {
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
  const tokensIssued = async (since: number) =>
    (await sandbox.exchanges(since)).filter((e) => e.path.endsWith("/oauth2/token") && e.status === 200)
      .length;

  describe("one burst of writes", () => {
    beforeEach(async () => {
      await admin.sendCommand(["FLUSHALL"]);
      await sandbox.reset(); // seed data again: no tokens, no sheet writes in the window
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.kill()));
    });

    it("the sandbox refuses the 61st write of its scaled window: the limit the workers must stay under", async () => {
      const { spreadsheetId, sheetId } = sandbox.demo;
      const url = `${sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${sheetId}/values/B2`;
      const headers = {
        authorization: `Bearer ${await sandbox.issueToken()}`,
        "content-type": "application/json",
      };
      const put = () => fetch(url, { method: "PUT", headers, body: JSON.stringify({ values: [[1]] }) });
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

    it("4 processes started at once: one token request; then 80 writes, evenly paced, within 1.10x of the bound", async () => {
      const perWorker = 20;
      const group = Array.from({ length: 4 }, (_, i) =>
        spawn({ mode: "writes", name: `w${i}`, count: perWorker }),
      );
      await Promise.all(group.map((worker) => worker.ready));
      const before = Date.now();
      // Cold start: every process asks for its token at the same moment (and runs the write path once).
      const seenByWorkers = await Promise.all(group.map((worker) => worker.warm()));
      const tokenRequests = await tokensIssued(before);
      // The warm-up's permits are in the past: an established schedule, its next permit due now.
      await admin.sendCommand(["SET", `reportkit:rate:${sandbox.demo.workspaceId}`, "0"]);

      const reportsDone = group.map((worker) => worker.done());
      const started = performance.now();
      for (const worker of group) worker.go();
      const reports = await Promise.all(reportsDone);
      const elapsed = performance.now() - started;

      const writes = group.length * perWorker;
      // The fastest schedule the limit allows an evenly pacing client: one write per window / limit.
      const bound = ((writes - 1) * SERVER_WINDOW_MS) / LIMIT;
      const sheetWrites = (await sandbox.exchanges(before)).filter((e) => e.method === "PUT" && e.tag);
      const summary = {
        processes: group.length,
        writes,
        elapsedMs: Math.round(elapsed),
        boundMs: Math.round(bound),
        ratio: Number((elapsed / bound).toFixed(4)),
        status202: sheetWrites.filter((e) => e.status === 202).length,
        status429: sheetWrites.filter((e) => e.status === 429).length,
        busiestSchedule: busiestWindow(
          reports.flatMap((r) => r.permits),
          SERVER_WINDOW_MS,
        ),
        busiestSends: busiestWindow(
          reports.flatMap((r) => r.sends.map((send) => send.at)),
          SERVER_WINDOW_MS,
        ),
        sends: sum(reports, (r) => r.sends.length),
        permits: sum(reports, (r) => r.permits.length),
        tokenRequests,
        tokenRequestsSeenByWorkers: seenByWorkers.reduce((a, b) => a + b, 0),
      };
      console.log(`multi-process writes: ${JSON.stringify(summary)}`);
      expect(reports.flatMap((r) => r.errors)).toEqual([]);
      expect(summary.tokenRequests).toBe(1);
      expect(summary.tokenRequestsSeenByWorkers).toBe(1);
      expect(summary.status202).toBe(writes);
      // The shared schedule never holds more than the limit in a window, and no write goes without a
      // permit of its own. On a quiet machine the server refuses none; one starved of CPU (load 30 and
      // more on 2 cores) takes writes sent evenly in a bunch, and may refuse one: printed above.
      expect(summary.busiestSchedule).toBeLessThanOrEqual(LIMIT);
      expect(summary.sends).toBeLessThanOrEqual(summary.permits);
      expect(elapsed).toBeGreaterThanOrEqual(bound);
      // 1.03x measured on a quiet machine (the margin's 3 %); a refused write sent again after its
      // Retry-After, or a busy machine's late timers, cost a little more.
      expect(elapsed).toBeLessThanOrEqual(bound * 1.1);
    }, 60_000);
  });

  describe("8 processes through five phases: normal load, a dead slot holder, a dead token-lock holder, Redis restarted empty, Redis paused", () => {
    // Scaled down: leases of 3 s (renewed every second), a token lock of 1.5 s, Redis answers within
    // 1.5 s or the step falls back (each of the 8 processes then takes its share: 7 writes per window,
    // no copy slot, since 3 slots do not go round 8). Every phase runs a writer and a copier in a loop
    // in each process; copies take 400 ms on the sandbox. The fleet paces at 60 writes per 10.5 s: a
    // 5 % margin, 500 ms of lateness absorbed, since the sandbox shares this test's process, which
    // also serves 10 processes' messages and restarts redis-server.
    const LEASE_MS = 3_000;
    const fleetConfig = {
      mode: "fleet" as const,
      windowMs: 10_500,
      slots: 3,
      leaseMs: LEASE_MS,
      lockMs: 1_500,
      onUnavailable: "fallback" as const,
      fallbackWorkers: 8,
      retryMs: 500,
      commandTimeoutMs: 1_500,
    };
    let fleet: Worker[] = [];
    // The processes that die holding a slot or the token lock, started beforehand: starting a Node
    // process mid-phase would stall the test's own process, which serves the sandbox.
    let slotHolder: Worker;
    let lockHolder: Worker;
    /** The fleet's permits and sends so far: a phase's windows reach into the one before. */
    const permitsSoFar: number[] = [];
    const sendsSoFar: number[] = [];
    const table: Record<string, Record<string, number | string>> = {};

    beforeAll(async () => {
      await admin.sendCommand(["FLUSHALL"]);
      await sandbox.reset();
      fleet = Array.from({ length: 8 }, (_, i) => spawn({ ...fleetConfig, name: `p${i + 1}` }));
      slotHolder = spawn({ ...fleetConfig, mode: "hold-slot", name: "slot-holder" });
      lockHolder = spawn({ ...fleetConfig, mode: "hold-token-lock", name: "lock-holder" });
      await Promise.all([...fleet, slotHolder, lockHolder].map((worker) => worker.ready));
    }, 120_000);
    afterAll(() => {
      console.log(
        `8 processes, one Redis, one sandbox (60 writes per 10 s, 3 copies at once; leases ${LEASE_MS} ms):`,
      );
      console.table(table);
    });

    interface PhaseStats {
      writes: number;
      status429: number;
      busiestSchedule: number;
      busiestSends: number;
      sends: number;
      permits: number;
      early: number;
      mostEarlyMs: number;
      refusals: number;
      tokenRequests: number;
      lost: number;
      duplicated: number;
      late: number;
      longestSlotWaitMs: number;
      longestSlotHoldMs: number;
      copies: number[];
      fellBack: number;
      errors: string[];
    }

    /**
     * Runs the fleet through one phase: `before` it starts (counted with it), `disrupt` while it
     * works, then `afterMs` more of work; the processes then finish what they started.
     */
    async function phase(
      name: string,
      steps: { before?: () => Promise<void>; disrupt?: () => Promise<void>; afterMs: number },
    ): Promise<PhaseStats> {
      const since = Date.now();
      await steps.before?.();
      const reportsDone = fleet.map((worker) => worker.done(name));
      for (const worker of fleet) worker.go(name);
      await steps.disrupt?.();
      await during(steps.afterMs);
      for (const worker of fleet) worker.stop();
      const reports = await Promise.all(reportsDone);
      const exchanges = await sandbox.exchanges(since);
      explainRefusedWrites(name, await sandbox.exchanges(since - SERVER_WINDOW_MS));
      const accepted = new Map<string, number>();
      for (const e of exchanges)
        if (e.tag && e.status === 202) accepted.set(e.tag, (accepted.get(e.tag) ?? 0) + 1);
      const writes = reports.flatMap((r) => r.writes);
      permitsSoFar.push(...reports.flatMap((r) => r.permits));
      sendsSoFar.push(...reports.flatMap((r) => r.sends.map((send) => send.at)));
      const recent = (times: number[]) => times.filter((at) => at > since - SERVER_WINDOW_MS);
      const stats: PhaseStats = {
        writes: writes.length,
        status429: exchanges.filter((e) => e.tag && e.status === 429).length,
        busiestSchedule: busiestWindow(recent(permitsSoFar), SERVER_WINDOW_MS),
        busiestSends: busiestWindow(recent(sendsSoFar), SERVER_WINDOW_MS),
        sends: sum(reports, (r) => r.sends.length),
        permits: sum(reports, (r) => r.permits.length),
        early: sum(reports, (r) => r.earlySends),
        mostEarlyMs: Math.max(...reports.map((r) => r.mostEarlyMs)),
        refusals: exchanges.filter((e) => e.code === "concurrent_operations_exceeded").length,
        tokenRequests: exchanges.filter((e) => e.path.endsWith("/oauth2/token") && e.status === 200).length,
        lost: writes.filter((w) => !accepted.has(w.tag)).length,
        duplicated: [...accepted.values()].filter((n) => n > 1).length,
        late: sum(reports, (r) => r.lateSends),
        longestSlotWaitMs: Math.max(0, ...reports.flatMap((r) => r.copies.map((c) => c.slotWaitMs))),
        longestSlotHoldMs: Math.max(0, ...reports.flatMap((r) => r.copies.map((c) => c.slotHeldMs))),
        copies: reports.map((r) => r.copies.filter((c) => c.outcome === "ok").length),
        fellBack: reports.filter((r) => r.warnings.some((w) => w.includes("Falling back"))).length,
        errors: [
          ...reports.flatMap((r) => r.errors),
          ...reports.flatMap((r) =>
            [...r.writes, ...r.copies].filter((c) => c.outcome !== "ok").map((c) => c.outcome),
          ),
        ],
      };
      table[name] = {
        "writes sent": stats.writes,
        "429s": stats.status429,
        "most permits in 10 s": stats.busiestSchedule,
        "most sends in 10 s": stats.busiestSends,
        "concurrency refusals": stats.refusals,
        "token requests": stats.tokenRequests,
        "lost writes": stats.lost,
        "duplicated writes": stats.duplicated,
        "late writes (>300 ms)": stats.late,
        "earliest write (ms before its permit)": Math.max(0, Math.round(stats.mostEarlyMs)),
        "longest slot wait (ms)": stats.longestSlotWaitMs,
        "longest slot hold (ms)": stats.longestSlotHoldMs,
        "copies per process": `${Math.min(...stats.copies)}-${Math.max(...stats.copies)}`,
        "processes that fell back": stats.fellBack,
      };
      return stats;
    }

    /**
     * On a 429 to a sheet write, prints what the server had accepted in its window before it (by the
     * front's clock, which shares the server's process): a burst shows as writes closer together than
     * the pacing interval, a server that stamped writes late as a window full of evenly paced ones.
     */
    const explainRefusedWrites = (name: string, exchanges: Exchange[]) => {
      const writes = exchanges.filter((e) => e.tag && (e.status === 202 || e.status === 429));
      for (const refused of writes.filter((e) => e.status === 429 && e.tag?.includes(`:${name}:`))) {
        const window = writes.filter(
          (e) => e.status === 202 && e.at > refused.at - SERVER_WINDOW_MS && e.at <= refused.at,
        );
        const gaps = window.slice(1).map((e, i) => e.at - window[i]!.at);
        console.log(
          `${name}: 429 for ${refused.tag}; ${window.length} writes accepted in the 10 s before it, ` +
            `closest ${Math.min(...gaps)} ms apart, ${gaps.filter((g) => g < 100).length} gaps under 100 ms`,
        );
      }
    };

    /**
     * What every phase must show: the limits kept, nothing lost or duplicated, every process served in
     * turn. The shared schedule never holds more than the limit in a window, and every write leaves
     * with a permit of its own, never before it: the server then refuses none (0 in the table on a
     * machine merely busy; a sandbox starved of CPU, at load 30 and more on 2 cores, takes writes sent
     * evenly in a bunch and may refuse one, which is printed with its window). Every process makes
     * about as many copies as the others. A waiter has 7 processes at most ahead of it for 3 slots: it
     * waits three lease periods at most (a dead holder's lease, a settling pool), plus twice the
     * longest a slot was held (a starved machine holds them longer).
     */
    const expectKept = (stats: PhaseStats, tokenRequests: number) => {
      expect(stats.errors).toEqual([]);
      expect(stats.busiestSchedule).toBeLessThanOrEqual(LIMIT);
      expect(stats.early).toBe(0);
      expect(stats.sends).toBeLessThanOrEqual(stats.permits);
      expect(stats.refusals).toBe(0);
      expect(stats.tokenRequests).toBe(tokenRequests);
      expect(stats.lost).toBe(0);
      expect(stats.duplicated).toBe(0);
      expect(stats.writes).toBeGreaterThan(0);
      // Served in turn: no process makes fewer than half the copies of an average one (the slots'
      // order, not their speed: a starved machine makes fewer copies for all alike).
      const average = stats.copies.reduce((a, b) => a + b, 0) / stats.copies.length;
      expect(Math.min(...stats.copies)).toBeGreaterThanOrEqual(Math.floor(average / 2));
      expect(stats.longestSlotWaitMs).toBeLessThanOrEqual(3 * LEASE_MS + 2 * stats.longestSlotHoldMs);
    };

    it("1. normal load (a cold start first): one token, no 429, every process served in turn", async () => {
      const stats = await phase("1 normal load", {
        // 8 cold processes at once: the token, the connection, the write path once each.
        before: async () => {
          await Promise.all(fleet.map((worker) => worker.warm()));
        },
        afterMs: 8_000,
      });
      expectKept(stats, 1);
    }, 60_000);

    it("2. a process killed while holding a copy slot: the others wait for its lease, no longer", async () => {
      const stats = await phase("2 slot holder killed", {
        disrupt: async () => {
          slotHolder.go();
          await slotHolder.holding;
          await slotHolder.kill();
        },
        afterMs: 7_000,
      });
      expectKept(stats, 0);
    }, 60_000);

    it("3. a process killed while holding the token lock, the token revoked: one new token, writes paced after it", async () => {
      const stats = await phase("3 token-lock holder killed", {
        disrupt: async () => {
          // The shared token is gone from Redis (the processes keep theirs meanwhile); a process
          // that needs one takes the lock, asks, and dies before the answer.
          const tokenKeys = (await admin.sendCommand(["KEYS", "reportkit:token:*"])) as string[];
          if (tokenKeys.length > 0) await admin.sendCommand(["DEL", ...tokenKeys]);
          lockHolder.go();
          await lockHolder.holding;
          await lockHolder.kill();
          // The service revokes the token: every process gets a 401 and needs the new one at once.
          await sandbox.revokeTokens();
        },
        afterMs: 8_000,
      });
      expectKept(stats, 1); // the dead holder's request never reached the service
    }, 60_000);

    it("4. Redis restarted empty: held slots counted again, a new schedule past the old permits", async () => {
      const stats = await phase("4 Redis restarted empty", {
        disrupt: async () => {
          await during(1_000);
          await server.kill();
          await server.start();
        },
        afterMs: 10_000,
      });
      expectKept(stats, 0); // the processes keep the token they hold
    }, 60_000);

    it("5. Redis paused (CLIENT PAUSE) longer than a command may take: fallback at each process's share, then back", async () => {
      const stats = await phase("5 Redis paused", {
        disrupt: async () => {
          await during(1_000);
          await admin.sendCommand(["CLIENT", "PAUSE", "2500", "ALL"]);
        },
        afterMs: 12_000,
      });
      expectKept(stats, 0);
      expect(stats.fellBack).toBeGreaterThan(0); // the pause outlasted the command time limit
    }, 60_000);
  });
});
