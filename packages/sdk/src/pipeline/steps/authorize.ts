import { misconfigured } from "../../errors/configuration-error.js";
import { redactUrl } from "../../safety/redact.js";
import { isSecureUrl } from "../../safety/require-https.js";
import type { SecretRegistry } from "../../safety/secrets.js";
import { before } from "../../time/before.js";
import type { Clock } from "../../time/clock.js";
import type { Call } from "../call.js";
import type { Step } from "../outcome.js";
import { PastDeadline } from "./retry.js";

/** Supplies bearer tokens to a pipeline. */
export interface TokenSource {
  getToken(options: { signal?: AbortSignal }): Promise<string>;
  invalidate(token: string): Promise<void>;
  /** A fresh token at hand, if any (saves a wait). */
  peek?(): string | undefined;
}

export interface AuthOptions {
  tokens: TokenSource;
  clock: Clock;
  secrets: SecretRegistry;
  /** Send tokens over plain HTTP to non-loopback hosts too. */
  allowInsecureHttp?: boolean | undefined;
}

/** Throws unless a token may go to `url`: HTTPS, or loopback, or allowed plain HTTP (checked once per origin). */
function secureCheck(allowInsecureHttp: boolean | undefined): (url: string) => void {
  const secureOrigins = new Set<string>();
  return (url) => {
    if (url.startsWith("https://")) return;
    const origin = url.slice(0, url.indexOf("/", url.indexOf("//") + 2) >>> 0);
    if (secureOrigins.has(origin)) return;
    if (!isSecureUrl(url, allowInsecureHttp)) {
      throw misconfigured(
        `Refusing to send a bearer token over plain HTTP to ${redactUrl(url)} (use HTTPS, or allowInsecureHttp: true).`,
        "",
      );
    }
    if (secureOrigins.size < 64) secureOrigins.add(origin);
  };
}

/** A token from `tokens`, asked for within the call's deadline. */
const tokenBy = (tokens: TokenSource, clock: Clock, call: Call): Promise<string> =>
  before(tokens.getToken({ signal: call.signal }), call.deadlineAt, clock, () => new PastDeadline());

/**
 * Before anything else waits for the call (a sheet-write permit): a destination the token may go to
 * (HTTPS), then a usable token, so that a slow token endpoint never turns queued writes into a burst.
 * After a 401 the token is dropped and the call sent once more with a new one (not counted as a
 * retry; a stream body cannot be resent).
 */
export function authorize({ tokens, clock, allowInsecureHttp }: AuthOptions): Step {
  const checkSecure = secureCheck(allowInsecureHttp);
  return async (call, next) => {
    checkSecure(call.url);
    for (let refreshed = false; ; refreshed = true) {
      if (tokens.peek?.() === undefined) {
        const asked = clock.now();
        await tokenBy(tokens, clock, call);
        const waited = clock.now() - asked;
        // A provider without `peek` is asked before every send: only a wait is news there.
        if (refreshed || tokens.peek || waited > 0)
          call.telemetry?.token(refreshed ? "unauthorized" : "no-fresh-token", waited);
      }
      const outcome = await next(call);
      const token = call.sentToken;
      if (refreshed || outcome.response?.status !== 401 || token === undefined) return outcome;
      await tokens.invalidate(token);
      if (!call.replayable) return outcome;
    }
  };
}

/**
 * Puts the freshest token on the request just before it is sent (a wait for a permit may have
 * outlived the one `authorize` saw), and registers it with the secrets scrubbed from every error and
 * log line.
 */
export function bearer({ tokens, secrets, clock }: AuthOptions): Step {
  let lastToken: string | undefined;
  let header = "";
  return async (call, next) => {
    const token = tokens.peek?.() ?? (await tokenBy(tokens, clock, call));
    if (token !== lastToken) {
      secrets.addToken(token);
      header = `Bearer ${token}`;
      lastToken = token;
    }
    call.headers.set("authorization", header);
    call.sentToken = token;
    return next(call);
  };
}
