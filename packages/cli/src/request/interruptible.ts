import { InterruptedError } from "../errors.js";
import type { Context } from "../io.js";
import { acceptedOperation } from "./wait.js";

/** What a transfer tells a person who pressed Ctrl-C once its operation runs on the server. */
export type ResumeHint = (operationId: string) => string;

/**
 * Ctrl-C during a transfer (`files import`, `files export`): the transfer stops, but an operation the
 * server already started goes on, so its id and the command that follows it are printed (exit 130).
 * The id comes from the 202 that started it (`onAccepted`, seen by the CLI's fetch) or from a poll.
 */
export function interruptible(ctx: Context, what: string, hint: ResumeHint) {
  const controller = new AbortController();
  const stopListening = ctx.io.onInterrupt(() => controller.abort());
  let accepted: Promise<string | undefined> | undefined;
  let polled: string | undefined;
  return {
    signal: controller.signal,
    /** A 202's answer (a copy): where its operation is. */
    onAccepted(response: Response) {
      accepted = (async () => {
        const data: unknown = await response.json().catch(() => undefined);
        const { acceptedOf } = await import("@reportkit/catalog");
        return (await acceptedOperation(acceptedOf("platform"), { response, data })).id;
      })().catch(() => undefined);
    },
    /** An operation as polled. */
    polled(operation: { id?: string } | undefined) {
      if (operation?.id) polled = operation.id;
    },
    /** Rethrows `error`; after a Ctrl-C as an InterruptedError naming the operation and its command. */
    async rethrow(error: unknown): Promise<never> {
      if (!controller.signal.aborted) throw error;
      const id = polled ?? (await accepted);
      throw new InterruptedError(
        id
          ? `Stopped; operation ${id} (the ${what}) goes on on the server. ${hint(id)}`
          : `Stopped before the ${what} started on the server.`,
      );
    },
    end: stopListening,
  };
}
