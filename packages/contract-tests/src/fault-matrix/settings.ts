import type { UnitName } from "./types.js";

/**
 * The SDK's retry settings for the fault matrix: short backoff, so a few hundred calls per kind run in
 * seconds; time limits that only a hang reaches, so that on a starved machine (2 cores beside other
 * suites: answers took 5 s there) a fault kind stays that kind and does not turn into a timeout kind.
 * Only the kinds whose fault is an answer that never comes take {@link SHORT_LIMITS}.
 */
export const RETRY = {
  maxRetries: 2,
  baseDelayMs: 5,
  maxDelayMs: 20,
  attemptTimeoutMs: 20_000,
  deadlineMs: 30_000,
  maxRetryAfterMs: 1500,
} as const;

/**
 * The limits of the kinds whose answers never come (held or stalled by the sandbox until the client
 * gives up, however long that is): the SDK's time limits are what end those attempts, so they are
 * short to keep the kind fast; the fault does not race them.
 */
export const SHORT_LIMITS = { attemptTimeoutMs: 1000, deadlineMs: 2000 } as const;

/** `wait` settings: a bound on the whole wait (a hang bound), and polls capped at 100 ms whatever Retry-After says. */
export const WAIT = {
  timeoutMs: 30_000,
  minIntervalMs: 50,
  maxIntervalMs: 100,
  defaultIntervalMs: 50,
} as const;

/** How long sandbox operations and imports take (sandbox ms) when no fault slows them. */
export const OPERATION_MS = 40;

/** HTTP exchanges (each bounded by the client's `deadlineMs`) and waits each unit makes. */
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
export function boundOf(unit: UnitName, deadlineMs: number = RETRY.deadlineMs): number {
  const { requests, waits } = SHAPE[unit];
  return requests * deadlineMs + waits * WAIT.timeoutMs;
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
 * The recovery calls' limits (after the fault is cleared): what they prove is that the same SDK (token
 * cache, connections) still works, not how fast, so only a hang exceeds them and a slow machine cannot
 * fail them. Each is given per call, over the client's (short in the {@link SHORT_LIMITS} kinds): `timeoutMs` (a typed call's
 * whole limit), `pageTimeoutMs` (each page of a walk: `paginate`'s own options, its 4th argument; a
 * `retry` in its request init is not read), a wait's `timeoutMs`, and `retry` for every attempt (a
 * wait's polls take only `retry`, so its `deadlineMs` is their whole limit).
 */
export const PATIENT = {
  callTimeoutMs: 60_000,
  waitTimeoutMs: 60_000,
  retry: { attemptTimeoutMs: 30_000, deadlineMs: 60_000 },
} as const;

/** A recovery unit's bound: every exchange and every wait at the patient limits. */
export function patientBoundOf(unit: UnitName): number {
  const { requests, waits } = SHAPE[unit];
  return requests * PATIENT.callTimeoutMs + waits * PATIENT.waitTimeoutMs;
}
