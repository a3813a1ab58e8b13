import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AbortedError, ResponseBodyError } from "../../src/index.js";
import { exportFileToPath, fileBody, importFile, writeToPath } from "../../src/node.js";
import { platformFake, reportkitOver } from "../transfers/platform-fake.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "reportkit-node-transfers-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const streamOf = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe("@reportkit/sdk/node transfers", () => {
  it("uploads a file path: named after it, typed by its extension, sized, reopened for a resend", async () => {
    const path = join(dir, "q3 figures.csv");
    await writeFile(path, "a,b\n1,2\n");
    const fake = platformFake({
      "PUT /uploads/u-1": [
        () => jsonResponse({ code: "service_unavailable", message: "busy" }, 503),
        () => new Response(null, { status: 204 }),
      ],
    });

    const imported = await importFile(reportkitOver(fake.recorder.fetch), path, { kind: "Spreadsheet" });

    expect(imported.files[0]?.id).toBe("file-9");
    expect(fake.requests[1]?.json).toEqual({ fileName: "q3 figures.csv", kind: "Spreadsheet" });
    const puts = fake.requests.filter((r) => r.method === "PUT");
    expect(puts.map((p) => p.body)).toEqual(["a,b\n1,2\n", "a,b\n1,2\n"]);
    expect(puts[0]?.headers.get("content-type")).toBe("text/csv");
    expect(puts[0]?.headers.get("content-length")).toBe("8");
    expect((await fileBody(path)).size).toBe(8);
  });

  it("streams bytes and Blobs by default, so their upload progress is reported as it goes", async () => {
    const fake = platformFake();
    const bodies: unknown[] = [];
    const rk = reportkitOver(async (input, init) => {
      if (init?.method === "PUT") bodies.push(init.body);
      return fake.recorder.fetch(input, init);
    });
    await importFile(rk, new Uint8Array([1, 2, 3]), { fileName: "a.bin", kind: "Document" });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toBeInstanceOf(ReadableStream);
  });

  it("uploads a Node stream once, and asks for a file name", async () => {
    const fake = platformFake();
    const rk = reportkitOver(fake.recorder.fetch);

    await importFile(rk, streamOf("a,", "b\n"), { fileName: "s.csv", kind: "Spreadsheet", size: 4 });

    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.body).toBe("a,b\n");
    expect(put?.headers.get("content-length")).toBe("4");
    await expect(importFile(rk, streamOf("x"), { kind: "Spreadsheet" })).rejects.toThrow(/needs a fileName/);
  });

  it("exports to a path: the whole file appears at once, under its final name", async () => {
    const fake = platformFake();
    const path = join(dir, "out.csv");

    const exported = await exportFileToPath(reportkitOver(fake.recorder.fetch), "file-1", path, {
      kind: "Spreadsheet",
      spreadsheetExport: { format: "csv" },
    });

    expect(exported).toMatchObject({ path, bytes: 8, size: 8, contentType: "text/csv" });
    expect(await readFile(path, "utf8")).toBe("a,b\n1,2\n");
    expect(await readdir(dir)).toEqual(["out.csv"]);
  });

  it("leaves nothing at the destination (and no temporary file) when the download breaks", async () => {
    const path = join(dir, "out.csv");
    await writeFile(path, "the previous version");
    const broken = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode("a,b"));
        c.close();
      },
    });
    const fake = platformFake({
      "GET /downloads/d-1": () => new Response(broken, { headers: { "Content-Length": "8" } }),
    });

    const error = await exportFileToPath(reportkitOver(fake.recorder.fetch), "file-1", path, {
      kind: "Spreadsheet",
      spreadsheetExport: { format: "csv" },
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseBodyError);
    expect(await readFile(path, "utf8")).toBe("the previous version");
    expect(await readdir(dir)).toEqual(["out.csv"]);
  });

  it("writeToPath: an abort mid-way rejects with AbortedError and removes the temporary file", async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(10));
      },
      pull: () => new Promise(() => {}),
    });
    const path = join(dir, "never.bin");
    const pending = writeToPath(body, path, controller.signal);
    controller.abort();

    await expect(pending).rejects.toBeInstanceOf(AbortedError);
    expect(await readdir(dir)).toEqual([]);
  });
});
