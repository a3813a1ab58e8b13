import type { CatalogAccepted } from "@reportkit/catalog";
import type { Reportkit } from "@reportkit/sdk";
import { InterruptedError } from "../errors.js";
import type { Context } from "../io.js";
import { createProgress } from "../progress/progress.js";

/** A long operation a 202 started: its URL and its id, when the answer gives them. */
export interface AcceptedOperation {
  location?: string;
  id?: string;
}

/**
 * Where a 202 put its operation, read where the catalogue's `accepted` says (its body fields, then its
 * headers), and the operation's id in that URL (the last parameter of `accepted.status`).
 */
export async function acceptedOperation(
  accepted: CatalogAccepted | undefined,
  sent: { response: Response; data?: unknown },
): Promise<AcceptedOperation> {
  if (!accepted) return {};
  const { operationIdIn, operationUrlIn } = await import("@reportkit/sdk/advanced");
  const location = operationUrlIn(accepted, sent.response.headers, sent.data);
  if (!location) return {};
  const id = operationIdIn(accepted, location);
  return id ? { location, id } : { location };
}

/**
 * Waits for a 202 operation with a progress line on stderr. Ctrl-C stops the wait (not the operation):
 * it throws InterruptedError saying how to resume (`reportkit operations wait <id>`), exit code 130.
 */
export async function waitWithProgress(
  ctx: Context,
  rk: Reportkit<true>,
  source: { response: Response; data?: unknown } | string,
  operationId: string | undefined,
): Promise<unknown> {
  const { wait } = await import("@reportkit/sdk");
  const progress = createProgress(ctx);
  const controller = new AbortController();
  const stopListening = ctx.io.onInterrupt(() => controller.abort());
  const name = operationId ? `operation ${operationId}` : "operation";
  progress.status(`${name}: waiting`);
  try {
    return await wait(rk, source as Parameters<typeof wait>[1], {
      signal: controller.signal,
      onProgress: (op) => progress.status(`${name}: ${op.status}`),
    });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new InterruptedError(
        operationId
          ? `Stopped waiting; ${name} goes on on the server. Resume with: reportkit operations wait ${operationId}`
          : "Stopped waiting; the operation goes on on the server.",
      );
    }
    throw error;
  } finally {
    stopListening();
    progress.end();
  }
}
