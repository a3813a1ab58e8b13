import { ApiError, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler, OperationResult } from "../../http/types.js";
import type { Client, Operation, OperationEffect } from "../../state/types.js";
import { applyTableEdit } from "./content.js";
import { applyCopyFile, applyExportFile, applyImportFile } from "./file-transfer.js";
import { applyCreateMilestone } from "./milestones.js";
import { applyInsertSamples } from "./samples.js";
import { applyDeleteDataset, applyWriteValues } from "./spreadsheets.js";
import { applyRestoreFile, applyTrashFile } from "./trash.js";

const TERMINAL = new Set(["completed", "failed", "cancelled"]);

/** When an operation's duration starts counting: its creation, or the arrival of an import's bytes. */
const startOf = (op: Operation) => op.startedAt ?? op.createdAt;

/** When an operation finishes (Infinity while an import waits for its bytes). */
export const dueAt = (op: Operation) =>
  op.awaitingUpload ? Number.POSITIVE_INFINITY : startOf(op) + op.durationMs;

/**
 * The status of an operation at `now`: acknowledged, queued, started over its duration, then its
 * outcome. An import waiting for its bytes stays acknowledged.
 */
export function operationStatus(op: Operation, now: number): string {
  if (op.awaitingUpload) return "acknowledged";
  const elapsed = now - startOf(op);
  if (elapsed >= op.durationMs) return op.outcome;
  if (elapsed >= (op.durationMs * 2) / 3) return "started";
  if (elapsed >= op.durationMs / 3) return "queued";
  return "acknowledged";
}

/** Seconds a client should wait before polling again: the time left (at least 1, at most 5); 0 once final. */
function retryAfter(op: Operation, now: number): number {
  if (op.awaitingUpload) return 1;
  const left = dueAt(op) - now;
  if (left <= 0) return 0;
  return Math.min(5, Math.max(1, Math.ceil(left / 1000)));
}

/**
 * Starts an operation; its effect is applied when its duration has passed on the sandbox clock (at the
 * first request after that). Answers 202 with Location, Retry-After and `operationLocation`.
 */
export function startOperation(
  engine: Engine,
  input: {
    baseUrl: string;
    effect: OperationEffect;
    client: Client;
    workspaceId: string;
    resourceUrl?: string;
    details?: Operation["details"];
    /** Copies, imports and exports: the bucket of the concurrency limit. */
    limitKey?: string;
    /** Imports: the operation waits for its bytes before its duration starts. */
    awaitingUpload?: boolean;
    /** Extra members of the 202 body (an import's `uploadUrl`). */
    body?: Record<string, unknown>;
    /** The id to give the operation (when the caller needed it before, for an upload URL). */
    id?: string;
  },
): OperationResult {
  const failed = engine.faults.takeOperationFailure();
  const op: Operation = {
    id: input.id ?? engine.random.uuid(),
    requestId: engine.random.uuid(),
    sequence: engine.nextSequence(),
    createdAt: engine.now(),
    durationMs: engine.operationDurationMs,
    outcome: failed ? "failed" : "completed",
    settled: false,
    ...(input.resourceUrl ? { resourceUrl: input.resourceUrl } : {}),
    details: failed
      ? [
          {
            code: "injected_failure",
            message: "The sandbox was told to fail this operation.",
            target: "operation",
          },
        ]
      : (input.details ?? []),
    effect: input.effect,
    clientId: input.client.id,
    workspaceId: input.workspaceId,
    ...(input.limitKey ? { limitKey: input.limitKey } : {}),
    ...(input.awaitingUpload ? { awaitingUpload: true } : {}),
  };
  engine.state.operations.push(op);
  const location = `${input.baseUrl}/operations/${op.id}`;
  return {
    status: 202,
    headers: { Location: location, "Retry-After": String(retryAfter(op, engine.now()) || 1) },
    body: { ...input.body, operationLocation: location },
  };
}

/**
 * The concurrent-operation limit of copies, imports and exports: at most `limit` of them running per
 * workspace. Over it, 429 `concurrent_operations_exceeded` with the seconds until one finishes.
 */
export function checkConcurrency(engine: Engine, limitKey: string, what: string): void {
  const running = engine.state.operations.filter((op) => op.limitKey === limitKey && !op.settled);
  const limit = engine.concurrentFileOperations;
  if (running.length < limit) return;
  const now = engine.now();
  const soonest = Math.min(...running.map((op) => dueAt(op)));
  const wait = Number.isFinite(soonest)
    ? Math.max(1, Math.ceil((soonest - now) / 1000))
    : Math.max(1, Math.ceil(engine.operationDurationMs / 1000));
  const ws = engine.workspace(limitKey);
  throw new ApiError(
    429,
    "concurrent_operations_exceeded",
    `Workspace '${ws?.name ?? limitKey}' already runs ${running.length} file copies, imports or exports, ` +
      `the most it may run at once (${limit}); this ${what} was not started. Retry after ${wait} s.`,
    { headers: { "Retry-After": String(wait) } },
  );
}

/** Applies the effects of every operation whose time has come, in the order they complete. */
export function settleOperations(engine: Engine): void {
  const now = engine.now();
  const due = engine.state.operations
    .filter((op) => !op.settled && now >= dueAt(op))
    .sort((a, b) => dueAt(a) - dueAt(b) || a.sequence - b.sequence);
  for (const op of due) {
    op.settled = true;
    if (op.outcome === "failed") continue;
    const client = engine.client(op.clientId);
    const at = dueAt(op);
    try {
      switch (op.effect.type) {
        case "writeValues":
          applyWriteValues(engine, op.effect, client, at);
          break;
        case "deleteDataset":
          applyDeleteDataset(engine, op.effect, client, at);
          break;
        case "insertSamples":
          applyInsertSamples(engine, op.effect, client, at);
          break;
        case "copyFile":
          op.results = applyCopyFile(engine, op.effect, client, at);
          break;
        case "trashFile":
          applyTrashFile(engine, op.effect, client, at);
          break;
        case "restoreFile":
          applyRestoreFile(engine, op.effect, client, at);
          break;
        case "importFile":
          op.results = applyImportFile(engine, op.effect, client, at, op.workspaceId);
          break;
        case "exportFile":
          applyExportFile(engine, op.effect, client, at);
          break;
        case "createMilestone":
          op.results = applyCreateMilestone(engine, op.effect, client, at);
          break;
        case "tableEdit":
          op.results = applyTableEdit(engine, op.effect, client, at);
          break;
      }
    } catch (error) {
      op.outcome = "failed";
      const e = error instanceof ApiError ? error : new ApiError(500, "internal_error", String(error));
      op.details = [{ code: e.code, message: e.message, target: e.extra.target ?? "operation" }];
    }
  }
}

/** `created` and `updated` as the live service sends them: `{ dateTime, user: { id } }`. */
function stamp(engine: Engine, op: Operation, at: number) {
  return { dateTime: engine.iso(at), user: { id: op.clientId } };
}

/**
 * GET /operations/{id} in the live service's shape: `originalRequest` is the id of the request that
 * started it, `resourceUrl` is null until the operation has completed (and for operations without a
 * resource), `details` is null when there are none.
 */
export const getOperation: OperationHandler = ({ engine, params }) => {
  const op = engine.state.operations.find((o) => o.id === params.operationId);
  if (!op) throw notFound(`No operation has the id '${params.operationId}'.`, "operationId");
  const now = engine.now();
  const status = operationStatus(op, now);
  const start = startOf(op);
  const phase = Math.min(now - start, op.durationMs);
  const changedAt =
    start +
    (status === "acknowledged"
      ? 0
      : status === "queued"
        ? op.durationMs / 3
        : status === "started"
          ? (op.durationMs * 2) / 3
          : phase);
  const final = TERMINAL.has(status);
  return {
    status: 200,
    headers: { "Retry-After": String(retryAfter(op, now)) },
    body: {
      id: op.id,
      status,
      created: stamp(engine, op, op.createdAt),
      updated: stamp(engine, op, Math.round(changedAt)),
      originalRequest: op.requestId,
      resourceUrl: status === "completed" && op.resourceUrl ? op.resourceUrl : null,
      details: final && op.details.length > 0 ? op.details : null,
    },
  };
};
