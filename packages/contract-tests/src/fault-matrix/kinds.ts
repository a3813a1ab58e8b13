import type { FaultOptions } from "@reportkit/sandbox";
import { SHORT_LIMITS } from "./settings.js";

/**
 * Fault settings, including the kinds the sandbox is gaining in issue 7 (`stalledBodies`, `bodyResets`,
 * `invalidJsonBodies`, `paths`). Until it has them, `setFaults` refuses them and those kinds fail.
 */
export type FaultSettings = FaultOptions & {
  /** The next N answers send their headers and half the body, then the connection stalls. */
  stalledBodies?: number;
  /** The next N answers send half the body, then the connection is reset. */
  bodyResets?: number;
  /** The next N 2xx answers carry a body that is not valid JSON. */
  invalidJsonBodies?: number;
  /** Restrict the faults to these path prefixes within the API (`/oauth2/token`, `/operations/`). */
  paths?: string[];
};

/** One row of the matrix: a fault, set on the sandbox while a mixed workload runs through the SDK. */
export interface FaultKind {
  name: string;
  /** Set once when the kind starts. */
  faults: FaultSettings;
  /** Merged in again before every `every`-th call, for counted faults ("the next N requests"). */
  rearm?: { every: number; faults: FaultSettings };
  /** Workload calls (default {@link DEFAULT_CALLS}). */
  calls?: number;
  /** Calls in flight (default {@link DEFAULT_CONCURRENCY}). */
  concurrency?: number;
  /** Drop the SDK's cached token before every n-th call, so the token endpoint is asked often. */
  invalidateTokenEvery?: number;
  /** Drop the SDK's cached token between each write's 202 and its wait, so every wait needs a new one. */
  invalidateTokenBeforeWait?: boolean;
  /** Use the extra client whose secret needs encoding (`+/=` and more) instead of the demo client. */
  encodedSecretClient?: boolean;
  /** The SDK on {@link SHORT_LIMITS}: for the kinds whose answers never come (the limits end them). */
  shortLimits?: boolean;
}

/**
 * 100 calls per kind (was 200): the API-wide counted faults are rearmed twice as often and their error
 * rates doubled, so those kinds meet as many injected faults as at 200 calls, in half the calls. The
 * operation-poll kinds and the token endpoint's 500s/503s keep their density (doubling it would leave
 * almost no poll or token request a retry to succeed on), so they meet about half as many as before:
 * still dozens per kind, each a chance for a lost or doubled write.
 */
export const DEFAULT_CALLS = 100;
export const DEFAULT_CONCURRENCY = 16;

const token = { apis: ["auth"], paths: ["/oauth2/token"] } satisfies FaultSettings;
const polls = { apis: ["platform"], paths: ["/operations/"] } satisfies FaultSettings;
/**
 * The general request faults spare the token endpoint, which has kinds of its own: with them, one
 * failed token request fails every call waiting for it, and the workload would never reach the APIs.
 */
const apis = { apis: ["platform", "prep", "chains"] } satisfies FaultSettings;

/** Every fault kind of issue 7, one at a time, after a baseline without faults. */
export const FAULT_KINDS: FaultKind[] = [
  { name: "no fault (baseline)", faults: {} },
  { name: "connection resets", faults: { ...apis }, rearm: { every: 4, faults: { connectionResets: 2 } } },
  { name: "503 rate", faults: { ...apis, errorRate: 0.2, errorStatus: 503 } },
  { name: "500 rate", faults: { ...apis, errorRate: 0.2, errorStatus: 500 } },
  {
    name: "429 bursts",
    faults: { ...apis },
    // Long enough that some calls (polls included) see 429 on every attempt and run out of retries.
    rearm: { every: 12, faults: { rateLimitBurst: 10, retryAfterSeconds: 1 } },
  },
  { name: "truncated bodies", faults: { ...apis }, rearm: { every: 4, faults: { truncatedBodies: 2 } } },
  { name: "latency (25 ms)", faults: { latencyMs: 25 } },
  {
    // The sandbox holds each answer until the client gives up (its wait ends when the request's socket
    // closes): 10 times the attempt timeout, so every attempt times out however slow the machine is.
    name: "timeouts (answers held until the client gives up)",
    faults: { ...apis, latencyMs: 10 * SHORT_LIMITS.attemptTimeoutMs },
    calls: 80,
    concurrency: 80,
    shortLimits: true,
  },
  { name: "failed operations", faults: {}, rearm: { every: 5, faults: { failOperations: 3 } } },
  { name: "slow operations (800 ms)", faults: { operationDurationMs: 800 }, concurrency: 32 },
  {
    name: "stalled bodies",
    faults: { ...apis },
    rearm: { every: 12, faults: { stalledBodies: 1 } },
    shortLimits: true,
  },
  { name: "body resets", faults: { ...apis }, rearm: { every: 4, faults: { bodyResets: 2 } } },
  {
    name: "invalid JSON bodies",
    faults: { ...apis },
    rearm: { every: 4, faults: { invalidJsonBodies: 2 } },
  },
  {
    name: "token endpoint: 500s",
    faults: { ...token, errorRate: 0.5, errorStatus: 500 },
    invalidateTokenEvery: 5,
    invalidateTokenBeforeWait: true,
  },
  {
    name: "token endpoint: 503s",
    faults: { ...token, errorRate: 0.5, errorStatus: 503 },
    invalidateTokenEvery: 5,
    invalidateTokenBeforeWait: true,
  },
  {
    name: "token endpoint: truncated bodies",
    faults: { ...token },
    rearm: { every: 10, faults: { truncatedBodies: 1 } },
    invalidateTokenEvery: 10,
    invalidateTokenBeforeWait: true,
  },
  {
    name: "token endpoint: stalls",
    faults: { ...token },
    rearm: { every: 12, faults: { stalledBodies: 1 } },
    invalidateTokenEvery: 5,
    invalidateTokenBeforeWait: true,
    // A stalled token request holds every call that waits for it until its deadline: more in flight.
    concurrency: 64,
    shortLimits: true,
  },
  { name: "operation polls: 500s", faults: { ...polls, errorRate: 0.3, errorStatus: 500 } },
  {
    name: "operation polls: truncated bodies",
    faults: { ...polls },
    rearm: { every: 6, faults: { truncatedBodies: 2 } },
  },
  {
    name: "operation polls: resets",
    faults: { ...polls },
    // Three in a row: a poll that meets them all has no retry left.
    rearm: { every: 6, faults: { connectionResets: 3 } },
  },
  {
    // The demo secret needs no encoding; this client's does, so every encoded form is searched for.
    // The token endpoint answers 503s, resets and truncated bodies while the cached token is dropped often.
    name: "token endpoint (auth API) faults, secret with +/=",
    faults: { apis: ["auth"], errorRate: 0.4, errorStatus: 503 },
    rearm: { every: 10, faults: { connectionResets: 1, truncatedBodies: 1 } },
    invalidateTokenEvery: 6,
    invalidateTokenBeforeWait: true,
    encodedSecretClient: true,
  },
];
