import type { CatalogOperation, CatalogSettles } from "@reportkit/catalog";
import { commandNames } from "../commands/names.js";
import type { Sent } from "./send.js";

/** What `--wait` follows after an answer that is no 202: what it waits on, its name, status and resume command. */
export interface Followed {
  /** A `wait` source: the answer of a followed operation, or the state of a read operation. */
  source: unknown;
  /** `getFile d8205b...`: what the progress line names. */
  label: string;
  /** The status of a read answer. */
  statusOf(read: unknown): string;
  /** The command that carries on following it after a Ctrl-C. */
  resume: string;
}

/**
 * `--wait` on an operation the specs follow (its `follow`: `prep tables import`) or on the operation
 * that follows it (its `settles`: `prep files get`): the SDK's `wait` reads the read operation until its
 * status settles, and Ctrl-C names the read operation's command with `--wait`.
 */
export async function followedBy(
  operation: CatalogOperation,
  pathParams: Readonly<Record<string, string>>,
  sent: Sent,
): Promise<Followed | undefined> {
  const { OPERATIONS } = await import("@reportkit/catalog");
  const { valueAt } = await import("@reportkit/sdk/advanced");
  const read = operation.follow
    ? OPERATIONS.find((op) => op.api === operation.api && op.operationId === operation.follow?.operationId)
    : operation;
  const settles: CatalogSettles | undefined = operation.follow ?? operation.settles;
  if (!read || !settles) return undefined;
  // The read operation's path parameters, in its path's order: from the answer (a follow), else the request's.
  const follow = operation.follow?.parameters;
  const args = [...read.path.matchAll(/\{([^}]+)\}/g)].map(([, param = ""]) =>
    String(follow ? valueAt(sent.data, follow[param] ?? "") : pathParams[param]),
  );
  const name = commandNames(OPERATIONS.filter((op) => op.api === read.api)).get(read);
  const now = Date.now();
  const source = operation.follow
    ? sent
    : {
        kind: "reportkit.operation",
        operationUrl: sent.response.url,
        startedAt: now,
        nextPollAt: now,
        polls: 0,
        api: read.family,
      };
  return {
    source,
    label: `${read.operationId} ${args.join(" ")}`,
    statusOf: (answer) => String(valueAt(answer, settles.status)),
    resume: `reportkit ${name?.api} ${name?.resource} ${name?.action} ${args.join(" ")} --wait`,
  };
}
