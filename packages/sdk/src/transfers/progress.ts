import type { Operation } from "../operation/resource.js";

/**
 * Where a transfer stands, as `onProgress` hears it: the bytes going up (`upload`), the operation
 * running on the server (`operation`, after every poll), the bytes coming down (`download`).
 */
export interface TransferProgress {
  phase: "upload" | "operation" | "download";
  /** Bytes sent (upload; a retried upload starts again from 0) or received (download) so far. */
  bytes: number;
  /** The whole size when known: the source's size, the download's `Content-Length`. */
  total: number | undefined;
  /** The operation as last polled (from the first poll on). */
  operation?: Operation;
}

/** Receives {@link TransferProgress}; an exception it throws is ignored (it never breaks a transfer). */
export type OnTransferProgress = (progress: TransferProgress) => void;

/** Calls `listener`, ignoring what it throws. */
export function report(listener: OnTransferProgress | undefined, progress: TransferProgress): void {
  try {
    listener?.(progress);
  } catch {
    // A progress bar that fails must not fail the transfer.
  }
}
