/**
 * Bytes an upload can open, whatever the caller gave: `@reportkit/sdk/node` makes these from file
 * paths and Node streams; the core makes them from Blobs, byte arrays and web streams.
 */
export interface UploadBody {
  /** Opens the bytes from the start. Called once per attempt when `replayable`, else exactly once. */
  open(): ReadableStream<Uint8Array>;
  /** The number of bytes, when known (progress total and `Content-Length`). */
  size?: number | undefined;
  /** Whether `open` may be called again (a file, a Blob, bytes): then a failed upload can be resent. */
  replayable: boolean;
  /** The media type to send, when the source knows it (a File's `type`). */
  contentType?: string | undefined;
  /** The whole source as a body the runtime can send natively (a Blob, bytes), for runtimes that cannot stream requests. */
  native?: Blob | Uint8Array | undefined;
}

/**
 * What `importFile` uploads: a `Blob` or `File`, a byte array (`Uint8Array`, any view, an
 * `ArrayBuffer`), a web `ReadableStream` of bytes (sent once, never resent), or an {@link UploadBody}
 * (the Node entry point makes those from paths and Node streams). Nothing is read whole into memory.
 */
export type UploadSource = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | UploadBody;

/** Slices handed to the network when uploading a byte array (views, never copies). */
const CHUNK = 64 * 1024;

function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.byteLength) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + CHUNK));
        offset += CHUNK;
      },
    },
    { highWaterMark: 0 },
  );
}

const isUploadBody = (source: unknown): source is UploadBody =>
  typeof (source as Partial<UploadBody>).open === "function";

/** The {@link UploadBody} of any {@link UploadSource}; `size` is the caller's for a stream. */
export function uploadBody(source: UploadSource, size?: number): UploadBody {
  if (isUploadBody(source)) return source;
  if (typeof Blob !== "undefined" && source instanceof Blob) {
    return {
      open: () => source.stream() as ReadableStream<Uint8Array>,
      size: source.size,
      replayable: true,
      contentType: source.type || undefined,
      native: source,
    };
  }
  if (source instanceof ReadableStream) {
    let opened = false;
    return {
      open() {
        if (opened) throw new TypeError("A ReadableStream can be uploaded once only.");
        opened = true;
        return source;
      },
      size,
      replayable: false,
    };
  }
  const view = source as ArrayBuffer | ArrayBufferView;
  const bytes = ArrayBuffer.isView(view)
    ? new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
    : new Uint8Array(view);
  return { open: () => bytesStream(bytes), size: bytes.byteLength, replayable: true, native: bytes };
}
