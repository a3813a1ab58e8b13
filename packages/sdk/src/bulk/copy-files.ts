import type { FileCopy, FileResult } from "@reportkit/platform";
import type { HasPlatform } from "../clients/types.js";
import type { ApiError } from "../errors/api-error.js";
import type { Operation } from "../operation/resource.js";
import type { CallOptions } from "../pipeline/call.js";
import { type WaitOptions, wait } from "../poll/waiter.js";
import { results } from "../results/results.js";
import { within } from "../time/within.js";
import { platformOf } from "../transfers/platform.js";
import { type Outcome, runPool } from "./pool.js";
import { rideOut } from "./ride-out.js";

/** One file to copy: its id and `POST /files/{fileId}/copy`'s body (destination, name, options). */
export interface CopyRequest extends FileCopy {
  fileId: string;
}

/** What one copy came to: the completed operation and the files it made, or the error it failed with. */
export type CopyOutcome =
  | { fileId: string; request: CopyRequest; ok: true; operation: Operation; files: FileResult[] }
  | { fileId: string; request: CopyRequest; ok: false; error: unknown };

/** `retry` applies to each request of each copy; `timeoutMs` bounds the whole call, `copyTimeoutMs` each copy. */
export interface CopyFilesOptions extends CallOptions {
  /** The longest one copy may take (start, wait, results), in ms; it then ends with `TimeoutError`. */
  copyTimeoutMs?: number;
  /** Copies running at once (default 3, the sandbox's and a typical workspace's limit). */
  concurrency?: number;
  /** Body fields every copy gets unless its own request says otherwise (`destinationContainer`...). */
  defaults?: FileCopy;
  /** Stops starting copies and every wait: the unfinished ones end with `AbortedError`. */
  signal?: AbortSignal;
  /** Refusals (`concurrent_operations_exceeded`, 429) one copy rides out before it fails (default 20). */
  maxRefusals?: number;
  /** How to wait for each operation: `timeoutMs`, intervals, `maxPollFailures`. */
  wait?: Omit<WaitOptions, "signal" | "headers" | "retry">;
  /** Hears each copy as it settles, with how many have settled of how many. */
  onCopied?: (outcome: CopyOutcome, settled: number, total: number) => void;
  /** Hears each refusal it waits out. */
  onRefusal?: (fileId: string, error: ApiError, waitMs: number) => void;
  /** Headers sent with every request of every copy (besides the client's own). */
  headers?: Record<string, string>;
}

/**
 * Copies many files, at most `concurrency` at once. Each copy is started (riding out
 * `concurrent_operations_exceeded` and 429 with their `Retry-After`: a refused copy changed nothing),
 * waited for, and its new files read from `copyFileResults`. Resolves with one outcome per file, in
 * the order given, once all have settled; a failed copy never stops the others and is never resent
 * once the server has accepted it.
 *
 * @example
 * const outcomes = await copyFiles(rk, ids, { defaults: { destinationContainer: folderId } });
 * for (const o of outcomes) console.log(o.fileId, o.ok ? o.files[0]?.id : o.error);
 */
export async function copyFiles(
  rk: HasPlatform,
  files: readonly (string | CopyRequest)[],
  options: CopyFilesOptions = {},
): Promise<CopyOutcome[]> {
  const platform = platformOf(rk);
  const { signal, headers, retry, timeoutMs, copyTimeoutMs = Infinity } = options;
  const { clock } = platform.wiring;
  // Each copy's limit: its own, within what is left of the whole call's.
  const deadline = clock.now() + (timeoutMs ?? Infinity);
  const requests = files.map((f) =>
    typeof f === "string" ? { ...options.defaults, fileId: f } : { ...options.defaults, ...f },
  );
  const outcomeOf = (
    outcome: Outcome<CopyRequest, { operation: Operation; files: FileResult[] }>,
  ): CopyOutcome => {
    const { input: request } = outcome;
    return outcome.ok
      ? { fileId: request.fileId, request, ok: true, ...outcome.value }
      : { fileId: request.fileId, request, ok: false, error: outcome.error };
  };
  let settled = 0;
  const outcomes = await runPool(
    requests,
    options.concurrency ?? 3,
    ({ fileId, ...body }) =>
      within(
        clock,
        { signal, timeoutMs: Math.min(copyTimeoutMs, deadline - clock.now()) },
        `Copying file ${fileId}`,
        async (signal) => {
          const perRequest = { signal, headers, retry };
          const accepted = await rideOut(
            () =>
              platform.post("/files/{fileId}/copy", {
                params: { path: { fileId } },
                body,
                ...perRequest,
              }),
            {
              clock,
              signal,
              maxRefusals: options.maxRefusals,
              onRefusal: (error, waitMs) => options.onRefusal?.(fileId, error, waitMs),
            },
          );
          const operation = await wait(rk, accepted, { ...options.wait, ...perRequest });
          const made = (await results(rk, operation, "copyFile", perRequest).all()) as FileResult[];
          return { operation, files: made };
        },
      ),
    signal,
    (outcome) => options.onCopied?.(outcomeOf(outcome), ++settled, requests.length),
  );
  return outcomes.map(outcomeOf);
}
