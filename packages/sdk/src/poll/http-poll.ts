import { AbortedError, ApiError, TimeoutError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import type { FetchLike } from "../http/fetch-like.js";
import { urlForError } from "../paginate/foreign-origin.js";
import type { Clock } from "../time/clock.js";
import { parseRetryAfter } from "../time/retry-after.js";
import type { PollStrategies } from "./engine.js";
import { type Operation, operationFailure, outcomeOf } from "./operation.js";

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" && value !== null && typeof (value as { status?: unknown }).status === "string";

/** The HTTP side of polling: GET the operation URL through `fetch`, read its status and `Retry-After`. */
export function httpPollStrategies(fetch: FetchLike, clock: Clock): PollStrategies<Operation> {
  return {
    async poll(operationUrl, signal) {
      const url = urlForError(operationUrl);
      const response = await fetch(
        new Request(operationUrl, { method: "GET", headers: { Accept: "application/json" }, signal }),
      );
      const context = { api: "platform", method: "GET", url, now: clock.now() } as const;
      if (!response.ok) throw errorFromResponse(response, await readErrorBody(response), context);
      const body: unknown = await response.json().catch(() => undefined);
      if (!isOperation(body)) {
        throw new ApiError({
          message: `The operation at GET ${url} answered ${response.status} without a status field.`,
          status: response.status,
          api: "platform",
          method: "GET",
          url,
        });
      }
      return {
        operation: body,
        retryAfterMs: parseRetryAfter(response.headers.get("Retry-After"), clock.now()),
      };
    },
    statusOf: (operation) => operation.status,
    outcomeOf,
    failure: (operation, state) => operationFailure(operation, urlForError(state.operationUrl)),
    aborted: (signal) => AbortedError.from(signal),
    timedOut: (state, timeoutMs) =>
      new TimeoutError({
        message: `Stopped waiting for the operation at ${urlForError(state.operationUrl)} after ${timeoutMs} ms; its last status was ${state.status ?? "unknown (not polled yet)"}.`,
        api: "platform",
        url: urlForError(state.operationUrl),
      }),
  };
}
