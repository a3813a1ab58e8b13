import type { ClientWiring, HasPlatform } from "../clients/types.js";
import { ApiError } from "../errors/api-error.js";
import {
  type FollowedBody,
  SETTLES,
  type GeneratedSettleRule as SettleRule,
} from "../generated/links.gen.js";
import type { FetchLike } from "../http/fetch-like.js";
import { entryAt, type FollowApi } from "../http/links.js";
import { OPERATION_SETTLES, type Operation } from "../operation/resource.js";
import type { CallOptions } from "../pipeline/call.js";
import { sameOriginUrl } from "../safety/origin.js";
import { helperSpan, inSpan } from "../telemetry/telemetry.js";
import { type Clock, systemClock } from "../time/clock.js";
import { pollUntilDone } from "./engine.js";
import { httpPollStrategies } from "./http-poll.js";
import { type PollIntervalOptions, pollDelay } from "./interval.js";
import { type AcceptedResult, locateOperation } from "./source.js";
import { initialState, isPollState, type PollState, parseState } from "./state.js";

/** The serializable state of a wait for a platform operation (or a state followed until it settles). */
export type OperationState = PollState<Operation>;

/** What a wait for `S` resolves with: a followed answer's read answer (an import's file), else the operation. */
export type Waited<S> = FollowedBody<S, Operation>;

/**
 * What can be waited for: the result of a generated client call that answered 202, the 202
 * `Response` itself, the operation URL, a serialized {@link OperationState} (object or JSON text), or
 * an error of a write whose 202 arrived but whose body broke (it carries `operationLocation`).
 */
export type OperationSource = AcceptedResult | Response | URL | string | OperationState | ApiError;

/** What {@link createWaiter} polls through: a wired fetch and the platform's base address. */
export interface WaiterDeps {
  /** Used for every poll; the SDK's fetch already adds auth, version and retries. */
  fetch: FetchLike;
  /** The platform API's base address: relative locations resolve against it, other origins are refused. */
  platformBaseUrl: string;
  /** The other APIs' clients (a reportkit instance), for the answers followed until they settle (`prep`, `chains`). */
  apis?: Partial<Record<FollowApi, { wiring: ClientWiring }>>;
  clock?: Clock;
}

export type { PollIntervalOptions };

/** How `wait` polls and when it gives up. */
export interface WaitOptions<T = Operation> extends PollIntervalOptions {
  /** Rejects the wait with `AbortedError` as soon as it fires, during a wait or a poll. */
  signal?: AbortSignal;
  /**
   * The longest the whole wait may take, every poll and pause included: it rejects with `TimeoutError`
   * once this many ms (on the waiter's clock) have passed since this call (a wait is one call).
   */
  timeoutMs?: number;
  /** Called with the operation (a followed state: the read answer) after every poll. */
  onProgress?: (operation: T) => void;
  /** Headers sent with every poll of this wait (besides the client's own). */
  headers?: Record<string, string>;
  /** Retry settings of each poll request over the client's (`false`: a failed poll is not resent; the wait polls again later). */
  retry?: CallOptions["retry"];
  /**
   * Failed polls in a row (5xx, 429, network, timeouts, broken bodies) after which the wait gives up
   * with the last error (default 10; the operation may still finish: resume it later). A failed or
   * cancelled operation, a 404, a 401/403 end the wait at once.
   */
  maxPollFailures?: number;
}

/** One operation being waited for. Its state is plain JSON: `JSON.stringify(poller)` saves it. */
export interface Poller {
  /** The current state; replaced (never mutated) after each poll. */
  readonly state: OperationState;
  /** Polls until the operation is final (a followed state: its read answer, typed `Operation` here); can be called again after a timeout or abort. */
  wait(options?: WaitOptions): Promise<Operation>;
  /** The state, for `JSON.stringify`. */
  toJSON(): OperationState;
  /** The state as JSON text, for `waiter.resume`. */
  serialize(): string;
}

/** Waits for 202 operations of the platform API; also `waiter.poller` and `waiter.resume`. */
export interface Waiter {
  /**
   * Waits for the operation behind `source` and resolves with it once `completed`. Rejects with
   * `OperationFailedError` when it ends `failed` or `cancelled`, `TimeoutError`, `AbortedError`,
   * or the typed error of a non-2xx poll. The answer of an operation the specs follow (an import into a
   * table, a chain's start) is followed by its read operation until its status settles (the specs'
   * `x-reportkit-settles`): it resolves with the last read answer, rejects with `OperationFailedError`
   * on a failed status.
   */
  <S extends OperationSource>(source: S, options?: WaitOptions<Waited<S>>): Promise<Waited<S>>;
  /** A poller for `source` that has not polled yet: its first poll is due after the 202's `Retry-After`. */
  poller(source: OperationSource, options?: PollIntervalOptions): Promise<Poller>;
  /** A poller carrying on from a serialized state (from this or another process). */
  resume(serialized: string | OperationState): Poller;
}

const looksLikeJson = (text: string) => text.trimStart().startsWith("{");

/**
 * Creates the function that waits for the platform's asynchronous (202) operations.
 *
 * The first poll waits for the 202's `Retry-After` (a bare URL is polled at once); later polls wait
 * for each poll response's `Retry-After`. Never less than `minIntervalMs` (default 1 s) between two
 * polls, whatever the server says: without a `Retry-After` (or with 0) the waits back off from that
 * floor, doubling up to `defaultIntervalMs` (default 5 s); every wait is capped by `maxIntervalMs`.
 */
export function createWaiter(deps: WaiterDeps): Waiter {
  const clock = deps.clock ?? systemClock;

  // A state polls its own API and settles by its read operation's rule (links.gen.ts): a platform
  // operation by the operation resource's, whatever URL its 202 named.
  const targetOf = ({ api = "platform", operationUrl }: OperationState) => {
    const platform = { fetch: deps.fetch, baseUrl: deps.platformBaseUrl };
    const client = api === "platform" ? platform : deps.apis?.[api]?.wiring;
    const rule =
      api === "platform" ? OPERATION_SETTLES : client && entryAt<SettleRule>(SETTLES[api], operationUrl);
    if (!client || !rule)
      throw new ApiError({ message: `Cannot resume: ${operationUrl} is no state of ${api} to follow.` });
    return { ...client, follow: { api, rule } };
  };

  const resume = (serialized: string | OperationState): Poller => {
    let state = parseState<Operation>(serialized);
    const target = targetOf(state);
    // A stored state may come from anywhere: never send credentials off its API's origin.
    sameOriginUrl(state.operationUrl, target.baseUrl, "the operation location");
    let waiting = false;
    return {
      get state() {
        return state;
      },
      async wait(options = {}) {
        if (waiting)
          throw new ApiError({ message: "This poller is already waiting; await that call instead." });
        waiting = true;
        try {
          const span = await helperSpan(target.fetch, "reportkit.wait", {
            "reportkit.api": state.api ?? "platform",
          });
          const own = httpPollStrategies(target.fetch, clock, options.headers, options.retry, target.follow);
          const poll = () =>
            pollUntilDone(state, own, {
              ...options,
              clock,
              onState: (next) => {
                // An event per poll: the status it read (or its failure) and the wait before the next.
                span?.event(next.polls > state.polls ? "reportkit.poll" : "reportkit.poll.failed", {
                  "reportkit.operation.status": next.status,
                  "reportkit.poll.count": next.polls,
                  "reportkit.poll.next_delay_ms": Math.max(0, next.nextPollAt - clock.now()),
                });
                state = next;
              },
            });
          return await inSpan(span, poll, () => ({
            "reportkit.operation.status": state.status,
            "reportkit.poll.count": state.polls,
          }));
        } finally {
          waiting = false;
        }
      },
      toJSON: () => state,
      serialize: () => JSON.stringify(state),
    };
  };

  const poller = async (source: OperationSource, options: PollIntervalOptions = {}): Promise<Poller> => {
    if (!(source instanceof ApiError) && isPollState(source)) return resume(source as OperationState);
    if (typeof source === "string" && looksLikeJson(source)) return resume(source);
    const now = clock.now();
    const located = await locateOperation(
      source,
      deps.platformBaseUrl,
      now,
      (api) => deps.apis?.[api]?.wiring.baseUrl,
    );
    const isUrl = typeof source === "string" || source instanceof URL || source instanceof ApiError;
    const firstPollAt = isUrl ? now : now + pollDelay(located.retryAfterMs, 0, options);
    return resume(initialState<Operation>(located.operationUrl, now, firstPollAt, located.api));
  };

  const wait = async (source: OperationSource, options: WaitOptions = {}): Promise<unknown> =>
    (await poller(source, options)).wait(options);

  return Object.assign(wait, { poller, resume }) as Waiter;
}

/** The waiter of a reportkit instance's platform API: `waiter(rk)(write)`, `waiter(rk).resume(state)`. */
export function waiter(rk: HasPlatform & Partial<Record<FollowApi, { wiring: ClientWiring }>>): Waiter {
  const { fetch, baseUrl, clock } = rk.platform.wiring;
  return createWaiter({ fetch, platformBaseUrl: baseUrl, clock, apis: rk });
}

/**
 * Waits for a platform operation (`await wait(rk, await rk.platform.PUT(...))`) and resolves with it
 * once `completed`; see {@link Waiter} for what it accepts and how it ends.
 */
export function wait<S extends OperationSource>(
  rk: HasPlatform,
  source: S,
  options?: WaitOptions<Waited<S>>,
): Promise<Waited<S>> {
  return waiter(rk)(source, options);
}
