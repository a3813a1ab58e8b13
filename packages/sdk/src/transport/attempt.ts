import { ConfigurationError } from "../config/configuration-error.js";
import { AbortedError, ApiError } from "../errors/api-error.js";
import { bufferResponse, isBuffered, keepJson, textOf } from "../http/buffered-response.js";
import type { AnyFetch } from "../http/fetch-like.js";
import { type RetryReason, reasonForError } from "../retry/classify.js";
import { type Clock, startTimer } from "../time/clock.js";
import type { Call } from "./call.js";

/** What one attempt gave: a response whose body is read whole, or a failure and why. */
export type AttemptOutcome =
  | { response: Response; failure?: undefined }
  | {
      failure: RetryReason;
      error: unknown;
      /** The response whose headers arrived before the body failed, if any. */
      response?: Response;
      /** The attempt's own time limit ran out (rather than the network failing). */
      timedOut: boolean;
    };

const JSON_TYPE = /[/+]json\b/i;

/**
 * One send of `call` through `fetch`, bounded in time from the first byte sent to the last byte of
 * the body read: past `ms` (Infinity for none) the attempt is aborted and ends `timeout`, even when
 * the fetch ignores its signal. The body is read inside the attempt, so a stall or a cut anywhere ends
 * here, typed, and a 2xx JSON body is parsed here (a body that does not parse is a `body` failure).
 * The caller's abort rejects with {@link AbortedError} at once.
 */
export async function attempt(
  fetch: AnyFetch,
  call: Call,
  ms: number,
  clock: Clock,
): Promise<AttemptOutcome> {
  const caller = call.signal;
  if (caller?.aborted) throw AbortedError.from(caller);
  const controller = new AbortController();
  let timedOut = false;
  let stop!: (reason: unknown) => void;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  const end = (reason: unknown) => {
    controller.abort(reason);
    stop(reason);
  };
  stopped.catch(() => {});
  const onAbort = () => end(AbortedError.from(caller));
  caller?.addEventListener("abort", onAbort);
  const cancelTimer = Number.isFinite(ms)
    ? startTimer(clock, ms, () => {
        timedOut = true;
        end(new DOMException(`No complete response within ${ms} ms`, "TimeoutError"));
      })
    : undefined;
  let response: Response | undefined;
  try {
    response = await Promise.race([fetch(call.url, call.initFor(controller.signal)), stopped]);
    if (!isBuffered(response)) {
      const bytes = await Promise.race([response.arrayBuffer(), stopped]);
      bufferResponse(response, new Uint8Array(bytes));
    }
    const { status } = response;
    if (status >= 200 && status < 300 && JSON_TYPE.test(response.headers.get("Content-Type") ?? "")) {
      const text = textOf(response);
      if (text) keepJson(response, JSON.parse(text));
    }
    return { response };
  } catch (error) {
    if (caller?.aborted) throw AbortedError.from(caller);
    if (error instanceof ApiError || error instanceof ConfigurationError) throw error;
    if (timedOut) return { failure: "timeout", error, response, timedOut };
    if (response) return { failure: "body", error, response, timedOut };
    return { failure: reasonForError(error), error, timedOut };
  } finally {
    cancelTimer?.();
    caller?.removeEventListener("abort", onAbort);
  }
}
