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

/** When the watchdog gives up on a call and counts it unsettled: twice the bound plus a second. */
export function watchdogMs(boundMs: number): number {
  return 2 * boundMs + 1000;
}
