import type { Engine } from "../../engine.js";
import { ApiError, notFound } from "../../http/errors.js";
import type { OperationHandler, OperationResult } from "../../http/types.js";
import type { Client, Operation, OperationEffect } from "../../state/types.js";
import { applyInsertSamples } from "./samples.js";
import { applyDeleteDataset, applyWriteValues } from "./spreadsheets.js";

const TERMINAL = new Set(["completed", "failed", "cancelled"]);

/** The status of an operation at `now`: acknowledged, queued, started over its duration, then its outcome. */
export function operationStatus(op: Operation, now: number): string {
  const elapsed = now - op.createdAt;
  if (elapsed >= op.durationMs) return op.outcome;
  if (elapsed >= (op.durationMs * 2) / 3) return "started";
  if (elapsed >= op.durationMs / 3) return "queued";
  return "acknowledged";
}

/** Seconds a client should wait before polling again: the time left (at least 1, at most 5); 0 once final. */
function retryAfter(op: Operation, now: number): number {
  const left = op.createdAt + op.durationMs - now;
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
  },
): OperationResult {
  const failed = engine.faults.takeOperationFailure();
  const op: Operation = {
    id: engine.random.uuid(),
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
  };
  engine.state.operations.push(op);
  const location = `${input.baseUrl}/operations/${op.id}`;
  return {
    status: 202,
    headers: { Location: location, "Retry-After": String(retryAfter(op, engine.now()) || 1) },
    body: { operationLocation: location },
  };
}

/** Applies the effects of every operation whose time has come, in the order they complete. */
export function settleOperations(engine: Engine): void {
  const now = engine.now();
  const due = engine.state.operations
    .filter((op) => !op.settled && now - op.createdAt >= op.durationMs)
    .sort((a, b) => a.createdAt + a.durationMs - (b.createdAt + b.durationMs) || a.sequence - b.sequence);
  for (const op of due) {
    op.settled = true;
    if (op.outcome === "failed") continue;
    const client = engine.client(op.clientId);
    const at = op.createdAt + op.durationMs;
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
  const phase = Math.min(now - op.createdAt, op.durationMs);
  const changedAt =
    op.createdAt +
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
