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
  const { linkedUrl, operationIdIn } = await import("@reportkit/sdk/advanced");
  const link = { location: accepted.location, path: accepted.status };
  const location = linkedUrl(link, sent.response.headers, sent.data, "");
  if (!location) return {};
  const id = operationIdIn(link, location);
  return id ? { location, id } : { location };
}

/** What a wait is called on the progress line, how its status is read and the command that resumes it. */
export interface WaitNaming {
  /** `operation 3f2a...`, `getFile d8205b...`. */
  label: string;
  /** The status of a polled answer (default: an operation's `status`). */
  statusOf?: (polled: unknown) => string;
  /** `reportkit operations wait <id>`: printed after a Ctrl-C. */
  resume?: string;
}

/**
 * Waits for a 202 operation (or a state followed until it settles) with a progress line on stderr.
 * Ctrl-C stops the wait (not the work): it throws InterruptedError saying how to resume, exit code 130.
 */
export async function waitWithProgress(
  ctx: Context,
  rk: Reportkit<true>,
  source: unknown,
  { label, statusOf = (op) => String((op as { status?: unknown }).status), resume }: WaitNaming,
): Promise<unknown> {
  const { wait } = await import("@reportkit/sdk");
  const progress = createProgress(ctx);
  const controller = new AbortController();
  const stopListening = ctx.io.onInterrupt(() => controller.abort());
  progress.status(`${label}: waiting`);
  try {
    return await wait(rk, source as Parameters<typeof wait>[1], {
      signal: controller.signal,
      onProgress: (polled: unknown) => progress.status(`${label}: ${statusOf(polled)}`),
    });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new InterruptedError(
        resume
          ? `Stopped waiting; ${label} goes on on the server. Resume with: ${resume}`
          : "Stopped waiting; the operation goes on on the server.",
      );
    }
    throw error;
  } finally {
    stopListening();
    progress.end();
  }
}
