import { ConfigurationError } from "../config/configuration-error.js";
import { AbortedError, ApiError } from "../errors/api-error.js";
import { bufferResponse, isBuffered, textOf } from "../http/buffered-response.js";
import type { AnyFetch } from "../http/fetch-like.js";
import { readAll, utf8 } from "../http/read-all.js";
import { type RetryReason, reasonForError } from "../retry/classify.js";
import { type Clock, startTimer } from "../time/clock.js";
import { type Call, initFor, transferOf } from "./call.js";

/**
 * What one attempt gave: a response whose body is read whole, or a failure and why. A 2xx JSON body
 * comes parsed (`text` and `json`) and the response's own body is then used up; any other body is
 * kept in the response (see `bufferResponse`), readable as often as needed.
 */
export type AttemptOutcome =
  | { response: Response; failure?: undefined; text?: string; json?: unknown }
  | {
      failure: RetryReason;
      error: unknown;
      /** The response whose headers arrived before the body failed, if any. */
      response?: Response;
      /** The attempt's own time limit ran out (rather than the network failing). */
      timedOut: boolean;
    };

const JSON_TYPE = /[/+]json\b/i;

/** A 2xx (`ok`) JSON response. */
const isJson = (response: Response): boolean =>
  response.ok && JSON_TYPE.test(response.headers.get("Content-Type") ?? "");

/**
 * One send of `call` through `fetch`, bounded in time from the first byte sent to the last byte of
 * the body read: past `ms` (Infinity for none) the attempt is aborted and ends `timeout`, even when
 * the fetch ignores its signal. The body is read inside the attempt, so a stall or a cut anywhere ends
 * here, typed, and a 2xx JSON body is parsed here (a body that does not parse is a `body` failure).
 * The caller's abort rejects with {@link AbortedError} at once. Each attempt has its own
 * `AbortController` (the only signal fetch ever sees: a caller's signal, which may outlive thousands
 * of requests, is linked by a listener removed when the attempt settles) and its own timer, cleared
 * then too; no promise is raced and no error is built unless something fails.
 */
export function attempt(fetch: AnyFetch, call: Call, ms: number, clock: Clock): Promise<AttemptOutcome> {
  const caller = call.signal;
  if (caller?.aborted) return Promise.reject(AbortedError.from(caller));
  return new Promise<AttemptOutcome>((resolve, reject) => {
    const transfer = transferOf(call);
    const timed = Number.isFinite(ms) && !transfer?.untimed;
    // Needed to stop the fetch: on the time limit, or when the caller aborts.
    const controller = timed || caller ? new AbortController() : undefined;
    let done = false;
    let timedOut = false;
    let response: Response | undefined;
    const settle = () => {
      done = true;
      cancelTimer?.();
      caller?.removeEventListener("abort", onAbort);
    };
    const finish = (outcome: AttemptOutcome) => {
      settle();
      resolve(outcome);
    };
    const fail = (error: unknown) => {
      if (done) return;
      if (caller?.aborted || error instanceof ApiError || error instanceof ConfigurationError) {
        settle();
        reject(caller?.aborted ? AbortedError.from(caller) : error);
        return;
      }
      // Without a response the fetch itself failed (`response` stays undefined): the error says why.
      finish({
        failure: timedOut ? "timeout" : response ? "body" : reasonForError(error),
        error,
        response,
        timedOut,
      });
    };
    const stop = (reason: unknown) => {
      controller?.abort(reason);
      fail(reason);
    };
    const onAbort = () => stop(caller?.reason);
    caller?.addEventListener("abort", onAbort);
    const cancelTimer = timed
      ? startTimer(clock, ms, () => {
          timedOut = true;
          stop(new DOMException(`No complete response within ${ms} ms`, "TimeoutError"));
        })
      : undefined;

    const read = (answer: Response): Promise<void> | undefined => {
      if (done) {
        // Too late (the fetch ignored its signal): free the connection.
        answer.body?.cancel().catch(() => {});
        return;
      }
      response = answer;
      // A download: the 2xx body is the caller's to read (stream), outside this attempt's time limit.
      if (transfer?.unreadBody && answer.ok) {
        finish({ response: answer });
        return;
      }
      const json = isJson(answer);
      if (isBuffered(answer)) {
        const text = json ? textOf(answer) : undefined;
        finish(text ? { response: answer, text, json: JSON.parse(text) } : { response: answer });
        return;
      }
      return readAll(answer).then((bytes) => {
        if (done) return;
        if (!json || !bytes.byteLength) finish({ response: bufferResponse(answer, bytes) });
        else {
          const text = utf8(bytes);
          finish({ response: answer, text, json: JSON.parse(text) });
        }
      });
    };
    const send = (): Promise<Response> => {
      try {
        return fetch(call.url, initFor(call, controller?.signal));
      } catch (error) {
        return Promise.reject(error);
      }
    };
    send().then(read).then(undefined, fail);
  });
}
