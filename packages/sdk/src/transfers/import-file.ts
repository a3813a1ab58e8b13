import type { FileImport, FileResult } from "@reportkit/platform";
import type { HasPlatform } from "../clients/types.js";
import type { Operation } from "../operation/resource.js";
import type { CallOptions } from "../pipeline/call.js";
import { type WaitOptions, wait } from "../poll/waiter.js";
import { results } from "../results/results.js";
import { helperSpan, inSpan } from "../telemetry/telemetry.js";
import { within } from "../time/within.js";
import { transferUrl } from "./origin.js";
import { platformOf } from "./platform.js";
import { report, type TransferProgress } from "./progress.js";
import { type UploadSource, uploadBody } from "./sources.js";
import { putBytes } from "./upload.js";

/**
 * What every transfer takes besides its request. `retry` applies to each request it makes; `timeoutMs`
 * bounds the whole transfer (`TimeoutError`; an export's until its download starts: the download
 * itself is bounded by `idleTimeoutMs` and `signal`).
 */
export interface TransferOptions extends CallOptions {
  /** Stops the transfer at once with `AbortedError` (during the upload, the wait or the download). */
  signal?: AbortSignal;
  /** Bytes sent or received (of the total, when known) and the operation's status after each poll. */
  onProgress?: (progress: TransferProgress) => void;
  /**
   * Origins besides the platform's that may receive the bearer token with the bytes (an upload or
   * download URL on a storage host). Any other origin throws `ForeignOriginError` before a byte is sent.
   */
  allowedOrigins?: readonly string[];
  /** A transfer that moves no byte for this long fails with `TimeoutError` (default 60 000 ms). */
  idleTimeoutMs?: number;
  /** How to wait for the operation: `timeoutMs`, poll intervals, `maxPollFailures`. */
  wait?: Omit<WaitOptions, "signal" | "onProgress" | "headers" | "retry">;
  /** Headers sent with every request of the transfer (besides the client's own), on the platform's origin. */
  headers?: Record<string, string>;
}

/**
 * `POST /files/import`'s body plus the transfer's options. `fileName` (with its extension) and `kind`
 * are required here: the service cannot import a file without them.
 */
export interface ImportFileOptions
  extends Omit<FileImport, "fileName" | "kind">,
    Required<Pick<FileImport, "fileName" | "kind">>,
    TransferOptions {
  /** Media type of the bytes (default: the File's `type`, else `application/octet-stream`). */
  contentType?: string;
  /** The size of a stream source, for progress and `Content-Length` (Blobs and bytes know theirs). */
  size?: number;
  /**
   * Stream Blobs and byte arrays so their upload progress is reported as it goes (default false;
   * `@reportkit/sdk/node`'s `importFile` streams by default: Node streams requests over HTTP/1.1).
   */
  streamUpload?: boolean;
}

/** A finished import: the completed operation and the files it made (from `importFileResults`). */
export interface ImportedFile {
  operation: Operation;
  /** The imported file, and the folder a Workiva import made when asked to. */
  files: FileResult[];
}

/**
 * Imports a file: starts `POST /files/import`, streams the bytes to the answer's `uploadUrl` with the
 * same bearer token (only on the platform's origin or an `allowedOrigins` one), waits for the
 * operation and resolves with the files it made. Nothing is buffered whole: a Blob, bytes or a
 * stream are read chunk by chunk as the network takes them. `@reportkit/sdk/node`'s `importFile`
 * takes file paths and Node streams too.
 *
 * @example
 * const { files } = await importFile(rk, file, { fileName: "budget.csv", kind: "Spreadsheet",
 *   onProgress: (p) => console.log(p.phase, p.bytes, p.total) });
 */
export async function importFile(
  rk: HasPlatform,
  source: UploadSource,
  options: ImportFileOptions,
): Promise<ImportedFile> {
  const {
    signal,
    onProgress: listener,
    allowedOrigins,
    idleTimeoutMs,
    wait: waitOptions,
    contentType,
    size,
    streamUpload,
    headers,
    retry,
    timeoutMs,
    ...request
  } = options;
  const platform = platformOf(rk);
  const body = uploadBody(source, size);
  const span = await helperSpan(platform.wiring.fetch, "reportkit.importFile", {
    "reportkit.api": "platform",
  });
  let sent = 0;
  const onProgress: typeof listener = (progress) => {
    if (progress.phase === "upload") sent = progress.bytes;
    listener?.(progress);
  };
  const work = () =>
    within(platform.wiring.clock, { signal, timeoutMs }, "The import", async (signal) => {
      const perRequest = { signal, headers, retry };
      const accepted = await platform.post("/files/import", { body: request, ...perRequest });
      const data = accepted.data as { uploadUrl?: unknown } | undefined;
      const url = transferUrl(data?.uploadUrl, platform.wiring.baseUrl, allowedOrigins, "import's uploadUrl");
      await putBytes(platform.wiring, url, body, {
        ...perRequest,
        onProgress,
        idleTimeoutMs,
        contentType,
        streamUpload,
      });
      const total = body.size;
      const operation = await wait(rk, accepted, {
        ...waitOptions,
        ...perRequest,
        onProgress: (op) =>
          report(onProgress, { phase: "operation", bytes: total ?? 0, total, operation: op }),
      });
      const files = (await results(rk, operation, "importFile", perRequest).all()) as FileResult[];
      return { operation, files };
    });
  return inSpan(span, work, () => ({ "reportkit.transfer.bytes_sent": sent }));
}
