import { inspect } from "node:util";
import { ApiError, OperationFailedError } from "@reportkit/sdk";
import type { ErrorInfo } from "./types.js";

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch (error) {
    return `<JSON.stringify threw: ${String(error)}>`;
  }
}

/** Everything a user could print of an error: message, stack, JSON and inspect output, down the cause chain. */
export function errorText(error: unknown): string {
  const parts = [inspect(error, { depth: 8, showHidden: false }), safeJson(error)];
  const seen = new Set<unknown>();
  for (let e: unknown = error; e !== null && e !== undefined && !seen.has(e); ) {
    seen.add(e);
    if (e instanceof Error) parts.push(e.message, e.stack ?? "", safeJson(e));
    else parts.push(String(e), safeJson(e));
    e = typeof e === "object" && "cause" in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return parts.join("\n");
}

/** What a rejection says: its class, whether it is an ApiError, and the issue-7 fields when present. */
export function errorInfo(error: unknown): ErrorInfo {
  const fields = (typeof error === "object" && error !== null ? error : {}) as {
    mayHaveBeenApplied?: unknown;
    operationLocation?: unknown;
  };
  return {
    className: error instanceof Error ? error.constructor.name || error.name : `non-Error ${typeof error}`,
    isApiError: error instanceof ApiError,
    mayHaveBeenApplied:
      typeof fields.mayHaveBeenApplied === "boolean" ? fields.mayHaveBeenApplied : undefined,
    operationLocation: typeof fields.operationLocation === "string" ? fields.operationLocation : undefined,
    isOperationFailed: error instanceof OperationFailedError,
    text: errorText(error),
  };
}
