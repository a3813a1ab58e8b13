import type { Readable } from "node:stream";

/** A Node stream as a web stream that pulls one chunk per read: nothing is read ahead. */
export function webStream(readable: Readable | AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const chunks = (readable as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === "string" ? new TextEncoder().encode(value) : value);
      },
      async cancel() {
        await chunks.return?.();
        (readable as Readable).destroy?.();
      },
    },
    { highWaterMark: 0 },
  );
}
