import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import type { HasPrep } from "../../src/index.js";
import { AbortedError, importIntoTable, OperationFailedError, waitForPrepFile } from "../../src/index.js";

const PREP = "https://prep.test";
const TABLE = "d8205bca61a04d77ba769ab98c31ee77";

/** A clock whose sleeps return at once and move time on: no wall time is spent. */
function virtualClock() {
  let now = Date.parse("2026-01-12T09:30:00Z");
  return {
    now: () => now,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason;
      now += ms;
    },
  };
}

function setup() {
  const recorder = recordFetch(() => {
    throw new Error("unexpected request");
  });
  const clock = virtualClock();
  const rk = {
    prep: { wiring: { api: "prep", baseUrl: PREP, fetch: recorder.fetch, clock } },
  } as unknown as HasPrep;
  return { recorder, rk, clock };
}

const file = (status: string, extra: Record<string, unknown> = {}) =>
  jsonResponse({ code: 200, body: { id: "file-81b0", tableId: TABLE, status, numErrors: 0, ...extra } });

describe("importIntoTable: an import followed until its file settles", () => {
  it("starts the import, then reads the file until IMPORTED, reporting every status", async () => {
    const { recorder, rk } = setup();
    recorder.reply(file("STAGED"), file("STAGED"), file("IMPORTING"), file("IMPORTED", { numRecords: 1200 }));
    const seen: string[] = [];
    const done = await importIntoTable(
      rk,
      TABLE,
      { fileId: "file-81b0", delimiter: "," },
      {
        onProgress: (f) => seen.push(String(f.status)),
      },
    );
    expect(done).toMatchObject({ id: "file-81b0", status: "IMPORTED", numRecords: 1200 });
    expect(seen).toEqual(["STAGED", "STAGED", "IMPORTING", "IMPORTED"]);
    const [start, ...polls] = recorder.requests;
    expect(`${start!.method} ${start!.url.href}`).toBe(`POST ${PREP}/api/v1/table/${TABLE}/import`);
    expect(start!.json).toEqual({ fileId: "file-81b0", delimiter: "," });
    expect(polls.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(
      Array(3).fill("GET /api/v1/file/file-81b0"),
    );
  });

  it("rejects with OperationFailedError carrying the record when the file ends in ERROR", async () => {
    const { recorder, rk } = setup();
    recorder.reply(file("IMPORTING"), file("ERROR", { numErrors: 3 }));
    const error = await waitForPrepFile(rk, "file-81b0").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    expect((error as OperationFailedError).operation).toMatchObject({ status: "ERROR", numErrors: 3 });
  });

  it("resumes from the file id alone, polling at once, then at least a second apart", async () => {
    const { recorder, rk, clock } = setup();
    recorder.reply(file("IMPORTING"), file("IMPORTING"), file("IMPORTED"));
    const done = await waitForPrepFile(rk, "file-81b0", { minIntervalMs: 1_000 });
    expect(done.status).toBe("IMPORTED");
    expect(recorder.requests).toHaveLength(3);
    expect(clock.now() - Date.parse("2026-01-12T09:30:00Z")).toBeGreaterThanOrEqual(2_000);
  });

  it("stops at once with AbortedError when the signal fires", async () => {
    const { recorder, rk } = setup();
    const controller = new AbortController();
    recorder.reply(file("STAGED"));
    const waiting = waitForPrepFile(rk, "file-81b0", {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
  });
});
