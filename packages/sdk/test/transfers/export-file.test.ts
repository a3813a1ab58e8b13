import { jsonResponse } from "@reportkit/testkit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../src/advanced.js";
import {
  AbortedError,
  exportFile,
  ForeignOriginError,
  NotFoundError,
  ResponseBodyError,
  TimeoutError,
  type TransferProgress,
} from "../../src/index.js";
import { PLATFORM_URL } from "../support/fake-service.js";
import { platformFake, reportkitOver, STORAGE } from "./platform-fake.js";

const options = { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } } as const;
const completedAt = (resourceUrl: string) => () =>
  jsonResponse({ id: "op-1", status: "completed", resourceUrl });

/** A download whose body gives `first` and then nothing more until it is cancelled. */
function stalledDownload(first: string, length: number): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    pull: () => new Promise(() => {}),
  });
  return new Response(body, { headers: { "Content-Length": String(length) } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("exportFile", () => {
  it("starts the export, waits, and hands over resourceUrl's bytes as a stream with progress", async () => {
    const fake = platformFake();
    const rk = reportkitOver(fake.recorder.fetch);
    const progress: TransferProgress[] = [];

    const exported = await exportFile(rk, "file-1", { ...options, onProgress: (p) => progress.push(p) });

    expect(exported).toMatchObject({ size: 8, contentType: "text/csv", fileName: "q3 figures.csv" });
    expect(exported.operation.status).toBe("completed");
    expect(progress.map((p) => p.phase)).toEqual(["operation", "download"]);
    expect(await new Response(exported.body).text()).toBe("a,b\n1,2\n");
    expect(progress.at(-1)).toEqual({ phase: "download", bytes: 8, total: 8 });
    const [, start, , download] = fake.requests;
    expect(start?.json).toEqual(options);
    expect(download?.url.href).toBe(`${PLATFORM_URL}/downloads/d-1`);
    expect(download?.headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("never follows a resourceUrl on a foreign origin with the token; an allowed one is followed", async () => {
    const foreign = platformFake({ "GET /operations/op-1": completedAt("https://evil.example/d-1") });
    const error = await exportFile(reportkitOver(foreign.recorder.fetch), "file-1", options).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ForeignOriginError);
    expect(foreign.requests.some((r) => r.url.origin === "https://evil.example")).toBe(false);

    const allowed = platformFake({
      "GET /operations/op-1": completedAt(`${STORAGE}/d-1`),
      [`GET ${STORAGE}/d-1`]: () => new Response("ok"),
    });
    const exported = await exportFile(reportkitOver(allowed.recorder.fetch), "file-1", {
      ...options,
      allowedOrigins: [`${STORAGE}/ignored/path`],
    });
    expect(await new Response(exported.body).text()).toBe("ok");
    expect(allowed.requests.at(-1)?.headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("throws the typed error of a download that is refused", async () => {
    const fake = platformFake({
      "GET /downloads/d-1": () => jsonResponse({ code: "not_found", message: "gone" }, 404),
    });
    await expect(exportFile(reportkitOver(fake.recorder.fetch), "file-1", options)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("fails the stream with ResponseBodyError when it ends short of Content-Length", async () => {
    const fake = platformFake({
      "GET /downloads/d-1": () =>
        new Response(
          new ReadableStream({
            start(c) {
              c.enqueue(new TextEncoder().encode("a,b"));
              c.close();
            },
          }),
          { headers: { "Content-Length": "8" } },
        ),
    });
    const exported = await exportFile(reportkitOver(fake.recorder.fetch), "file-1", options);
    await expect(new Response(exported.body).text()).rejects.toBeInstanceOf(ResponseBodyError);
  });

  it("errors a pending read with AbortedError at once when the signal fires", async () => {
    const controller = new AbortController();
    const fake = platformFake({ "GET /downloads/d-1": () => stalledDownload("a,b", 100) });
    const exported = await exportFile(reportkitOver(fake.recorder.fetch), "file-1", {
      ...options,
      signal: controller.signal,
    });
    const reader = exported.body.getReader();
    expect((await reader.read()).value?.byteLength).toBe(3);
    const pending = reader.read();

    controller.abort();

    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });

  it("fails a download that stalls for idleTimeoutMs with TimeoutError, while reading it is not timed whole", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
    const fake = platformFake({ "GET /downloads/d-1": () => stalledDownload("a,b", 100) });
    // The system clock runs on vitest's fake timers here; the attempt's own limit (1 s) covers the headers only.
    const rk = reportkitOver(fake.recorder.fetch, systemClock);
    const pending = exportFile(rk, "file-1", { ...options, idleTimeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000); // the 202's Retry-After, then the poll
    const exported = await pending;
    const reader = exported.body.getReader();
    await reader.read();
    const stalled = reader.read().then(
      () => "read",
      (e: unknown) => e,
    );

    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void stalled.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await stalled).toBeInstanceOf(TimeoutError);
  });
});
