import type { CatalogOperation } from "@reportkit/catalog";
import type { ToolCall } from "./tool.js";

/** A destructive operation the user did not confirm: nothing was sent. */
export class NotConfirmedError extends Error {
  override readonly name = "NotConfirmed";
}

/** What the user is asked before a destructive operation runs. */
export function confirmationMessage(name: string, operation: CatalogOperation, args: unknown): string {
  const shown = JSON.stringify(args);
  const text = shown.length > 600 ? `${shown.slice(0, 600)}...` : shown;
  return `Allow ${name}? ${operation.summary.replace(/\.?$/, ".")} ${operation.method} ${operation.path} may delete or overwrite data that cannot be restored. Arguments: ${text}`;
}

/**
 * Asks the user, through the host (MCP elicitation), to allow a destructive operation; throws
 * {@link NotConfirmedError} when the user declines, or when the host cannot ask (the user can start the
 * server with --yes-destructive to run them unasked).
 */
export async function confirmDestructive(
  name: string,
  operation: CatalogOperation,
  args: unknown,
  call: ToolCall,
): Promise<void> {
  const answer = call.confirm
    ? await call.confirm(confirmationMessage(name, operation, args))
    : "unsupported";
  if (answer === "accepted") return;
  if (answer === "unsupported") {
    throw new NotConfirmedError(
      `${name} deletes or overwrites data, and this host cannot ask the user to confirm it (MCP elicitation). Nothing was sent. The user can start the server with --yes-destructive to allow destructive operations without asking.`,
    );
  }
  throw new NotConfirmedError(`The user did not allow ${name} (${answer}). Nothing was sent.`);
}
