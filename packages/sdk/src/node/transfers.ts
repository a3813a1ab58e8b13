// Node-only: file paths and Node streams for importFile and exportFile. Browsers never load this.
// biome-ignore lint/correctness/noNodejsModules: the Node entry point reads and writes files.
import { randomUUID } from "node:crypto";
// biome-ignore lint/correctness/noNodejsModules: the Node entry point reads and writes files.
import { createReadStream, createWriteStream } from "node:fs";
// biome-ignore lint/correctness/noNodejsModules: the Node entry point reads and writes files.
import { rename, rm, stat } from "node:fs/promises";
// biome-ignore lint/correctness/noNodejsModules: the Node entry point reads and writes files.
import { basename, dirname, extname, join } from "node:path";
import type { Readable } from "node:stream";
// biome-ignore lint/correctness/noNodejsModules: the Node entry point reads and writes files.
import { pipeline } from "node:stream/promises";
// biome-ignore lint/correctness/noNodejsModules: the Node entry point reads and writes files.
import { fileURLToPath } from "node:url";
import type { HasPlatform } from "../clients/types.js";
import { AbortedError } from "../errors/api-error.js";
import { type ExportedFile, type ExportFileOptions, exportFile } from "../transfers/export-file.js";
import {
  type ImportedFile,
  type ImportFileOptions,
  importFile as importFrom,
} from "../transfers/import-file.js";
import type { UploadBody, UploadSource } from "../transfers/sources.js";
import { webStream } from "./web-stream.js";

/** Media types of the extensions the platform imports, for uploads that name none. */
const MEDIA_TYPES: Record<string, string> = {
  ".csv": "text/csv",
  ".txt": "text/plain",
  ".pdf": "application/pdf",
  ".json": "application/json",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".zip": "application/zip",
};

/** A file on disk as an upload: opened afresh for every attempt, its size from the file system. */
export async function fileBody(path: string | URL): Promise<UploadBody> {
  const file = typeof path === "string" ? path : fileURLToPath(path);
  const { size } = await stat(file);
  return {
    open: () => webStream(createReadStream(file, { highWaterMark: 64 * 1024 })),
    size,
    replayable: true,
    contentType: MEDIA_TYPES[extname(file).toLowerCase()],
  };
}

/** A Node stream (or any async iterable of bytes) as an upload: sent once, never resent. */
export function streamBody(readable: Readable | AsyncIterable<Uint8Array>, size?: number): UploadBody {
  let opened = false;
  return {
    open() {
      if (opened) throw new TypeError("A Node stream can be uploaded once only.");
      opened = true;
      return webStream(readable);
    },
    size,
    replayable: false,
  };
}

const isNodeStream = (value: unknown): value is Readable | AsyncIterable<Uint8Array> =>
  typeof value === "object" &&
  value !== null &&
  !(value instanceof ReadableStream) &&
  typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function";

/** What the Node `importFile` uploads: everything the core takes, a file path or `file:` URL, a Node stream. */
export type NodeUploadSource = UploadSource | string | URL | Readable | AsyncIterable<Uint8Array>;

/**
 * `importFile` of `@reportkit/sdk`, plus file paths (or `file:` URLs: replayable, sized, typed by
 * extension, read in 64 KiB chunks) and Node streams (sent once; pass `size` for progress). The file
 * name defaults to the path's.
 *
 * @example
 * await importFile(rk, "./q3.csv", { kind: "Spreadsheet", onProgress: (p) => bar.update(p.bytes / p.total!) });
 */
export async function importFile(
  rk: HasPlatform,
  source: NodeUploadSource,
  options: Omit<ImportFileOptions, "fileName"> & { fileName?: string },
): Promise<ImportedFile> {
  let body: UploadSource;
  let fileName = options.fileName;
  if (typeof source === "string" || source instanceof URL) {
    body = await fileBody(source);
    fileName ??= basename(typeof source === "string" ? source : fileURLToPath(source));
  } else if (isNodeStream(source)) {
    body = streamBody(source, options.size);
  } else {
    body = source;
  }
  if (!fileName) throw new TypeError("importFile needs a fileName for a source that is not a file path.");
  // Node streams a request over HTTP/1.1: bytes and Blobs report their progress as they go.
  return importFrom(rk, body, { streamUpload: true, ...options, fileName } as ImportFileOptions);
}

/** A finished export written to disk. */
export interface ExportedToPath extends Omit<ExportedFile, "body"> {
  /** Where the file is (the `path` given). */
  path: string;
  /** Bytes written. */
  bytes: number;
}

/**
 * Writes a download to `path` as it arrives: into a temporary file beside it, renamed to `path` only
 * once every byte is there. On any failure or abort the temporary file is removed and `path` is left
 * as it was: never a partial file.
 */
export async function writeToPath(
  body: ReadableStream<Uint8Array>,
  path: string,
  signal?: AbortSignal,
): Promise<number> {
  const partial = join(dirname(path), `.${basename(path)}.${randomUUID().slice(0, 8)}.part`);
  const out = createWriteStream(partial, { flags: "wx" });
  let bytes = 0;
  try {
    await pipeline(
      body as unknown as AsyncIterable<Uint8Array>,
      async function* count(chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          bytes += chunk.byteLength;
          yield chunk;
        }
      },
      out,
      signal ? { signal } : {},
    );
    if (signal?.aborted) throw AbortedError.from(signal);
    await rename(partial, path);
    return bytes;
  } catch (error) {
    await body.cancel(error).catch(() => {});
    // The file may still be opening: remove it only once the stream has closed.
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()).destroy());
    await rm(partial, { force: true });
    throw signal?.aborted ? AbortedError.from(signal) : error;
  }
}

/**
 * `exportFile` of `@reportkit/sdk`, written straight to `path` as the bytes arrive (never held whole;
 * never a partial file at `path`: see {@link writeToPath}). Resolves once the file is complete.
 *
 * @example
 * const { bytes } = await exportFileToPath(rk, fileId, "./q3.xlsx", { kind: "Spreadsheet", spreadsheetExport: { format: "xlsx" } });
 */
export async function exportFileToPath(
  rk: HasPlatform,
  fileId: string,
  path: string | URL,
  options: ExportFileOptions,
): Promise<ExportedToPath> {
  const file = typeof path === "string" ? path : fileURLToPath(path);
  const { body, ...exported } = await exportFile(rk, fileId, options);
  const bytes = await writeToPath(body, file, options.signal);
  return { ...exported, path: file, bytes };
}
