import { AbortedError, ApiError } from "../../errors/api-error.js";
import { ConfigurationError } from "../../errors/configuration-error.js";
import type { AnyFetch } from "../../http/fetch-like.js";
import { readAll, utf8 } from "../../http/read-all.js";
import { reasonForError } from "../../retry/classify.js";
import { type Clock, startTimer } from "../../time/clock.js";
import type { Next, Outcome } from "../outcome.js";

const JSON_TYPE = /[/+]json\b/i;
const TEXT_TYPE = /^text\/|[/+](json|xml)\b/i;

/**
 * The last step: one send of the call through `fetch`, bounded in time from the first byte sent to
 * the last byte of the body read: past `call.attemptMs` the attempt is aborted and ends `timeout`,
 * even when the fetch ignores its signal. The body is read here, so a stall or a cut ends here, typed;
 * a 2xx JSON body is parsed here (one that does not parse is a `body` failure). The caller's abort
 * rejects with {@link AbortedError} at once. Each attempt has its own `AbortController` (the only
 * signal fetch ever sees: the caller's, which may outlive thousands of requests, is linked by a
 * listener removed when the attempt settles) and its own timer, cleared then too.
 */
export const attempt =
  (fetch: AnyFetch, clock: Clock): Next =>
  (call) => {
    const caller = call.signal;
    if (caller?.aborted) return Promise.reject(AbortedError.from(caller));
    call.sends++;
    return new Promise<Outcome>((resolve, reject) => {
      const ms = call.attemptMs;
      const timed = Number.isFinite(ms) && !call.transfer?.untimed;
      const controller = timed || caller ? new AbortController() : undefined;
      let done = false;
      let timedOut = false;
      let response: Response | undefined;
      const settle = () => {
        done = true;
        cancelTimer?.();
        caller?.removeEventListener("abort", onAbort);
      };
      const finish = (outcome: Outcome) => {
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
        // Without a response the fetch itself failed: the error says why.
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
        // A download: the 2xx body is the caller's to read (a stream), outside this attempt's time limit.
        if (call.transfer?.unreadBody && answer.ok) {
          finish({ response: answer });
          return;
        }
        const type = answer.headers.get("Content-Type") ?? "";
        return readAll(answer).then((bytes) => {
          if (done) return;
          if (answer.ok && bytes.byteLength && JSON_TYPE.test(type)) {
            const body = utf8(bytes);
            finish({ response: answer, body, json: JSON.parse(body) });
          } else {
            // Error bodies are read as text (to be scrubbed and parsed); other bodies stay bytes.
            const text = !answer.ok || TEXT_TYPE.test(type);
            finish({ response: answer, body: text ? utf8(bytes) : bytes });
          }
        });
      };
      let sent: Promise<Response>;
      try {
        sent = fetch(call.url, call.init(controller?.signal));
      } catch (error) {
        sent = Promise.reject(error);
      }
      sent.then(read).then(undefined, fail);
    });
  };
