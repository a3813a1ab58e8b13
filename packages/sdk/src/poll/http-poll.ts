import { AbortedError, ApiError, OperationFailedError, TimeoutError } from "../errors/api-error.js";
import { withNextStep } from "../errors/guide.js";
import type { GeneratedSettleRule as SettleRule } from "../generated/links.gen.js";
import type { FetchLike } from "../http/fetch-like.js";
import { type FollowApi, valueAt } from "../http/links.js";
import { parseRetryAfter } from "../http/retry-after.js";
import { OPERATION_SETTLES, type Operation, settledBy } from "../operation/resource.js";
import type { CallOptions } from "../pipeline/call.js";
import { getJson } from "../pipeline/get-json.js";
import { isTransient } from "../retry/classify.js";
import { errorUrl } from "../safety/redact.js";
import type { Clock } from "../time/clock.js";
import type { PollStrategies } from "./engine.js";

/**
 * The HTTP side of polling: GET the operation URL through `fetch` (with the wait's own `headers`),
 * read its status and `Retry-After`. The status is where `follow`'s rule says and its values end the
 * wait (default: the platform's operation resource).
 */
export function httpPollStrategies(
  fetch: FetchLike,
  clock: Clock,
  headers: Record<string, string> = {},
  retry?: CallOptions["retry"],
  { api, rule }: { api: FollowApi; rule: SettleRule } = { api: "platform", rule: OPERATION_SETTLES },
): PollStrategies<Operation> {
  const statusOf = (body: unknown) => valueAt(body, rule.status);
  const noun = api === "platform" ? "operation" : "state";
  return {
    async poll(operationUrl, signal) {
      const what = `The ${noun}`;
      const init = { signal, headers, ...(retry === undefined ? {} : { retry }) };
      const { response, body } = await getJson(fetch, operationUrl, what, { api, now: clock.now() }, init);
      if (typeof statusOf(body) !== "string") {
        const url = errorUrl(operationUrl);
        throw new ApiError({
          message: `${what} at GET ${url} answered ${response.status} without a status field.`,
          status: response.status,
          api,
          method: "GET",
          url,
        });
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
    outcomeOf: (status) => settledBy(rule, status),
    // A platform operation says why in its `details` (code and message from the first); a followed state has only its status.
    failure: (operation, state) => {
      const first = operation.details?.[0];
      const why = first?.message ?? (first?.code ? `code ${first.code}` : undefined);
      return new OperationFailedError({
        message: withNextStep(
          `The ${noun} at ${errorUrl(state.operationUrl)} ended ${state.status}${why ? `: ${why}` : "."}`,
          "Read its code and details (its last state is this error's `operation`).",
          "operationfailederror",
        ),
        code: first?.code ?? undefined,
        target: first?.target ?? undefined,
        details: operation.details ?? undefined,
        api,
        method: "GET",
        url: errorUrl(state.operationUrl),
        operation,
      });
    },
    aborted: (signal) => AbortedError.from(signal),
    timedOut: (state, timeoutMs) =>
      new TimeoutError({
        message: withNextStep(
          `Stopped waiting for the ${noun} at ${errorUrl(state.operationUrl)} after ${timeoutMs} ms; its last status was ${state.status ?? "unknown (not polled yet)"}.`,
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
