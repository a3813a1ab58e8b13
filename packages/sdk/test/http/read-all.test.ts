import { expect, it } from "vitest";
import { readAll, utf8 } from "../../src/http/read-all.js";

/** A response whose body arrives as these chunks, then ends (or fails with `error`). */
function chunked(chunks: string[], error?: Error): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (error) controller.error(error);
      else controller.close();
    },
  });
  return new Response(body);
}

it("joins a body that arrives in many chunks, in order", async () => {
  const bytes = await readAll(chunked(['{"items":', "[1,2,", "3]", "}"]));
  expect(utf8(bytes)).toBe('{"items":[1,2,3]}');
  expect(bytes.byteLength).toBe(17);
});

it("returns a body of one chunk as it is", async () => {
  expect(utf8(await readAll(chunked(["ok"])))).toBe("ok");
});

it("reads no body, and an empty one, as zero bytes", async () => {
  expect((await readAll(new Response(null, { status: 204 }))).byteLength).toBe(0);
  expect((await readAll(chunked([]))).byteLength).toBe(0);
});

it("uses the body up, as Response.text() does", async () => {
  const response = chunked(["x"]);
  await readAll(response);
  expect(response.bodyUsed).toBe(true);
  await expect(response.text()).rejects.toThrow(TypeError);
});

it("rejects with the stream's own error when the body fails part-way", async () => {
  const cut = new TypeError("terminated");
  await expect(readAll(chunked(['{"id":'], cut))).rejects.toBe(cut);
});

it("decodes as Response.text() does: a leading BOM dropped, bad bytes replaced", async () => {
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xff, 0x69]);
  expect(utf8(bytes)).toBe(await new Response(bytes).text());
  expect(utf8(bytes)).toBe("h\uFFFDi");
});
