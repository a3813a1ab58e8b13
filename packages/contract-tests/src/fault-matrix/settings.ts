import type { UnitName } from "./types.js";

/**
 * The SDK's retry settings for the fault matrix: short, so a few hundred calls per kind run in seconds.
 * The per-attempt timeout stays well above the slowest answer of the sandbox without faults (100 to
 * 450 ms with 16 calls in flight on 2 cores, the SDK and the sandbox sharing one event loop).
 */
export const RETRY = {
  maxRetries: 2,
  baseDelayMs: 5,
  maxDelayMs: 20,
  attemptTimeoutMs: 1000,
  deadlineMs: 2000,
  maxRetryAfterMs: 1500,
} as const;

/** `wait` settings: a bound on the whole wait, and polls capped at 100 ms whatever Retry-After says. */
export const WAIT = {
  timeoutMs: 2000,
  minIntervalMs: 50,
  maxIntervalMs: 100,
  defaultIntervalMs: 50,
} as const;

/** How long sandbox operations and imports take (sandbox ms) when no fault slows them. */
export const OPERATION_MS = 40;

/** HTTP exchanges (each bounded by `RETRY.deadlineMs`) and waits each unit makes. */
const SHAPE: Record<UnitName, { requests: number; waits: number }> = {
  rangeWrite: { requests: 1, waits: 1 },
  sampleInsert: { requests: 1, waits: 1 },
  // 230 users at 100 per page.
  userPages: { requests: 3, waits: 0 },
  // The walk stops after two pages.
  activityPages: { requests: 2, waits: 0 },
  prepImport: { requests: 1, waits: 0 },
};

/** What the SDK's configuration allows a unit: every exchange its deadline, every wait its timeout. */
export function boundOf(unit: UnitName): number {
  const { requests, waits } = SHAPE[unit];
  return requests * RETRY.deadlineMs + waits * WAIT.timeoutMs;
}

/**
 * When the watchdog gives up on a call and counts it unsettled: twice the bound plus 20 s. Only a hang
 * trips it: on a starved machine (2 cores beside other suites) the SDK's own timers fire late, so a
 * call that gave up on time by its own clock can still end seconds after its bound in wall time.
 */
export function watchdogMs(boundMs: number): number {
  return 2 * boundMs + 20_000;
}

/**
 * The recovery calls' settings (after the fault is cleared): what they prove is that the same SDK
 * (token cache, connections) still works, not how fast, so their limits catch a hang only and a slow
 * machine cannot fail them.
 */
export const PATIENT = {
  retry: { ...RETRY, attemptTimeoutMs: 30_000, deadlineMs: 60_000 },
  waitTimeoutMs: 60_000,
} as const;

/** A recovery unit's bound: every exchange and every wait at the patient limits. */
export function patientBoundOf(unit: UnitName): number {
  const { requests, waits } = SHAPE[unit];
  return requests * PATIENT.retry.deadlineMs + waits * PATIENT.waitTimeoutMs;
}
