import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import { dueAt } from "./operation-timing.js";

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
