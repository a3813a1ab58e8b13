import type { CallToolResult } from "@modelcontextprotocol/server";
import { acceptedOf } from "../catalogue.js";
import { sdkIfLoaded, useSdk } from "../sdk.js";
import { READ_RESULT } from "./chunks.js";

/**
 * A failed call as the agent gets it: the typed error's class and fields (`status`, `code`,
 * `requestId`, `retryAfter`, `mayHaveBeenApplied`...), and what to do about it.
 */
export interface ErrorReport {
  /** The error's class: `NotFoundError`, `RateLimitError`, `InvalidArguments`, `CredentialsError`... */
  class: string;
  message: string;
  status?: number;
  code?: string;
  requestId?: string;
  /** Seconds the service asked to wait before trying again. */
  retryAfter?: number;
  /** True when a write failed after it may have reached the service: it may have been applied. */
  mayHaveBeenApplied: boolean;
  /** The operation a write started before it failed: wait for it rather than sending the write again. */
  operationLocation?: string;
  operationId?: string;
  api?: string;
  method?: string;
  url?: string;
  /** The service's details (what was wrong with which field...), as sent. */
  details?: unknown;
  /** What to do next. */
  hint: string;
}

/** Arguments that do not match the tool's input schema: nothing was sent. */
export class InvalidArgumentsError extends Error {
  override readonly name = "InvalidArguments";
  constructor(
    tool: string,
    readonly problems: readonly string[],
  ) {
    super(`The arguments of ${tool} do not match its input schema: ${problems.join("; ")}.`);
  }
}

/** A tool this server knows but does not offer as started (a write in read-only mode, an excluded tool...). */
export class ToolUnavailableError extends Error {
  override readonly name = "ToolUnavailable";
}

const MAX_DETAILS_CHARS = 4_000;

const HINTS: Record<string, string> = {
  InvalidArguments: "Fix the arguments (the problems name each one); nothing was sent.",
  ToolUnavailable: "This server was started without that tool; the user decides which tools it offers.",
  CredentialsError: "The user must configure the server's credentials; calling again will not help.",
  ConfigError: "The user must fix the server's configuration; calling again will not help.",
  ConfigurationError: "The user must fix the server's configuration; calling again will not help.",
  PathNotAllowed: "Use a path inside one of the folders the user allowed (--allow-dir).",
  AuthenticationError: "The service refused the server's credentials: the user must fix them.",
  PermissionError:
    "The server's OAuth client lacks a scope this operation needs (see the tool's description).",
  NotFoundError: "Check the identifiers: the service found nothing there.",
  InvalidRequestError: "The service refused the request: fix the arguments named in the details.",
  ConflictError: "The resource is not in a state that allows this (see the message); read it again first.",
  RateLimitError: "Too many requests: wait `retryAfter` seconds (else a minute), then call again.",
  ConcurrencyLimitError: "Too many operations running at once: wait `retryAfter` seconds, then call again.",
  OperationFailedError: "The operation ended failed or cancelled; its details say why.",
  AbortedError: "The call was cancelled.",
  NotConfirmed:
    "The user did not allow this destructive operation: do not retry it unless the user asks for it.",
  ResultExpired: `The stored result is gone (results are kept for a while only): call the tool again instead of ${READ_RESULT}.`,
};

const TRANSIENT = new Set(["ServerError", "ConnectionError", "TimeoutError", "ResponseBodyError"]);

function hintOf(report: Omit<ErrorReport, "hint">): string {
  if (report.mayHaveBeenApplied) {
    return report.operationLocation
      ? "The write reached the service and started an operation: do not send it again; call wait_for_operation with this operationLocation."
      : "The write may have been applied before the failure: do not send it again blindly; read the resource first to see whether it changed.";
  }
  if (HINTS[report.class]) return HINTS[report.class]!;
  if (TRANSIENT.has(report.class))
    return "A passing failure of the service or the network: calling again later may work.";
  return "An unexpected failure of the server; calling again may work.";
}

/** The id in a platform operation's URL, as the catalogue's status path of platform 202s places it. */
export function operationIdOf(url: string): string | undefined {
  const accepted = acceptedOf("platform");
  return accepted ? useSdk().operationIdIn({ path: accepted.status }, url) : undefined;
}

/** The report of any error, typed or not. */
export function errorReport(error: unknown): ErrorReport {
  const base = error instanceof Error ? error : new Error(String(error));
  const report: Omit<ErrorReport, "hint"> = {
    class: base.name || "Error",
    message: base.message,
    mayHaveBeenApplied: false,
  };
  // An ApiError exists only once a call loaded the SDK.
  const ApiError = sdkIfLoaded()?.ApiError;
  if (ApiError && base instanceof ApiError) {
    const fields = ["status", "code", "requestId", "retryAfter", "api", "method", "url"] as const;
    for (const field of fields) {
      const value = base[field];
      if (value !== undefined) (report as Record<string, unknown>)[field] = value;
    }
    report.mayHaveBeenApplied = base.mayHaveBeenApplied;
    if (base.operationLocation) {
      report.operationLocation = base.operationLocation;
      const id = operationIdOf(base.operationLocation);
      if (id) report.operationId = id;
    }
    if (base.details !== undefined) {
      const text = JSON.stringify(base.details) ?? "";
      report.details =
        text.length <= MAX_DETAILS_CHARS ? base.details : `${text.slice(0, MAX_DETAILS_CHARS)}...`;
    }
  } else if (base instanceof InvalidArgumentsError) {
    report.details = base.problems;
  }
  return { ...report, hint: hintOf(report) };
}

/**
 * A tool error (`isError`): one line for a person, then the report as JSON text (`{"error": {...}}`).
 * No `structuredContent`: a client that checks it against the tool's output schema (the 1.x official
 * client does, errors included) would refuse the result and show its own error instead of this one.
 */
export function errorResult(report: ErrorReport): CallToolResult {
  const status =
    report.status === undefined ? "" : ` (${report.status}${report.code ? ` ${report.code}` : ""})`;
  return {
    isError: true,
    content: [
      { type: "text", text: `${report.class}${status}: ${report.message}\n${report.hint}` },
      { type: "text", text: JSON.stringify({ error: report }) },
    ],
  };
}
