import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import {
  AbortedError,
  AuthenticationError,
  ForeignOriginError,
  importFile,
  ServerError,
  type TransferProgress,
} from "../../src/index.js";
import { PLATFORM_URL } from "../support/fake-service.js";
import { platformFake, reportkitOver, STORAGE, textStream } from "./platform-fake.js";

const CSV = "region,revenue\nNorth,1250.5\n";

describe("importFile", () => {
  it("starts the import, streams the bytes to uploadUrl with the token, waits and resolves with the file", async () => {
    const fake = platformFake();
    const rk = reportkitOver(fake.recorder.fetch);
    const progress: TransferProgress[] = [];

    const imported = await importFile(rk, new Blob([CSV], { type: "text/csv" }), {
      fileName: "q3.csv",
      kind: "Spreadsheet",
      onProgress: (p) => progress.push(p),
    });

    expect(imported.files).toEqual([{ id: "file-9", container: null, kind: "Spreadsheet" }]);
    expect(imported.operation.status).toBe("completed");
    const [, start, put] = fake.requests;
    expect(start?.json).toEqual({ fileName: "q3.csv", kind: "Spreadsheet" });
    expect(put?.method).toBe("PUT");
    expect(put?.url.href).toBe(`${PLATFORM_URL}/uploads/u-1`);
    expect(put?.body).toBe(CSV);
    expect(put?.headers.get("authorization")).toBe("Bearer tok-1");
    expect(put?.headers.get("x-version")).toBe("2026-01-01");
    expect(put?.headers.get("content-type")).toBe("text/csv");
    expect(put?.headers.get("content-length")).toBe(String(CSV.length));
    const uploads = progress.filter((p) => p.phase === "upload");
    expect(uploads[0]).toEqual({ phase: "upload", bytes: 0, total: CSV.length });
    expect(uploads.at(-1)).toEqual({ phase: "upload", bytes: CSV.length, total: CSV.length });
    expect(progress.at(-1)).toMatchObject({ phase: "operation", operation: { status: "completed" } });
  });

  it("never sends the bytes or the token to an uploadUrl on a foreign origin", async () => {
    const fake = platformFake({}, "https://evil.example/steal");
    const rk = reportkitOver(fake.recorder.fetch);

    const error = await importFile(rk, new Uint8Array([1, 2, 3]), {
      fileName: "a.bin",
      kind: "Document",
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ForeignOriginError);
    expect((error as ForeignOriginError).origin).toBe("https://evil.example");
    expect(String(error)).not.toContain("tok-1");
    expect(fake.requests.map((r) => `${r.method} ${r.url.origin}`)).toEqual([
      "POST https://auth.example.test",
      `POST ${PLATFORM_URL}`,
    ]);
    expect(fake.requests.some((r) => r.url.origin === "https://evil.example")).toBe(false);
  });

  it("sends to another origin only when allowedOrigins lists it", async () => {
    const fake = platformFake({}, `${STORAGE}/bucket/u-1`);
    const rk = reportkitOver(fake.recorder.fetch);

    await importFile(rk, new Uint8Array([1, 2, 3]), {
      fileName: "a.bin",
      kind: "Document",
      allowedOrigins: [STORAGE],
    });

    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.url.origin).toBe(STORAGE);
    expect(put?.headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("resends a replayable source (bytes, Blob) after a 503, reopening it: the progress starts over", async () => {
    const fake = platformFake({
      "PUT /uploads/u-1": [
        () => jsonResponse({ code: "service_unavailable", message: "busy" }, 503),
        () => new Response(null, { status: 204 }),
      ],
    });
    const rk = reportkitOver(fake.recorder.fetch);
    const bytes: number[] = [];

    await importFile(rk, new TextEncoder().encode(CSV), {
      fileName: "q3.csv",
      kind: "Spreadsheet",
      streamUpload: true,
      onProgress: (p) => p.phase === "upload" && bytes.push(p.bytes),
    });

    const puts = fake.requests.filter((r) => r.method === "PUT");
    expect(puts.map((p) => p.body)).toEqual([CSV, CSV]);
    expect(bytes.filter((b) => b === CSV.length)).toHaveLength(2);
  });

  it("never resends a one-shot stream: a 503 on its upload is the caller's", async () => {
    const fake = platformFake({
      "PUT /uploads/u-1": () => jsonResponse({ code: "service_unavailable", message: "busy" }, 503),
    });
    const rk = reportkitOver(fake.recorder.fetch);

    const error = await importFile(rk, textStream(CSV), { fileName: "q3.csv", kind: "Spreadsheet" }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ServerError);
    expect(fake.requests.filter((r) => r.method === "PUT").map((p) => p.body)).toEqual([CSV]);
  });

  it("answers a 401 on a one-shot upload without resending it, and drops the refused token", async () => {
    const fake = platformFake({
      "PUT /uploads/u-1": () => jsonResponse({ code: "unauthorized", message: "expired" }, 401),
    });
    const rk = reportkitOver(fake.recorder.fetch);

    const error = await importFile(rk, textStream(CSV), { fileName: "q3.csv", kind: "Spreadsheet" }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(AuthenticationError);
    expect(fake.requests.filter((r) => r.method === "PUT")).toHaveLength(1);
    expect(await rk.tokens.getToken()).toBe("tok-2");
  });

  it("sends uploads with redirect: error (a fetch that may follow redirects keeps a copy of a stream body)", async () => {
    const inits: RequestInit[] = [];
    const fake = platformFake();
    const rk = reportkitOver(async (input, init) => {
      inits.push(init ?? {});
      return fake.recorder.fetch(input, init);
    });

    await importFile(rk, new Uint8Array([1]), { fileName: "a.bin", kind: "Document", streamUpload: true });

    const put = inits.find((init) => init.method === "PUT");
    expect(put?.redirect).toBe("error");
    expect(put?.body).toBeInstanceOf(ReadableStream);
  });

  it("sends a Blob natively by default (a browser streams requests over HTTP/2 only), reporting its progress once done", async () => {
    const fake = platformFake();
    const rk = reportkitOver(fake.recorder.fetch);
    const progress: number[] = [];

    await importFile(rk, new Blob([CSV]), {
      fileName: "q3.csv",
      kind: "Spreadsheet",
      onProgress: (p) => p.phase === "upload" && progress.push(p.bytes),
    });

    expect(progress).toEqual([0, CSV.length]);
    expect(fake.requests.find((r) => r.method === "PUT")?.body).toBe(CSV);
  });

  it("rejects with AbortedError at once when aborted during the upload", async () => {
    const controller = new AbortController();
    const stalled = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(8));
      },
      pull: () => new Promise(() => {}),
    });
    let putStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      putStarted = resolve;
    });
    const fake = platformFake({
      "PUT /uploads/u-1": () => {
        throw new Error("the body never ends: recordFetch would not get here");
      },
    });
    const rk = reportkitOver(async (input, init) => {
      if (init?.method === "PUT") {
        putStarted();
        // A network that reads the body until the caller gives up.
        return new Promise<Response>((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        });
      }
      return fake.recorder.fetch(input, init);
    });

    const pending = importFile(rk, stalled, {
      fileName: "a.bin",
      kind: "Document",
      signal: controller.signal,
    });
    await started;
    controller.abort();

    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });
});
