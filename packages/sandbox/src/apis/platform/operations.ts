import { notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Operation } from "../../state/types.js";
import { operationStatus, retryAfter, startOf } from "./operation-timing.js";

const TERMINAL = new Set(["completed", "failed", "cancelled"]);

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
