import type { Operation } from "../../state/types.js";

/** When an operation's duration starts counting: its creation, or the arrival of an import's bytes. */
export const startOf = (op: Operation) => op.startedAt ?? op.createdAt;

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
export function retryAfter(op: Operation, now: number): number {
  if (op.awaitingUpload) return 1;
  const left = dueAt(op) - now;
  if (left <= 0) return 0;
  return Math.min(5, Math.max(1, Math.ceil(left / 1000)));
}
