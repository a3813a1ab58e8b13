import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INLINE_BLOB_BYTES } from "../src/state/blob-files.js";
import { harness } from "./helpers.js";

/** `size` bytes in 64 KiB chunks, streamed (never one buffer). */
function body(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(65536, size - sent)).fill(sent & 255);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe("large uploads and their export", () => {
  it("keeps an upload over 1 MiB in a temporary file and streams it back unchanged from the export", async () => {
    const h = harness({ operationDurationMs: 1000 });
    const platform = h.sandbox.urls.platform;
    const size = 3 * INLINE_BLOB_BYTES + 123;
    const accepted = await h.call("POST", `${platform}/files/import`, {
      body: { fileName: "ledger.bin", kind: "SupportingDocument" },
    });
    const put = await h.sandbox.fetch(
      accepted.body.uploadUrl as string,
      {
        method: "PUT",
        headers: { authorization: `Bearer ${await h.token()}`, "content-type": "application/octet-stream" },
        body: body(size),
        duplex: "half",
      } as RequestInit,
    );
    expect(put.status).toBe(204);
    const blob = Object.values(h.sandbox.state.blobs).find((b) => b.fileName === "ledger.bin");
    expect(blob).toMatchObject({ base64: "", size });
    expect(existsSync(blob!.file!)).toBe(true);

    h.advance(1000);
    const location = accepted.headers.get("location")!;
    const [file] = (await h.call<{ data: { id: string }[] }>("GET", `${location}/importFileResults`)).body
      .data;
    const exported = await h.call("POST", `${platform}/files/${file!.id}/export`, {
      body: { kind: "SupportingDocument" },
    });
    h.advance(1000);
    const operation = await h.call("GET", exported.headers.get("location")!);
    const download = await h.sandbox.fetch(operation.body.resourceUrl as string, {
      headers: { authorization: `Bearer ${await h.token()}` },
    });
    expect(download.headers.get("content-length")).toBe(String(size));
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="ledger.bin"');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.byteLength).toBe(size);
    expect([bytes[0], bytes[65536], bytes[size - 1]]).toEqual([0, 65536 & 255, (size - 123) & 255]);
  });

  it("exports a CSV over 1 MiB imported as a spreadsheet as csv with its rows (issue 33: not an empty zip)", async () => {
    const h = harness({ operationDurationMs: 1000 });
    const platform = h.sandbox.urls.platform;
    const row = "North,1250.5,Q1\n";
    const text = `Region,Amount,Quarter\n${row.repeat(Math.ceil((INLINE_BLOB_BYTES + 1000) / row.length))}`;
    const accepted = await h.call("POST", `${platform}/files/import`, {
      body: { fileName: "ledger.csv", kind: "Spreadsheet" },
    });
    const put = await h.sandbox.fetch(accepted.body.uploadUrl as string, {
      method: "PUT",
      headers: { authorization: `Bearer ${await h.token()}`, "content-type": "text/csv" },
      body: text,
    });
    expect(put.status).toBe(204);
    h.advance(1000);
    const location = accepted.headers.get("location")!;
    const [file] = (await h.call<{ data: { id: string }[] }>("GET", `${location}/importFileResults`)).body
      .data;
    const exported = await h.call("POST", `${platform}/files/${file!.id}/export`, {
      body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } },
    });
    expect(exported.status).toBe(202);
    h.advance(1000);
    const operation = await h.call("GET", exported.headers.get("location")!);
    const download = await h.sandbox.fetch(operation.body.resourceUrl as string, {
      headers: { authorization: `Bearer ${await h.token()}` },
    });
    expect(download.headers.get("content-type")).toMatch(/^text\/csv/);
    const back = await download.text();
    expect(back.length).toBe(text.length);
    expect(back.split("\n").slice(0, 2)).toEqual(["Region,Amount,Quarter", "North,1250.5,Q1"]);
  });

  it("refuses bytes for an import nobody waits on before reading them", async () => {
    const h = harness();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(65536));
      },
    });
    const res = await h.sandbox.fetch(`${h.sandbox.urls.platform}/__sandbox/uploads/nobody`, {
      method: "PUT",
      headers: { authorization: `Bearer ${await h.token()}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(404);
    expect(pulled).toBeLessThan(4);
  });
});
