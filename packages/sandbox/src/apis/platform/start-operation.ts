import type { Engine } from "../../engine/engine.js";
import type { OperationResult } from "../../http/types.js";
import type { Client, Operation, OperationEffect } from "../../state/types.js";
import { retryAfter } from "./operation-timing.js";

/** What a handler knows of the operation it starts. */
export interface OperationStart {
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
}

/** The details of an operation that the `failOperations` fault fails. */
const injectedFailure = (): Operation["details"] => [
  {
    code: "injected_failure",
    message: "The sandbox was told to fail this operation.",
    target: "operation",
  },
];

/** A new operation, stamped now, failed from the start when a `failOperations` fault is pending. */
function newOperation(engine: Engine, input: OperationStart): Operation {
  const failed = engine.faults.takeOperationFailure();
  return {
    id: input.id ?? engine.random.uuid(),
    requestId: engine.random.uuid(),
    sequence: engine.nextSequence(),
    createdAt: engine.now(),
    durationMs: engine.operationDurationMs,
    outcome: failed ? "failed" : "completed",
    settled: false,
    ...(input.resourceUrl ? { resourceUrl: input.resourceUrl } : {}),
    details: failed ? injectedFailure() : (input.details ?? []),
    effect: input.effect,
    clientId: input.client.id,
    workspaceId: input.workspaceId,
    ...(input.limitKey ? { limitKey: input.limitKey } : {}),
    ...(input.awaitingUpload ? { awaitingUpload: true } : {}),
  };
}

/**
 * Starts an operation; its effect is applied when its duration has passed on the sandbox clock (at the
 * first request after that). Answers 202 with Location, Retry-After and `operationLocation`.
 */
export function startOperation(engine: Engine, input: OperationStart): OperationResult {
  const op = newOperation(engine, input);
  engine.state.operations.push(op);
  const location = `${input.baseUrl}/operations/${op.id}`;
  return {
    status: 202,
    headers: { Location: location, "Retry-After": String(retryAfter(op, engine.now()) || 1) },
    body: { ...input.body, operationLocation: location },
  };
}
