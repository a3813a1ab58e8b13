import {
  ApiError,
  type ApiName,
  ConnectionError,
  ResponseBodyError,
  TimeoutError,
} from "../errors/api-error.js";
import { requestIdOf } from "../errors/from-response.js";
import { type GuideAnchor, withFrames, withNextStep } from "../errors/guide.js";
import { operationLocationOf } from "../http/links.js";
import type { RequestLine } from "../http/read-response.js";
import { codeOf, outcomeUnknown, type RetryReason } from "../retry/classify.js";
import { errorUrl, parseUrl } from "../safety/redact.js";
import { isLoopbackHost } from "../safety/require-https.js";
import { type SecretRegistry, scrubError } from "../safety/secrets.js";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  return code && !message.includes(code) ? `${message} [${code}]` : message;
}

/**
 * What to do about a connection that failed: nothing listening on a loopback address is most often the
 * sandbox not running; elsewhere, the address, the network or a proxy.
 */
function connectionAdvice(url: string, cause: unknown): string {
  const parsed = parseUrl(url);
  const code = codeOf(cause);
  return parsed && isLoopbackHost(parsed.hostname) && (code === "ECONNREFUSED" || code === "ECONNRESET")
    ? `Nothing answered at ${parsed.host}: start the sandbox (npx reportkit-sandbox) or check the port.`
    : "Check the base URL (region), the network or proxy (HTTPS_PROXY needs createUndiciFetch).";
}

/** A call resent after an attempt that may have landed failed for good: a write's error keeps `mayHaveBeenApplied`. */
export function afterUnknownAttempt<E>(error: E, { method, url, resentAfterUnknown }: RequestLine): E {
  if (!resentAfterUnknown || !(error instanceof ApiError) || error.mayHaveBeenApplied || READS.has(method))
    return error;
  const [first, ...rest] = error.message.split("\n");
  const note = `; an earlier attempt (${method} ${errorUrl(url)}) may have been applied`;
  return Object.assign(error, { mayHaveBeenApplied: true, message: [first + note, ...rest].join("\n") });
}

export interface FailureContext {
  api: ApiName | undefined;
  method: string;
  url: string;
  attempts: number;
  idempotent: boolean;
  secrets: SecretRegistry;
  /** The deadline of the whole call ran out (not one attempt's limit). */
  deadlineMs?: number;
}

/**
 * The typed error for an attempt that produced no usable response and will not be retried:
 * TimeoutError, ResponseBodyError or ConnectionError, saying whether a write may have been applied
 * and, for a 202 whose body broke, where its operation is. Secrets are scrubbed from the message
 * and the cause.
 */
export function failureError(
  reason: RetryReason,
  cause: unknown,
  response: Response | undefined,
  context: FailureContext,
): ApiError {
  const { method, attempts, secrets } = context;
  const url = errorUrl(context.url);
  const where = `(${method} ${url})`;
  const operationLocation = operationLocationOf(response);
  // A read changes nothing; any other request whose outcome is unknown may have been applied.
  const mayHaveBeenApplied = outcomeUnknown(reason) && !READS.has(method);
  const tries = attempts > 1 ? ` after ${attempts} attempts` : "";
  const applied = !mayHaveBeenApplied
    ? ""
    : operationLocation
      ? "; the server accepted it (202), so wait for its operationLocation instead of sending it again"
      : context.idempotent
        ? "; it may have been applied (sending it again is safe)"
        : "; the write may have been applied, so check before sending it again";
  // Scrubbed before it is described, so the description holds no secret either.
  const scrubbed = scrubError(cause, secrets);
  // What a connection or body failure message ends with.
  const failed = `${tries} ${where}: ${secrets.redact(describe(cause))}`;
  const [ErrorClass, message, next, anchor]: [typeof ApiError, string, string, GuideAnchor] =
    context.deadlineMs !== undefined
      ? [
          TimeoutError,
          `Deadline of ${context.deadlineMs} ms exceeded ${where}`,
          "Raise timeoutMs or retry.deadlineMs.",
          "timeouterror",
        ]
      : reason === "timeout"
        ? [
            TimeoutError,
            `No complete response${tries}: ${response ? "its body" : "a response"} did not arrive in time ${where}`,
            "Check the network, or raise retry.attemptTimeoutMs.",
            "timeouterror",
          ]
        : reason === "body"
          ? [
              ResponseBodyError,
              `The ${response?.status ?? ""} response's body could not be read${failed}`,
              "Check the network or proxy.",
              "responsebodyerror",
            ]
          : [ConnectionError, `Connection failed${failed}`, connectionAdvice(url, cause), "connectionerror"];
  return withFrames(
    1,
    () =>
      new ErrorClass({
        message: withNextStep(message + applied, next, anchor),
        api: context.api,
        method,
        url,
        status: response?.status,
        requestId: response && requestIdOf(response.headers),
        mayHaveBeenApplied,
        operationLocation,
        cause: scrubbed,
      }),
  );
}
