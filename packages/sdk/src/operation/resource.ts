import { SETTLES, type GeneratedSettleRule as SettleRule } from "../generated/links.gen.js";

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

/** One entry of an operation's `details` (why it failed, or what it touched); any field may be null. */
export interface OperationDetail {
  code?: string | null;
  message?: string | null;
  target?: string | null;
}

/** When something happened and who did it, as the live service describes `created` and `updated`. */
export interface OperationAction {
  /** ISO 8601 date and time. */
  dateTime: string;
  user?: { id: string } | null;
}

/**
 * The platform's long-running operation resource (`GET /operations/{operationId}`), as the live
 * service sends it: `created`/`updated` are `{ dateTime, user }` (a plain date string is accepted
 * too; read either with {@link actionTime}), `originalRequest` is the request id to quote to support,
 * `resourceUrl` and `details` may be null. Fields a later API version adds are kept as sent.
 */
export interface Operation {
  id: string;
  status: OperationStatus;
  created?: OperationAction | string | null;
  updated?: OperationAction | string | null;
  /** The id of the request that started the operation (a UUID), for support. */
  originalRequest?: string | null;
  /** Where the operation's result lives, once it is `completed`. */
  resourceUrl?: string | null;
  details?: OperationDetail[] | null;
}

/** The date of an operation's `created` or `updated`, whichever form it came in; undefined when absent. */
export function actionTime(action: OperationAction | string | null | undefined): Date | undefined {
  const text = typeof action === "string" ? action : action?.dateTime;
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** How the platform's operation resource (what every 202 points to) settles, as the specs declare it. */
export const OPERATION_SETTLES: SettleRule = SETTLES.platform["/operations/{operationId}"];

/** Where an operation stands, as far as waiting is concerned. */
export type OperationOutcome = "running" | "succeeded" | "failed";

/** `completed` succeeded, `failed` and `cancelled` failed; anything else (even unknown) is still running. */
export const outcomeOf = (status: string | undefined): OperationOutcome =>
  settledBy(OPERATION_SETTLES, status);

/** Whether `status` ends a follow by `rule` well, badly, or not yet (any value it does not name). */
export const settledBy = (rule: SettleRule, status: string | undefined): OperationOutcome =>
  rule.done.includes(status ?? "") ? "succeeded" : rule.failed.includes(status ?? "") ? "failed" : "running";
