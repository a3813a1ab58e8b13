import type { AnyFetch, FetchLike } from "../http/fetch-like.js";
import type { Log } from "../logging/logger.js";
import { withLogging } from "../logging/with-logging.js";
import { type RetryOptions, resolveRetryOptions } from "../retry/options.js";
import { withRetry } from "../retry/with-retry.js";
import { withTimeout } from "../retry/with-timeout.js";
import { scrubError } from "../safety/scrub-error.js";
import type { Clock } from "../time/clock.js";

/**
 * The fetch the token request goes through: retry → logging → timeout → user fetch. The token
 * request changes nothing on the server, so every outcome may be retried, POST or not. Errors of the
 * user's fetch are scrubbed of the client secret before they travel on.
 */
export function tokenTransport(options: {
  fetch?: AnyFetch;
  retry?: RetryOptions | false;
  clientSecret: string;
  clock: Clock;
  log: Log;
}): FetchLike {
  const { clock, log, clientSecret } = options;
  const retry = resolveRetryOptions(options.retry);
  const userFetch: FetchLike = (request) =>
    (options.fetch ?? globalThis.fetch)(request).catch((error: unknown) => {
      throw scrubError(error, [clientSecret]);
    });
  const logged = withLogging(withTimeout(userFetch, { timeoutMs: retry.timeoutMs, clock }), {
    log,
    clock,
    api: "auth",
    secrets: [clientSecret],
  });
  return withRetry(logged, { ...retry, isIdempotent: () => true, clock, log, api: "auth" });
}
