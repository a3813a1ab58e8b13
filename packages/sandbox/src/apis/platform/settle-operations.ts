import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { Operation } from "../../state/types.js";
import { applyEffect } from "./operation-effects.js";
import { dueAt } from "./operation-timing.js";

/** The operations whose time has come and that have not settled, in the order they complete. */
function dueOperations(engine: Engine): Operation[] {
  const now = engine.now();
  return engine.state.operations
    .filter((op) => !op.settled && now >= dueAt(op))
    .sort((a, b) => dueAt(a) - dueAt(b) || a.sequence - b.sequence);
}

/** An effect that could not apply fails its operation, with the reason as its details. */
function fail(op: Operation, error: unknown): void {
  op.outcome = "failed";
  const e = error instanceof ApiError ? error : new ApiError(500, "internal_error", String(error));
  op.details = [{ code: e.code, message: e.message, target: e.extra.target ?? "operation" }];
}

/** Applies the effects of every operation whose time has come, in the order they complete. */
export function settleOperations(engine: Engine): void {
  for (const op of dueOperations(engine)) {
    op.settled = true;
    if (op.outcome === "failed") continue;
    const client = engine.client(op.clientId);
    try {
      const results = applyEffect(engine, op, client, dueAt(op));
      if (results) op.results = results;
    } catch (error) {
      fail(op, error);
    }
  }
}
