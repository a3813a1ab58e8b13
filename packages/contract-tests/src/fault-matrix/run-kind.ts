import type { RunningSandbox } from "@reportkit/sandbox";
import { createReportkit, type Reportkit } from "@reportkit/sdk";
import { accountWrites, firstLine, landedMarkers } from "./accounting.js";
import { errorText } from "./error-info.js";
import { DEFAULT_CALLS, DEFAULT_CONCURRENCY, type FaultKind } from "./kinds.js";
import { findLeaks } from "./leaks.js";
import { createRecorder } from "./recorder.js";
import { type BoundedResult, runBounded } from "./run-bounded.js";
import { RETRY, SHORT_LIMITS } from "./settings.js";
import type { CallRecord, KindCounts } from "./types.js";
import { captureUnhandledRejections } from "./unhandled.js";
import { type Unit, type UnitResult, unitAt, type WorkloadContext } from "./workload.js";

/** What every kind of one file shares: the sandbox, the client with an encoded secret, the row counter. */
export interface MatrixEnv {
  sandbox: RunningSandbox;
  encodedSecretClient: { clientId: string; clientSecret: string };
  nextRow(): number;
  /** What the registered OpenTelemetry SDK exported (spans, their events): searched for leaks too. */
  telemetry?: { texts(): { where: string; text: string }[]; reset(): void };
}

export interface KindReport {
  counts: KindCounts;
  /** Examples of each finding, for the failure message. */
  findings: string[];
  /** How the calls were rejected: "Class: message" (ids and numbers blanked) and how many times. */
  rejections: [string, number][];
  /** The slowest settled call, in ms. */
  slowestMs: number;
  /** The slowest single send the SDK logged, in ms (to judge the per-attempt timeout). */
  slowestSendMs: number;
  seconds: number;
}

/** Sandbox ms the clock is moved on after a kind, so every operation a call started has ended. */
const SETTLE_MS = 10_000;

function connect(env: MatrixEnv, kind: FaultKind, recorder: ReturnType<typeof createRecorder>) {
  const { clientId, clientSecret } = kind.encodedSecretClient
    ? env.encodedSecretClient
    : env.sandbox.credentials;
  const rk: Reportkit<true> = createReportkit({
    clientId,
    clientSecret,
    urls: env.sandbox.urls,
    fetch: recorder.fetch,
    retry: { ...RETRY, ...(kind.shortLimits ? SHORT_LIMITS : {}) },
    rateLimiter: false,
    logger: recorder.log,
    logLevel: "debug", // every line: the leak search reads them all, the send durations come from them
    throwOnError: true,
    env: false,
  });
  return { rk, clientSecret };
}

function records(units: Unit[], results: BoundedResult<UnitResult>[], offset = 0): CallRecord[] {
  return units.map((unit, i): CallRecord => {
    const result = results[i]!;
    const base = {
      id: offset + i,
      unit: unit.name,
      boundMs: unit.boundMs,
      ...(unit.write ? { write: unit.write } : {}),
    };
    if (!result.settled) return { ...base, elapsedMs: undefined, outcome: "unsettled" };
    const value = result.value;
    return {
      ...base,
      elapsedMs: result.elapsedMs,
      outcome: value.outcome,
      ...(value.error ? { error: value.error } : {}),
    };
  });
}

/**
 * One row of the matrix: a fresh SDK (fresh token cache, recording logger and fetch) runs the mixed
 * workload while the kind's fault is set, then once more after it is cleared (the SDK must recover).
 * The sandbox clock is moved on so every accepted operation ends, and the state is compared with what
 * each call reported. Throws if the sandbox refuses the fault settings.
 */
export async function runKind(env: MatrixEnv, kind: FaultKind, kindIndex: number): Promise<KindReport> {
  const started = performance.now();
  const { sandbox } = env;
  sandbox.control.clearFaults();
  const recorder = createRecorder();
  env.telemetry?.reset();
  const { rk, clientSecret } = connect(env, kind, recorder);
  const context: WorkloadContext = {
    rk,
    demo: sandbox.demo,
    markerPrefix: `fm-${kindIndex}`,
    nextRow: env.nextRow,
    deadlineMs: (kind.shortLimits ? SHORT_LIMITS : RETRY).deadlineMs,
    ...(kind.invalidateTokenBeforeWait ? { beforeWait: () => rk.tokens.invalidate() } : {}),
  };
  const calls = kind.calls ?? DEFAULT_CALLS;
  const units = Array.from({ length: calls }, (_, i) => unitAt(i, context));
  const run = (batch: Unit[], concurrency: number, before?: (i: number) => Promise<void>) =>
    runBounded(
      batch.map((unit) => ({ boundMs: unit.boundMs, run: unit.run })),
      concurrency,
      before,
    );
  const unhandled = captureUnhandledRejections();
  let workload: CallRecord[];
  let recovery: CallRecord[];
  let reasons: unknown[];
  try {
    try {
      sandbox.control.setFaults(kind.faults);
      const results = await run(units, kind.concurrency ?? DEFAULT_CONCURRENCY, async (i) => {
        if (kind.rearm && i % kind.rearm.every === 0) sandbox.control.setFaults(kind.rearm.faults);
        if (kind.invalidateTokenEvery && i % kind.invalidateTokenEvery === 0) await rk.tokens.invalidate();
      });
      workload = records(units, results);
    } finally {
      sandbox.control.clearFaults();
    }
    // Recovery: with the fault gone, a write + wait and a user walk through the same SDK must succeed
    // (on limits that only a hang exceeds: a slow machine must not fail them).
    const patient = { ...context, patient: true };
    const recoveryUnits = [unitAt(calls, patient, "rangeWrite"), unitAt(calls + 1, patient, "userPages")];
    recovery = records(recoveryUnits, await run(recoveryUnits, 2), calls);
    // Every operation a call started ends (and applies its write) on the sandbox clock.
    sandbox.control.advanceClock(SETTLE_MS);
  } finally {
    reasons = await unhandled.stop();
  }

  const state = sandbox.control.snapshot();
  const account = accountWrites([...workload, ...recovery], landedMarkers(state, sandbox.demo));
  const all = [...workload, ...recovery];
  const texts = [
    ...all.flatMap((r) => (r.error ? [{ where: `${r.unit} #${r.id}`, text: r.error.text }] : [])),
    ...recorder.lines.map((text, i) => ({ where: `log line ${i}`, text })),
    ...(env.telemetry?.texts() ?? []),
    ...reasons.map((reason, i) => ({ where: `unhandled rejection ${i}`, text: errorText(reason) })),
  ];
  // Every registered client's secret (this kind's first of all) and every token the sandbox issued.
  const secrets = [clientSecret, ...state.clients.map((client) => client.secret)];
  const leaks = findLeaks(texts, secrets, [...Object.keys(state.tokens), ...recorder.bearers]);

  const rejected = workload.filter((r) => r.outcome === "rejected");
  const nonApi = rejected.filter((r) => !r.error?.isApiError);
  const unsettled = workload.filter((r) => r.outcome === "unsettled");
  const unrecovered = recovery.filter((r) => r.outcome !== "resolved");
  const counts: KindCounts = {
    calls: workload.length,
    resolved: workload.filter((r) => r.outcome === "resolved").length,
    rejected: rejected.length,
    nonApiError: nonApi.length,
    unsettled: unsettled.length,
    duplicates: account.duplicates,
    lost: account.lost,
    phantom: account.phantom,
    leaks: leaks.length,
    unhandled: reasons.length,
    unrecovered: unrecovered.length,
  };
  const examples = <T>(items: T[], show: (item: T) => string, max = 3) => items.slice(0, max).map(show);
  const findings = [
    ...examples(
      nonApi,
      (r) =>
        `non-ApiError: ${r.unit} #${r.id} rejected with ${r.error?.className}: ${firstLine(r.error?.text ?? "")}`,
    ),
    ...examples(
      unsettled,
      (r) => `unsettled: ${r.unit} #${r.id} still pending at the watchdog (bound ${r.boundMs} ms)`,
    ),
    ...account.findings.slice(0, 6),
    ...examples(leaks, (l) => `leak: ${l.what} in ${l.where}: …${l.excerpt}…`),
    ...examples(reasons, (reason) => `unhandled rejection: ${firstLine(errorText(reason))}`),
    ...examples(
      unrecovered,
      (r) =>
        `unrecovered: ${r.unit} after clearing the fault: ${r.outcome === "unsettled" ? "never settled" : firstLine(r.error?.text ?? "")}`,
    ),
  ];
  const byReason = new Map<string, number>();
  for (const r of rejected) {
    const reason = `${r.error?.className}: ${shape(firstLine(r.error?.text ?? ""))}`;
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  return {
    counts,
    findings,
    rejections: [...byReason].sort((a, b) => b[1] - a[1]),
    slowestMs: Math.max(0, ...workload.map((r) => r.elapsedMs ?? 0)),
    slowestSendMs: Math.max(0, ...recorder.sendDurations),
    seconds: (performance.now() - started) / 1000,
  };
}

/** A message with its URLs, ids and numbers blanked, so that alike rejections group together. */
function shape(message: string): string {
  return message
    .replace(/^[A-Za-z]*Error: /, "")
    .replace(/https?:\/\/\S+/g, "<url>")
    .replace(/\b[0-9a-f-]{8,}\b/g, "<id>")
    .replace(/\d+/g, "<n>")
    .slice(0, 140);
}

/**
 * Runs every kind of call once, with no fault and the SDK's default (long) timeouts, so the sandbox
 * has compiled its validators and the JIT is warm before the short per-attempt timeouts count. Throws
 * if any of them fails: nothing in the matrix could be trusted then.
 */
export async function warmUp(env: MatrixEnv): Promise<void> {
  env.sandbox.control.clearFaults();
  const recorder = createRecorder();
  const rk = createReportkit({
    clientId: env.sandbox.credentials.clientId,
    clientSecret: env.sandbox.credentials.clientSecret,
    urls: env.sandbox.urls,
    fetch: recorder.fetch,
    rateLimiter: false,
    throwOnError: true,
    env: false,
  });
  const context: WorkloadContext = {
    rk,
    demo: env.sandbox.demo,
    markerPrefix: "fm-warm",
    nextRow: env.nextRow,
    deadlineMs: RETRY.deadlineMs,
  };
  const names = ["rangeWrite", "sampleInsert", "userPages", "activityPages", "prepImport"] as const;
  for (const [i, name] of names.entries()) {
    const result = await unitAt(i, context, name).run();
    if (result.outcome !== "resolved") throw new Error(`warm-up ${name} failed: ${result.error?.text}`);
  }
}
