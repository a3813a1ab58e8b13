import type { Reportkit } from "@reportkit/sdk";
import { InterruptedError } from "../errors.js";
import type { Context } from "../io.js";
import { createProgress } from "../progress/progress.js";

/** The operation id of a Location (`.../operations/<id>`), or of an operation object. */
export function operationIdOf(source: { response?: Response; data?: unknown } | string): string | undefined {
  const location = typeof source === "string" ? source : source.response?.headers.get("location");
  const fromLocation = location ? /\/operations\/([^/?#]+)/.exec(location)?.[1] : undefined;
  if (fromLocation) return decodeURIComponent(fromLocation);
  const data = typeof source === "string" ? undefined : source.data;
  const id = data && typeof data === "object" ? (data as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : undefined;
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
