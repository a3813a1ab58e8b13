import {
  AbortedError,
  ApiError,
  OperationFailedError,
  ResponseBodyError,
  TimeoutError,
} from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import { withNextStep } from "../errors/guide.js";
import type { GeneratedSettleRule as SettleRule } from "../generated/follows.gen.js";
import type { FetchLike } from "../http/fetch-like.js";
import { parseRetryAfter } from "../http/retry-after.js";
import { type Operation, operationFailure, outcomeOf } from "../operation/resource.js";
import type { CallOptions } from "../pipeline/call.js";
import { isTransient } from "../retry/classify.js";
import { errorUrl } from "../safety/redact.js";
import type { Clock } from "../time/clock.js";
import type { PollStrategies } from "./engine.js";
import { type FollowApi, settledBy, valueAt } from "./follow.js";

/**
 * The HTTP side of polling: GET the operation URL through `fetch` (with the wait's own `headers`),
 * read its status and `Retry-After`. With `follow`, the status is where its rule says and its values
 * end the wait; else the platform's operation resource.
 */
export function httpPollStrategies(
  fetch: FetchLike,
  clock: Clock,
  headers: Record<string, string> = {},
  retry?: CallOptions["retry"],
  follow?: { api: FollowApi; rule: SettleRule },
): PollStrategies<Operation> {
  const api = follow?.api ?? "platform";
  const statusOf = (body: unknown) => valueAt(body, follow?.rule.status ?? "/status");
  const what = follow ? "state" : "operation";
  return {
    async poll(operationUrl, signal) {
      const url = errorUrl(operationUrl);
      const response = await fetch(operationUrl, {
        method: "GET",
        headers: { accept: "application/json", ...headers },
        signal,
        ...(retry === undefined ? {} : { retry }),
      } as RequestInit);
      const context = { api, method: "GET", url, now: clock.now() } as const;
      if (!response.ok) throw errorFromResponse(response, await readErrorBody(response), context);
      const where = { status: response.status, api, method: "GET", url } as const;
      const answered = `The ${what} at GET ${url} answered ${response.status}`;
      let body: unknown;
      try {
        body = await response.json();
      } catch (cause) {
        throw new ResponseBodyError({
          message: `${answered} with a body that is not JSON.`,
          ...where,
          cause,
        });
      }
      if (typeof statusOf(body) !== "string") {
        throw new ApiError({ message: `${answered} without a status field.`, ...where });
      }
      return {
        operation: body as Operation,
        retryAfterMs: parseRetryAfter(response.headers.get("Retry-After"), clock.now()),
      };
    },
    statusOf: (operation) => statusOf(operation) as string,
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
    outcomeOf: follow ? (status) => settledBy(follow.rule, status) : outcomeOf,
    failure: (operation, state) =>
      follow
        ? new OperationFailedError({
            message: `The ${what} at ${errorUrl(state.operationUrl)} ended ${state.status}.`,
            api,
            method: "GET",
            url: errorUrl(state.operationUrl),
            operation,
          })
        : operationFailure(operation, errorUrl(state.operationUrl)),
    aborted: (signal) => AbortedError.from(signal),
    timedOut: (state, timeoutMs) =>
      new TimeoutError({
        message: withNextStep(
          `Stopped waiting for the ${what} at ${errorUrl(state.operationUrl)} after ${timeoutMs} ms; its last status was ${state.status ?? "unknown (not polled yet)"}.`,
          "It was accepted and may still complete: wait on this error's operationLocation to resume.",
          "timeouterror",
        ),
        api,
        url: errorUrl(state.operationUrl),
        // Accepted work whose end was not seen: it may have been (or still be) applied.
        mayHaveBeenApplied: true,
        operationLocation: state.operationUrl,
      }),
  };
}
