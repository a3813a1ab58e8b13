import { OperationFailedError } from "../errors/api-error.js";

/** The statuses the platform's operation resource is documented to take. */
export const OPERATION_STATUSES = [
  "acknowledged",
  "queued",
  "started",
  "completed",
  "cancelled",
  "failed",
] as const;

/** A documented operation status; any other text is read as "still running". */
export type KnownOperationStatus = (typeof OPERATION_STATUSES)[number];

/** The status of an operation: a documented value, or one added by a later API version. */
export type OperationStatus = KnownOperationStatus | (string & {});

/** One entry of an operation's `details` (why it failed, or what it touched). */
export interface OperationDetail {
  code?: string;
  message?: string;
  target?: string;
}

/**
 * The platform's long-running operation resource (`GET /operations/{operationId}`).
 * Fields a later API version adds are kept as sent at runtime.
 */
export interface Operation {
  id: string;
  status: OperationStatus;
  created?: string;
  updated?: string;
  originalRequest?: string;
  /** Where the operation's result lives, once it is `completed`. */
  resourceUrl?: string;
  details?: OperationDetail[];
}

/** Where an operation stands, as far as waiting is concerned. */
export type OperationOutcome = "running" | "succeeded" | "failed";

/** `completed` succeeded, `failed` and `cancelled` failed; anything else (even unknown) is still running. */
export function outcomeOf(status: string | undefined): OperationOutcome {
  if (status === "completed") return "succeeded";
  if (status === "failed" || status === "cancelled") return "failed";
  return "running";
}

/** The error a `failed` or `cancelled` operation rejects with; code and message come from `details[0]`. */
export function operationFailure(operation: Operation, url?: string): OperationFailedError {
  const first = operation.details?.[0];
  const reason = first?.message ?? (first?.code ? `code ${first.code}` : "no details given");
  return new OperationFailedError({
    message: `Operation ${operation.id} ended ${operation.status}: ${reason}`,
    code: first?.code,
    target: first?.target,
    details: operation.details,
    api: "platform",
    method: "GET",
    url,
    operation,
  });
}
