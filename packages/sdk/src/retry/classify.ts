/** Why a send may be repeated. */
export type RetryReason =
  | "rate-limited" // 429: the server refused the work
  | "concurrency-limited" // code concurrent_operations_exceeded: refused too
  | "unavailable" // 502, 503, 504: the work may or may not have happened
  | "timeout" // no answer in time: unknown outcome
  | "connection" // reset, TLS, DNS after connect...: unknown outcome
  | "not-connected"; // the connection was never made: nothing was sent

/** Whether a retry for `reason` is safe: refusals always, unknown outcomes only for idempotent requests. */
export function safeToResend(reason: RetryReason, idempotent: boolean): boolean {
  switch (reason) {
    case "rate-limited":
    case "concurrency-limited":
    case "not-connected":
      return true;
    default:
      return idempotent;
  }
}

const UNAVAILABLE = new Set([502, 503, 504]);

async function bodyCode(response: Response): Promise<string | undefined> {
  if (!/json/i.test(response.headers.get("Content-Type") ?? "")) return undefined;
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === "object" && "code" in body && typeof body.code === "string") return body.code;
  } catch {
    // Not JSON after all: no code.
  }
  return undefined;
}

/** The retry reason a response gives, or undefined when it is final (success or a real error). */
export async function reasonForResponse(response: Response): Promise<RetryReason | undefined> {
  if (response.ok) return undefined;
  if (response.status === 429) return "rate-limited";
  if ((await bodyCode(response)) === "concurrent_operations_exceeded") return "concurrency-limited";
  if (UNAVAILABLE.has(response.status)) return "unavailable";
  return undefined;
}

const NEVER_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/** The `code` (ECONNRESET...) of an error or of one of its causes. */
export function codeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    if ("code" in e && typeof e.code === "string") return e.code;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/** A failed send: refused/unresolved connections sent nothing, anything else may have reached the server. */
export function reasonForError(error: unknown): RetryReason {
  const code = codeOf(error);
  return code && NEVER_CONNECTED.has(code) ? "not-connected" : "connection";
}
