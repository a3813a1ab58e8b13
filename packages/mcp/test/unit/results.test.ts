import { ConnectionError, NotFoundError, RateLimitError } from "@reportkit/sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue.js";
import { chunkEnd, readChunk } from "../../src/results/chunks.js";
import { errorReport, errorResult, InvalidArgumentsError } from "../../src/results/errors.js";
import { finish } from "../../src/results/finish.js";
import { ResultStore } from "../../src/results/store.js";
import { loadSdk } from "../../src/sdk.js";
import { Scrubber } from "../../src/secrets.js";

// Error reports read the operation table and know the SDK's errors: a server loads both at its first call.
beforeAll(() => Promise.all([loadCatalogue(), loadSdk()]));

describe("long results", () => {
  const data = { data: Array.from({ length: 400 }, (_, i) => ({ id: `item-${i}`, name: "é😀".repeat(3) })) };

  it("a short result is sent whole, as text and as structured content", () => {
    const result = finish(
      { structured: { status: 200, data: { a: 1 } }, bulk: ["data"] },
      2_000,
      new ResultStore(),
    );
    expect(result).toEqual({
      content: [{ type: "text", text: '{"status":200,"data":{"a":1}}' }],
      structuredContent: { status: 200, data: { a: 1 } },
    });
  });

  it("a long one keeps its summary, leaves its bulk out, and read_result's chunks give back the whole text", () => {
    const store = new ResultStore();
    const structured = { status: 200, requestId: "r-1", data };
    const result = finish({ structured, bulk: ["data"] }, 3_000, store);
    const summary = result.structuredContent as {
      status: number;
      data?: unknown;
      truncated: {
        next: { arguments: { cursor: string } };
        shownChars: number;
        totalChars: number;
        omitted: string[];
      };
    };
    expect(summary).toMatchObject({ status: 200, requestId: "r-1", truncated: { omitted: ["data"] } });
    expect(summary.data).toBeUndefined();
    let text = (result.content as { text: string }[])[1]!.text;
    expect(text.length).toBeLessThanOrEqual(3_000);
    let cursor: string | undefined = summary.truncated.next.arguments.cursor;
    while (cursor) {
      const chunk = readChunk(store, cursor, 3_000)!;
      expect(chunk.offset).toBe(text.length);
      text += chunk.text;
      cursor = chunk.next?.arguments.cursor as string | undefined;
    }
    expect(JSON.parse(text)).toEqual(structured);
  });

  it("never cuts inside a surrogate pair", () => {
    const text = `ab${"😀".repeat(10)}`;
    for (let max = 1; max < text.length; max++) {
      const end = chunkEnd(text, 0, max);
      expect(text.slice(0, end)).toBe([...text.slice(0, end)].join(""));
      expect(text.charCodeAt(end - 1) >= 0xd800 && text.charCodeAt(end - 1) <= 0xdbff).toBe(false);
    }
  });

  it("the store forgets the least recently read past its limits, and expired results", () => {
    let now = 0;
    const store = new ResultStore({ maxEntries: 2, ttlMs: 1_000 }, () => now);
    const a = store.put("a");
    const b = store.put("b");
    store.get(a);
    store.put("c");
    expect(store.get(b)).toBeUndefined();
    expect(store.get(a)).toBe("a");
    now = 1_000;
    expect(store.get(a)).toBeUndefined();
    expect(readChunk(store, `${a}.0`, 10)).toBeUndefined();
    expect(readChunk(store, "not a cursor", 10)).toBeUndefined();
  });
});

describe("errors as tool errors", () => {
  it("carry the typed error's class, status, code, request id, retryAfter, and a hint", () => {
    const report = errorReport(
      new RateLimitError({
        message: "Too many",
        status: 429,
        code: "rate_limit_exceeded",
        requestId: "req-9",
        retryAfter: 12,
      }),
    );
    expect(report).toMatchObject({
      class: "RateLimitError",
      status: 429,
      code: "rate_limit_exceeded",
      requestId: "req-9",
      retryAfter: 12,
      mayHaveBeenApplied: false,
      hint: expect.stringContaining("retryAfter"),
    });
    const result = errorResult(report);
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]!.text).toMatch(
      /^RateLimitError \(429 rate_limit_exceeded\): Too many/,
    );
  });

  it("a write that may have been applied says so, with the operation to wait for", () => {
    const location = "https://api.example/operations/op-7";
    const report = errorReport(
      new ConnectionError({
        message: "reset",
        mayHaveBeenApplied: true,
        operationLocation: location,
        method: "POST",
      }),
    );
    expect(report).toMatchObject({
      mayHaveBeenApplied: true,
      operationLocation: location,
      operationId: "op-7",
    });
    expect(report.hint).toMatch(/wait_for_operation/);
    expect(errorReport(new ConnectionError({ message: "reset", mayHaveBeenApplied: true })).hint).toMatch(
      /do not send it again blindly/,
    );
  });

  it("any other failure keeps its name and message", () => {
    expect(errorReport(new NotFoundError({ message: "gone", status: 404 })).hint).toMatch(/identifiers/);
    expect(errorReport(new InvalidArgumentsError("t", ["arguments.x is required"]))).toMatchObject({
      class: "InvalidArguments",
      details: ["arguments.x is required"],
    });
    expect(errorReport(new TypeError("boom"))).toMatchObject({ class: "TypeError", message: "boom" });
  });
});

describe("the scrubber", () => {
  it("removes every form of the secrets and of the tokens the SDK sent, from texts and values", async () => {
    const scrubber = new Scrubber();
    scrubber.addSecret("client-secret+/=");
    const sent: RequestInit[] = [];
    const fetch = scrubber.recordingFetch(async (_url, init) => {
      sent.push(init ?? {});
      return new Response("{}");
    });
    await fetch("https://api.example/x", { headers: { authorization: "Bearer tok-123456" } });
    expect(sent).toHaveLength(1);
    const value = {
      text: "tok-123456 and client-secret+/=",
      [encodeURIComponent("client-secret+/=")]: "key",
    };
    expect(JSON.stringify(scrubber.value(value))).not.toMatch(/tok-123456|client-secret/);
    expect(scrubber.text("Bearer tok-123456")).toBe("Bearer [REDACTED]");
  });
});
