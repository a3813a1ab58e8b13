import type { ClientWiring } from "../clients/types.js";
import { AbortedError, TimeoutError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import { type CallOptions, TRANSFER, type TransferMode } from "../pipeline/call.js";
import { errorUrl } from "../safety/redact.js";
import { type OnTransferProgress, report } from "./progress.js";
import type { UploadBody } from "./sources.js";
import { type Watchdog, watchdog } from "./watchdog.js";

/** What bounds an upload, who hears its progress, and what it sends besides the bytes. */
export interface PutOptions {
  signal?: AbortSignal | undefined;
  onProgress?: OnTransferProgress | undefined;
  /** Fail when no byte moves (and no answer comes) for this long; default 60 000 ms. */
  idleTimeoutMs?: number | undefined;
  contentType?: string | undefined;
  /**
   * Stream the bytes (counting them for `onProgress`) rather than handing a Blob or byte array to the
   * runtime whole (default false: a browser streams a request over HTTP/2 only, so it gets the Blob,
   * and hears the upload's progress when it is done). `@reportkit/sdk/node`'s `importFile` streams.
   */
  streamUpload?: boolean | undefined;
  /** Headers of the call, sent besides the client's own. */
  headers?: Record<string, string> | undefined;
  /** Retry settings of its request over the client's. */
  retry?: CallOptions["retry"] | undefined;
}

/** Counts the bytes `source` hands to the network, keeps the watchdog fed, pulls nothing ahead. */
function counted(
  source: ReadableStream<Uint8Array>,
  dog: Watchdog,
  onBytes: (sent: number) => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        dog.kick();
        const { done, value } = await reader.read();
        dog.kick(); // now waiting on the network (or, after the last byte, on the answer)
        if (done) return controller.close();
        sent += value.byteLength;
        onBytes(sent);
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/**
 * PUTs `body` to `url` through the platform's wired fetch (token, version, logging, redaction) as a
 * file transfer: no per-attempt time limit (a stall of `idleTimeoutMs` ends it instead), the bytes
 * streamed and counted. A replayable body is reopened for each attempt, so the pipeline's retries and
 * its refresh after a 401 apply; a one-shot stream is never resent. Rejects with the typed error of a
 * non-2xx answer, `TimeoutError` on a stall, `AbortedError` at once when `signal` fires.
 */
export async function putBytes(
  wiring: ClientWiring,
  url: URL,
  body: UploadBody,
  options: PutOptions = {},
): Promise<void> {
  const { onProgress } = options;
  const total = body.size;
  const idleMs = options.idleTimeoutMs ?? 60_000;
  const dog = watchdog(wiring.clock, options.signal, idleMs);
  const native = body.native && !options.streamUpload ? body.native : undefined;
  const open = () =>
    counted(body.open(), dog, (bytes) => report(onProgress, { phase: "upload", bytes, total }));
  // A replayable body is reopened by each attempt; a one-shot stream is sent as it is, once.
  const sent = (native as BodyInit | undefined) ?? (body.replayable ? undefined : open());
  const transfer: TransferMode = { untimed: true, ...(sent === undefined ? { reopen: open } : {}) };
  const headers: Record<string, string> = {
    ...options.headers,
    "content-type": options.contentType ?? body.contentType ?? "application/octet-stream",
  };
  if (total !== undefined) headers["content-length"] = String(total);
  report(onProgress, { phase: "upload", bytes: 0, total });
  // A native body moves out of sight: only the caller's signal bounds it.
  if (!native) dog.kick();
  try {
    // redirect "error": a fetch that may follow redirects tees a stream body, holding every byte sent.
    const init = {
      method: "PUT",
      headers,
      body: sent,
      redirect: "error",
      signal: dog.signal,
      retry: options.retry,
      [TRANSFER]: transfer,
    };
    const response = await wiring.fetch(url.href, init as RequestInit);
    const where = { api: wiring.api, method: "PUT", url: errorUrl(url) };
    if (!response.ok) throw errorFromResponse(response, await readErrorBody(response), where);
    if (native) report(onProgress, { phase: "upload", bytes: total ?? 0, total });
  } catch (error) {
    if (options.signal?.aborted) throw AbortedError.from(options.signal);
    if (dog.stalled) {
      throw new TimeoutError({
        message: `The upload to ${errorUrl(url)} stalled: no progress for ${idleMs} ms.`,
        api: wiring.api,
        method: "PUT",
        url: errorUrl(url),
        cause: error,
      });
    }
    throw error;
  } finally {
    dog.dispose();
  }
}
