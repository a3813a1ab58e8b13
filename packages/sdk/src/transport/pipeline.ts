import { ConfigurationError } from "../config/configuration-error.js";
import type { ApiName } from "../errors/api-error.js";
import { bufferText, setOrigin } from "../http/buffered-response.js";
import type { AnyFetch, FetchLike } from "../http/fetch-like.js";
import type { Log } from "../logging/logger.js";
import { type RetryReason, reasonForResponse, safeToResend } from "../retry/classify.js";
import { backoffDelay, type ResolvedRetryOptions } from "../retry/options.js";
import { redactUrl } from "../safety/redact.js";
import { isSecureUrl } from "../safety/require-https.js";
import type { SecretRegistry } from "../safety/secrets.js";
import { type Clock, startTimer } from "../time/clock.js";
import { createDeadlines } from "../time/deadlines.js";
import { parseRetryAfter } from "../time/retry-after.js";
import { type AttemptOutcome, attempt } from "./attempt.js";
import { type Call, replayable, toCall } from "./call.js";
import { errorBodyOf, redactErrorBody } from "./error-body.js";
import { type FailureContext, failureError } from "./failure.js";
import { logAttempt } from "./log-attempt.js";

/** Supplies bearer tokens to a pipeline. */
export interface TokenSource {
  getToken(options: { signal?: AbortSignal }): Promise<string>;
  invalidate(token: string): Promise<void>;
  /** A fresh token at hand, if any (saves a wait). */
  peek?(): string | undefined;
}

/** What a pipeline adds to each call; every part is optional and costs nothing when absent. */
export interface PipelineOptions {
  api?: ApiName;
  /** The network fetch (default: the global fetch, looked up at call time). */
  fetch?: AnyFetch | undefined;
  clock: Clock;
  retry: ResolvedRetryOptions;
  /** Undefined when nobody listens: then no log line is ever formatted. */
  log?: Log | undefined;
  secrets: SecretRegistry;
  /** X-Version for calls that carry none. */
  version?: string | undefined;
  /** Bearer tokens; a 401 invalidates the token and resends once, without spending a retry. */
  tokens?: TokenSource | undefined;
  /** Send tokens over plain HTTP to non-loopback hosts too. */
  allowInsecureHttp?: boolean | undefined;
  /** Takes a permit before each attempt of the calls it applies to (sheet writes). */
  limit?:
    | {
        applies(call: Call): boolean;
        acquire(signal: AbortSignal | undefined): Promise<void>;
      }
    | undefined;
}

/** Resolves like `promise`, or rejects with `error()` once `at` (on the clock) has passed. */
function before<T>(promise: Promise<T>, at: number, clock: Clock, error: () => Error): Promise<T> {
  if (!Number.isFinite(at)) return promise;
  return new Promise<T>((resolve, reject) => {
    const cancel = startTimer(clock, at - clock.now(), () => reject(error()));
    promise.then(resolve, reject).finally(cancel);
  });
}

/** What a call gave: the final response; a 2xx JSON body comes as `text` and its parse `json`. */
export interface Sent {
  response: Response;
  text?: string;
  json?: unknown;
}

/** Sends one call through the pipeline. */
export type Send = (call: Call) => Promise<Sent>;

/** The pipeline as a fetch (a Request, or a URL and init): the response's body stays readable. */
export const asFetch =
  (send: Send): FetchLike =>
  async (input, init) => {
    const sent = await send(await toCall(input, init));
    return sent.text === undefined ? sent.response : bufferText(sent.response, sent.text, sent.json);
  };

/** {@link createSender} as a fetch. */
export const createPipeline = (options: PipelineOptions): FetchLike => asFetch(createSender(options));

/**
 * The one loop every reportkit request goes through. Per attempt, in order: a token, a pacing permit
 * (sheet writes; the token is looked at again after a wait for it), one send whose time limit covers
 * the headers and the whole body; then one
 * decision: return, refresh the token once after a 401, or wait (Retry-After, else jittered backoff)
 * and resend. Refusals (429, `concurrent_operations_exceeded`, no connection) are resent for any
 * method; unknown outcomes (5xx, timeouts, resets, broken bodies) only for idempotent requests. The
 * call's deadline bounds everything, waits for permits and tokens included. Nothing is copied up
 * front: the body the {@link Call} keeps is sent again as is.
 */
export function createSender(options: PipelineOptions): Send {
  const { clock, retry, log, secrets, version, tokens, limit, api } = options;
  const network: AnyFetch = (url, init) => (options.fetch ?? globalThis.fetch)(url, init);
  const secureOrigins = new Set<string>();
  const deadline = createDeadlines(clock);
  const hasDeadline = Number.isFinite(retry.deadlineMs);

  let lastOrigin = "\0";
  // The header of the last token sent (registered with the secrets once, built once).
  let lastToken: string | undefined;
  let bearer = "";
  /** Bearer tokens go over HTTPS only (or loopback, or when allowed); checked once per origin. */
  const checkSecure = (url: string) => {
    if (url.startsWith("https://") || url.startsWith(lastOrigin)) return;
    const origin = url.slice(0, url.indexOf("/", url.indexOf("//") + 2) >>> 0);
    if (!secureOrigins.has(origin)) {
      if (!isSecureUrl(url, options.allowInsecureHttp)) {
        throw new ConfigurationError(
          `Refusing to send a bearer token over plain HTTP to ${redactUrl(url)} (use HTTPS, or allowInsecureHttp: true).`,
        );
      }
      if (secureOrigins.size < 64) secureOrigins.add(origin);
    }
    lastOrigin = `${origin}/`;
  };

  return async (call) => {
    if (version && call.h["x-version"] === undefined) call.h["x-version"] = version;
    if (tokens) checkSecure(call.url);
    const deadlineAt = hasDeadline ? clock.now() + retry.deadlineMs : Infinity;
    const context = (attempts: number, deadlineMs?: number): FailureContext => ({
      api,
      method: call.method,
      url: call.url,
      attempts,
      idempotent: retry.isIdempotent(call),
      secrets,
      deadlineMs,
    });
    const pastDeadline = () => failureError("timeout", undefined, undefined, context(1, retry.deadlineMs));
    const limiting = limit?.applies(call);
    let refreshed = false;
    let idempotent: boolean | undefined;
    for (let retries = 0; ; ) {
      // The token first, then the permit: a write never holds a permit while its token is on its way,
      // so a slow token endpoint delays the writes without bunching them into a burst when it answers.
      let token =
        tokens &&
        (tokens.peek?.() ??
          (await before(tokens.getToken({ signal: call.signal }), deadlineAt, clock, pastDeadline)));
      while (limiting) {
        const askedAt = clock.now();
        await before(limit!.acquire(call.signal), deadlineAt, clock, pastDeadline);
        if (!tokens || clock.now() <= askedAt) break;
        // A long wait for the permit may have outlived the token: look again (cheap while it is fresh).
        const held = tokens.peek?.();
        const renewed =
          held ?? (await before(tokens.getToken({ signal: call.signal }), deadlineAt, clock, pastDeadline));
        // A new token that had to be waited for (the old one expired or was refused meanwhile): this
        // permit's moment has passed, so the write takes another rather than bunch up with others.
        const replaced = held === undefined && renewed !== token;
        token = renewed;
        if (!replaced) break;
      }
      if (token) {
        if (token !== lastToken) {
          secrets.addToken(token);
          bearer = `Bearer ${token}`;
          lastToken = token;
        }
        call.h.authorization = bearer;
      }
      const sentAt = log ? clock.now() : 0;
      const limitMs = hasDeadline ? Math.min(retry.timeoutMs, deadlineAt - clock.now()) : retry.timeoutMs;
      const outcome: AttemptOutcome = await attempt(network, call, limitMs, deadline, !options.fetch);
      if (log)
        logAttempt(log, api, call, outcome, retries + (refreshed ? 2 : 1), clock.now() - sentAt, secrets);
      // Destructured once (TypeScript still narrows `response` by `failure`): each is read often below.
      const { failure, response } = outcome;
      if (!failure && response.ok) return outcome;

      let reason: RetryReason | undefined = failure;
      if (!failure) {
        setOrigin(response, call.method, call.url);
        if (response.status === 401 && token && tokens && !refreshed) {
          refreshed = true;
          await tokens.invalidate(token);
          // A stream body is used up: its 401 goes back to the caller (a later call gets a new token).
          if (replayable(call)) continue;
        }
        redactErrorBody(response, secrets);
        reason = reasonForResponse(response.status, errorBodyOf(response));
      }
      const giveUp = (): Sent => {
        if (!outcome.failure) return outcome;
        const deadlineHit = outcome.timedOut && limitMs < retry.timeoutMs;
        throw failureError(
          outcome.failure,
          outcome.error,
          response,
          context(retries + 1, deadlineHit ? retry.deadlineMs : undefined),
        );
      };
      idempotent ??= retry.isIdempotent(call);
      if (!reason || retries >= retry.maxRetries || !safeToResend(reason, idempotent) || !replayable(call)) {
        return giveUp();
      }
      const retryAfter = response
        ? parseRetryAfter(response.headers.get("Retry-After"), clock.now())
        : undefined;
      if (retryAfter !== undefined && retryAfter > retry.maxRetryAfterMs) return giveUp();
      const delay = retryAfter ?? backoffDelay(retries, retry);
      if (clock.now() + delay > deadlineAt) return giveUp();
      if (log) {
        const url = redactUrl(call.url);
        log("info", `Retrying ${call.method} ${url} in ${delay} ms (${reason})`, {
          api,
          method: call.method,
          url,
          status: response?.status,
          attempt: retries + 1,
          delayMs: delay,
          reason,
        });
      }
      retries++;
      await clock.sleep(delay, call.signal);
    }
  };
}
