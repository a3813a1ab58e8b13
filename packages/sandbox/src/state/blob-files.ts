import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, type WriteStream } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tooLarge } from "../core/api-error.js";
import { concatChunks } from "../core/bytes.js";

/** Uploads up to this size stay in the state (base64); larger ones go to a temporary file. */
export const INLINE_BLOB_BYTES = 1024 * 1024;

// One temporary folder per process, made on the first large upload and removed when the process exits.
let folder: string | undefined;
function blobFolder(): string {
  if (!folder) {
    folder = mkdtempSync(join(tmpdir(), "reportkit-sandbox-"));
    const made = folder;
    process.once("exit", () => rmSync(made, { recursive: true, force: true }));
  }
  return folder;
}

/** What an upload's body came to: small ones as bytes, large ones in a file. */
export type ReceivedBody =
  | { bytes: Uint8Array; size: number; file?: undefined }
  | { file: string; size: number; bytes?: undefined };

const write = (out: WriteStream, chunk: Uint8Array) =>
  new Promise<void>((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()));
  });

/**
 * Reads an upload body as it arrives: up to {@link INLINE_BLOB_BYTES} in memory, beyond that streamed
 * into a temporary file chunk by chunk (the body is never held whole). Over `limit` bytes it is a 413.
 */
export async function receiveBody(request: Request, limit: number): Promise<ReceivedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit, Number(declared), "Upload");
  if (!request.body) return { bytes: new Uint8Array(), size: 0 };
  const reader = request.body.getReader();
  let chunks: Uint8Array[] = [];
  let size = 0;
  let out: WriteStream | undefined;
  let file: string | undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw tooLarge(limit, undefined, "Upload");
      if (!out && size > INLINE_BLOB_BYTES) {
        file = join(blobFolder(), randomUUID());
        out = createWriteStream(file);
        for (const chunk of chunks) await write(out, chunk);
        chunks = [];
      }
      if (out) await write(out, value);
      else chunks.push(value);
    }
    if (!out || !file) return { bytes: concatChunks(chunks, size), size };
    await new Promise<void>((resolve, reject) =>
      out!.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return { file, size };
  } catch (error) {
    await reader.cancel().catch(() => {});
    out?.destroy();
    if (file) rmSync(file, { force: true });
    throw error;
  }
}

/** A file's bytes as a web stream read one chunk per pull (nothing read ahead). */
export function fileStream(path: string): ReadableStream<Uint8Array> {
  const chunks = createReadStream(path, { highWaterMark: 64 * 1024 })[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      async cancel() {
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
