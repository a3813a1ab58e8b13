import type { OperationOutcome } from "../operation/resource.js";
import { abortable } from "../time/abortable.js";
import { exponential } from "../time/backoff.js";
import type { Clock } from "../time/clock.js";
import {
  MAX_POLL_INTERVAL_MS,
  MIN_POLL_INTERVAL_MS,
  type PollIntervalOptions,
  pollDelay,
} from "./interval.js";
import type { PollState } from "./state.js";
import { stopSignal } from "./stop-signal.js";

/** What one poll returned: the operation, and how long the server asked to wait before the next. */
export interface PollResult<TOperation> {
  operation: TOperation;
  retryAfterMs?: number | undefined;
}

/**
 * How the engine talks to the outside world: plain functions, so the engine knows nothing of HTTP
 * and tests can drive it with anything.
 */
export interface PollStrategies<TOperation> {
  /** Reads the operation once; must honour `signal`. */
  poll(operationUrl: string, signal: AbortSignal): Promise<PollResult<TOperation>>;
  /** The status text of an operation. */
  statusOf(operation: TOperation): string;
  /** Whether a status means done, failed or still running. */
  outcomeOf(status: string | undefined): OperationOutcome;
  /** The error a failed operation rejects with. */
  failure(operation: TOperation, state: PollState<TOperation>): Error;
  /** The error to reject with when the caller's signal fires. */
  aborted(signal: AbortSignal | undefined): Error;
  /** The error to reject with when `timeoutMs` runs out. */
  timedOut(state: PollState<TOperation>, timeoutMs: number): Error;
  /**
   * Whether a failed poll is worth polling again (a 5xx, a 429, a network error, a timeout, a broken
   * body): the operation goes on on the server whatever one poll met. Default: never.
   */
  transient?(error: unknown): boolean;
  /** The error to give up with after too many transient failures in a row (default: the last one). */
  exhausted?(error: unknown, state: PollState<TOperation>): unknown;
  /** How long the server asked to wait after a failed poll (its Retry-After), in ms. */
  retryAfterOf?(error: unknown): number | undefined;
}

/** When {@link pollUntilDone} polls, what it reports and when it gives up. */
export interface PollEngineOptions<TOperation> extends PollIntervalOptions {
  clock: Clock;
  signal?: AbortSignal | undefined;
  /** Give up after this many milliseconds of this call (on `clock`). */
  timeoutMs?: number | undefined;
  /** Called with the operation after every poll. */
  onProgress?: ((operation: TOperation) => void) | undefined;
  /** Called with every new state, before `onProgress`. */
  onState?: ((state: PollState<TOperation>) => void) | undefined;
  /**
   * Transient poll failures in a row after which the wait gives up with the last one (default 10).
   * Between them it waits their `Retry-After`, else backs off from `minIntervalMs`, doubling up to
   * `maxIntervalMs`.
   */
  maxPollFailures?: number | undefined;
}

/** The settled result of a state that is already final, or undefined while it is running. */
function settled<TOperation>(
  state: PollState<TOperation>,
  strategies: PollStrategies<TOperation>,
): { operation: TOperation } | undefined {
  const outcome = strategies.outcomeOf(state.status);
  if (outcome === "running" || state.operation === undefined) return undefined;
  if (outcome === "failed") throw strategies.failure(state.operation, state);
  return { operation: state.operation };
}

/**
 * Polls until the operation is final: sleeps until `state.nextPollAt`, polls, records the new state,
 * repeats. Resolves with the operation on success; rejects with `strategies.failure` on failure,
 * `strategies.timedOut` on timeout, `strategies.aborted` at once when the signal fires.
 */
export async function pollUntilDone<TOperation>(
  initial: PollState<TOperation>,
  strategies: PollStrategies<TOperation>,
  options: PollEngineOptions<TOperation>,
): Promise<TOperation> {
  const { clock, timeoutMs } = options;
  let state = initial;
  const done = settled(state, strategies);
  if (done) return done.operation;
  const stop = stopSignal(
    clock,
    options.signal,
    () => strategies.aborted(options.signal),
    timeoutMs,
    () => strategies.timedOut(state, timeoutMs ?? 0),
  );
  const reasonOf = (signal: AbortSignal) => signal.reason;
  const maxFailures = options.maxPollFailures ?? 10;
  let failures = 0;
  // Polls in a row whose answer named no wait (or 0): their waits back off from the floor.
  let quiet = 0;
  try {
    for (;;) {
      const delay = state.nextPollAt - clock.now();
      if (delay > 0) await abortable(clock.sleep(delay, stop.signal), stop.signal, reasonOf);
      else if (stop.signal.aborted) throw stop.signal.reason;
      let polled: PollResult<TOperation>;
      try {
        polled = await abortable(strategies.poll(state.operationUrl, stop.signal), stop.signal, reasonOf);
      } catch (error) {
        if (stop.signal.aborted || !strategies.transient?.(error)) throw error;
        if (++failures >= maxFailures) throw strategies.exhausted?.(error, state) ?? error;
        const backoff = exponential(
          failures,
          options.minIntervalMs ?? MIN_POLL_INTERVAL_MS,
          options.maxIntervalMs ?? MAX_POLL_INTERVAL_MS,
        );
        const asked = strategies.retryAfterOf?.(error);
        state = { ...state, nextPollAt: clock.now() + pollDelay(asked || backoff, 0, options) };
        options.onState?.(state);
        continue;
      }
      failures = 0;
      const { operation, retryAfterMs } = polled;
      const step = retryAfterMs ? 0 : quiet;
      quiet = retryAfterMs ? 0 : quiet + 1;
      state = {
        ...state,
        polls: state.polls + 1,
        status: strategies.statusOf(operation),
        operation,
        nextPollAt: clock.now() + pollDelay(retryAfterMs, step, options),
      };
      options.onState?.(state);
      options.onProgress?.(operation);
      const result = settled(state, strategies);
      if (result) return result.operation;
    }
  } finally {
    stop.dispose();
  }
}
