import { ApiError } from "../errors/api-error.js";
import type { FollowApi } from "../http/links.js";

/** Marks a JSON object as a reportkit operation state, so `resume` can refuse anything else. */
export const OPERATION_STATE_KIND = "reportkit.operation";

/**
 * Everything needed to carry on waiting for an operation, as plain JSON: store it anywhere
 * (`JSON.stringify(poller)`) and hand it to `waiter.resume` in this or another process.
 * All times are absolute milliseconds since the epoch, on the waiter's clock.
 */
export interface PollState<TOperation> {
  readonly kind: typeof OPERATION_STATE_KIND;
  /** The absolute URL polled with GET. */
  readonly operationUrl: string;
  /** When waiting began (the 202 was received, or the URL was given). */
  readonly startedAt: number;
  /** When the next poll is due. */
  readonly nextPollAt: number;
  /** How many polls were made so far. */
  readonly polls: number;
  /** The status of the last poll; absent before the first one. */
  readonly status?: string;
  /** The operation as last polled; absent before the first poll. */
  readonly operation?: TOperation;
  /** The API of a state followed until it settles (an import's file, a chain run); absent for an operation. */
  readonly api?: FollowApi;
}

/** A fresh state: nothing polled yet, first poll due at `nextPollAt`. */
export function initialState<TOperation>(
  operationUrl: string,
  startedAt: number,
  nextPollAt: number,
  api?: FollowApi,
): PollState<TOperation> {
  return { kind: OPERATION_STATE_KIND, operationUrl, startedAt, nextPollAt, polls: 0, api };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** True for an object shaped like a {@link PollState} (what `JSON.parse` of a serialized poller gives). */
export function isPollState(value: unknown): value is PollState<unknown> {
  return (
    isRecord(value) &&
    value.kind === OPERATION_STATE_KIND &&
    typeof value.operationUrl === "string" &&
    Number.isFinite(value.startedAt) &&
    Number.isFinite(value.nextPollAt) &&
    Number.isInteger(value.polls) &&
    (value.status === undefined || typeof value.status === "string")
  );
}

/** Reads a serialized state (JSON text or the parsed object); throws an {@link ApiError} when it is not one. */
export function parseState<TOperation>(serialized: string | PollState<TOperation>): PollState<TOperation> {
  let value: unknown = serialized;
  if (typeof serialized === "string") {
    try {
      value = JSON.parse(serialized);
    } catch (cause) {
      throw new ApiError({ message: "Cannot resume: the serialized operation state is not JSON.", cause });
    }
  }
  if (!isPollState(value)) {
    throw new ApiError({
      message: `Cannot resume: not a serialized operation state (expected kind "${OPERATION_STATE_KIND}" with operationUrl, startedAt, nextPollAt and polls).`,
    });
  }
  return value as PollState<TOperation>;
}
