import { AbortedError, ApiError, ResponseBodyError, TimeoutError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import { withNextStep } from "../errors/guide.js";
import type { FetchLike } from "../http/fetch-like.js";
import { parseRetryAfter } from "../http/retry-after.js";
import { type Operation, operationFailure, outcomeOf } from "../operation/resource.js";
import type { CallOptions } from "../pipeline/call.js";
import { isTransient } from "../retry/classify.js";
import { errorUrl } from "../safety/redact.js";
import type { Clock } from "../time/clock.js";
import type { PollStrategies } from "./engine.js";

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" && value !== null && typeof (value as { status?: unknown }).status === "string";

/**
 * The HTTP side of polling: GET the operation URL through `fetch` (with the wait's own `headers`),
 * read its status and `Retry-After`.
 */
export function httpPollStrategies(
  fetch: FetchLike,
  clock: Clock,
  headers: Record<string, string> = {},
  retry?: CallOptions["retry"],
): PollStrategies<Operation> {
  return {
    async poll(operationUrl, signal) {
      const url = errorUrl(operationUrl);
      const response = await fetch(operationUrl, {
        method: "GET",
        headers: { accept: "application/json", ...headers },
        signal,
        ...(retry === undefined ? {} : { retry }),
      } as RequestInit);
      const context = { api: "platform", method: "GET", url, now: clock.now() } as const;
      if (!response.ok) throw errorFromResponse(response, await readErrorBody(response), context);
      let body: unknown;
      try {
        body = await response.json();
      } catch (cause) {
        throw new ResponseBodyError({
          message: `The operation at GET ${url} answered ${response.status} with a body that is not JSON.`,
          status: response.status,
          api: "platform",
          method: "GET",
          url,
          cause,
        });
      }
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
    transient: isTransient,
    // The operation was accepted and may still finish: say where it is, so the caller can resume.
    exhausted: (error, state) => {
      if (error instanceof ApiError && !error.operationLocation) {
        Object.assign(error, { operationLocation: state.operationUrl, mayHaveBeenApplied: true });
      }
      return error;
    },
    retryAfterOf: (error) =>
      error instanceof ApiError && error.retryAfter !== undefined ? error.retryAfter * 1000 : undefined,
    outcomeOf,
    failure: (operation, state) => operationFailure(operation, errorUrl(state.operationUrl)),
    aborted: (signal) => AbortedError.from(signal),
    timedOut: (state, timeoutMs) =>
      new TimeoutError({
        message: withNextStep(
          `Stopped waiting for the operation at ${errorUrl(state.operationUrl)} after ${timeoutMs} ms; its last status was ${state.status ?? "unknown (not polled yet)"}.`,
          "It was accepted and may still complete: wait on this error's operationLocation to resume.",
          "timeouterror",
        ),
        api: "platform",
        url: errorUrl(state.operationUrl),
        // Accepted work whose end was not seen: it may have been (or still be) applied.
        mayHaveBeenApplied: true,
        operationLocation: state.operationUrl,
      }),
  };
}
