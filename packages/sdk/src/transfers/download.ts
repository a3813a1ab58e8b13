import type { ClientWiring } from "../clients/types.js";
import { AbortedError, ResponseBodyError, TimeoutError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import { type CallOptions, TRANSFER } from "../pipeline/call.js";
import { errorUrl } from "../safety/redact.js";
import { type OnTransferProgress, report } from "./progress.js";
import { watchdog } from "./watchdog.js";

/** What bounds a download and who hears its progress. */
export interface DownloadOptions {
  signal?: AbortSignal | undefined;
  onProgress?: OnTransferProgress | undefined;
  /** Fail when no byte arrives for this long while the stream is being read; default 60 000 ms. */
  idleTimeoutMs?: number | undefined;
  /** Headers of the call, sent besides the client's own. */
  headers?: Record<string, string> | undefined;
  /** Retry settings of its request over the client's. */
  retry?: CallOptions["retry"] | undefined;
  /** Called once when the body has been read to its end (`error` undefined), has failed, or was cancelled. */
  onSettled?: ((received: number, error?: unknown) => void) | undefined;
}

/** A download whose bytes have not been read yet. */
export interface Download {
  /** The bytes, read as they arrive: nothing is held beyond the chunk being handed over. */
  body: ReadableStream<Uint8Array>;
  /** `Content-Length`, when the server sent it. */
  size: number | undefined;
  /** `Content-Type`, when the server sent it. */
  contentType: string | undefined;
  /** The file name of `Content-Disposition`, when the server sent one. */
  fileName: string | undefined;
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // Not percent-encoded after all: try the plain parameter.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() || undefined;
}

/**
 * GETs `url` through the platform's wired fetch as a file transfer: the attempt's time limit covers the
 * headers only, then the 2xx body comes back unread and is handed over as a stream that counts its
 * bytes (`onProgress`), fails with `TimeoutError` when no byte arrives for `idleTimeoutMs` while it is
 * read, with `ResponseBodyError` when it ends short of `Content-Length`, and with `AbortedError` at
 * once when `signal` fires (the connection is released). Cancelling the stream releases it too.
 */
export async function fetchDownload(
  wiring: ClientWiring,
  url: URL,
  options: DownloadOptions = {},
): Promise<Download> {
  const { onProgress } = options;
  const idleMs = options.idleTimeoutMs ?? 60_000;
  const where = { api: wiring.api, method: "GET", url: errorUrl(url) };
  const dog = watchdog(wiring.clock, options.signal, idleMs);
  let response: Response;
  try {
    const init = {
      method: "GET",
      headers: { accept: "*/*", ...options.headers },
      signal: dog.signal,
      retry: options.retry,
      [TRANSFER]: { unreadBody: true },
    };
    response = await wiring.fetch(url.href, init as RequestInit);
  } catch (error) {
    dog.dispose();
    if (options.signal?.aborted) throw AbortedError.from(options.signal);
    throw error;
  }
  if (!response.ok || !response.body) {
    dog.dispose();
    if (response.ok) {
      options.onSettled?.(0);
      return {
        body: new ReadableStream({ start: (c) => c.close() }),
        size: 0,
        contentType: undefined,
        fileName: undefined,
      };
    }
    throw errorFromResponse(response, await readErrorBody(response), where);
  }
  const length = response.headers.get("content-length");
  const size = length !== null && /^\d+$/.test(length) ? Number(length) : undefined;
  const reader = response.body.getReader();
  let received = 0;
  let ended = false;
  let out!: ReadableStreamDefaultController<Uint8Array>;
  const end = (error?: unknown) => {
    if (ended) return;
    ended = true;
    dog.dispose();
    options.onSettled?.(received, error);
    if (error === undefined) return out.close();
    out.error(error);
    reader.cancel(error).catch(() => {});
  };
  const failure = (cause: unknown) =>
    options.signal?.aborted
      ? AbortedError.from(options.signal)
      : dog.stalled
        ? new TimeoutError({
            ...where,
            message: `The download from ${where.url} stalled: no byte for ${idleMs} ms.`,
            cause,
          })
        : new ResponseBodyError({
            ...where,
            status: response.status,
            message: `The download from ${where.url} broke after ${received} bytes${size === undefined ? "" : ` of ${size}`}.`,
            cause,
          });
  // The caller's abort (or a stall) ends the stream at once, even while a read is pending.
  dog.signal.addEventListener("abort", () => end(failure(dog.signal.reason)), { once: true });
  report(onProgress, { phase: "download", bytes: 0, total: size });
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out = controller;
      },
      async pull(controller) {
        dog.kick();
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (cause) {
          return end(failure(cause));
        }
        dog.idle();
        if (ended) return;
        if (chunk.done) {
          if (size !== undefined && received !== size) return end(failure(new Error("the body ended early")));
          return end();
        }
        received += chunk.value.byteLength;
        controller.enqueue(chunk.value);
        report(onProgress, { phase: "download", bytes: received, total: size });
      },
      cancel(reason) {
        if (!ended) options.onSettled?.(received, reason);
        ended = true;
        dog.dispose();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return {
    body,
    size,
    contentType: response.headers.get("content-type") ?? undefined,
    fileName: fileNameOf(response.headers.get("content-disposition")),
  };
}
