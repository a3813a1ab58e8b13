import type { FileExport } from "@reportkit/platform";
import type { HasPlatform } from "../clients/types.js";
import type { Operation } from "../operation/resource.js";
import { wait } from "../poll/waiter.js";
import { helperSpan } from "../telemetry/telemetry.js";
import { within } from "../time/within.js";
import { type Download, fetchDownload } from "./download.js";
import type { TransferOptions } from "./import-file.js";
import { transferUrl } from "./origin.js";
import { platformOf } from "./platform.js";
import { report } from "./progress.js";

/** `POST /files/{fileId}/export`'s body (kind and the matching member's format and options) plus the transfer's options. */
export type ExportFileOptions = FileExport & TransferOptions;

/** A completed export and its download, not read yet: read or pipe `body` (or cancel it). */
export interface ExportedFile extends Download {
  operation: Operation;
}

/**
 * Exports a file: starts `POST /files/{fileId}/export`, waits for the operation, then downloads its
 * `resourceUrl` (with the bearer token, only on the platform's origin or an `allowedOrigins` one) as a
 * web `ReadableStream` that is read as it arrives: nothing is held whole. `onProgress` hears the
 * operation's status, then the bytes received of `Content-Length`. `@reportkit/sdk/node`'s
 * `exportFileToPath` writes it straight to a file.
 *
 * @example
 * const exported = await exportFile(rk, fileId, { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } });
 * for await (const chunk of exported.body) process.stdout.write(chunk);
 */
export async function exportFile(
  rk: HasPlatform,
  fileId: string,
  options: ExportFileOptions,
): Promise<ExportedFile> {
  const {
    signal,
    onProgress,
    allowedOrigins,
    idleTimeoutMs,
    wait: waitOptions,
    headers,
    retry,
    timeoutMs,
    ...request
  } = options;
  const platform = platformOf(rk);
  const span = await helperSpan(platform.wiring.fetch, "reportkit.exportFile", {
    "reportkit.api": "platform",
  });
  try {
    return await (span ? span.run(work) : work());
  } catch (error) {
    span?.end(error);
    throw error;
  }

  // The span ends with the download (read after this call returns), with the bytes received.
  async function work(): Promise<ExportedFile> {
    const operation = await within(
      platform.wiring.clock,
      { signal, timeoutMs },
      "The export",
      async (signal) => {
        const perRequest = { signal, headers, retry };
        const accepted = await platform.post("/files/{fileId}/export", {
          params: { path: { fileId } },
          body: request,
          ...perRequest,
        });
        return wait(rk, accepted, {
          ...waitOptions,
          ...perRequest,
          onProgress: (op) =>
            report(onProgress, { phase: "operation", bytes: 0, total: undefined, operation: op }),
        });
      },
    );
    const url = transferUrl(
      operation.resourceUrl,
      platform.wiring.baseUrl,
      allowedOrigins,
      "export's resourceUrl",
    );
    // The download outlives this call (its body is read after it returns): the caller's signal bounds it.
    const download = await fetchDownload(platform.wiring, url, {
      signal,
      onProgress,
      idleTimeoutMs,
      headers,
      retry,
      onSettled: (received, error) => {
        span?.set({ "reportkit.transfer.bytes_received": received });
        span?.end(error);
      },
    });
    return { ...download, operation };
  }
}
