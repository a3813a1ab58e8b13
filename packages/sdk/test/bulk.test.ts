import { instantClock, jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { runPool } from "../src/advanced.js";
import {
  AbortedError,
  ConcurrencyLimitError,
  type CopyOutcome,
  copyFiles,
  inBatches,
  NotFoundError,
  RateLimitError,
} from "../src/index.js";
import { PLATFORM_URL } from "./support/fake-service.js";
import { platformFake, reportkitOver } from "./transfers/platform-fake.js";

const refused = (retryAfter = "7") =>
  jsonResponse({ code: "concurrent_operations_exceeded", message: "3 running", version: "2026-01-01" }, 429, {
    "Retry-After": retryAfter,
  });

/** A platform that copies files: `op-<fileId>` completes at once and lists `copy-of-<fileId>`. */
function copying(answer?: (fileId: string, attempt: number) => Response | undefined) {
  const attempts = new Map<string, number>();
  const bodies: unknown[] = [];
  let running = 0;
  let most = 0;
  const tokens = platformFake().recorder.fetch;
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const copy = /^\/files\/([^/]+)\/copy$/.exec(url.pathname);
    if (copy && init?.method === "POST") {
      const fileId = copy[1]!;
      const attempt = (attempts.get(fileId) ?? 0) + 1;
      attempts.set(fileId, attempt);
      bodies.push(JSON.parse(String(init.body)));
      const custom = answer?.(fileId, attempt);
      if (custom) return custom;
      running++;
      most = Math.max(most, running);
      return jsonResponse(undefined, 202, {
        Location: `${PLATFORM_URL}/operations/op-${fileId}`,
        "Retry-After": "1",
      });
    }
    const op = /^\/operations\/op-([^/]+)(\/copyFileResults)?$/.exec(url.pathname);
    if (op?.[2])
      return jsonResponse({ data: [{ id: `copy-of-${op[1]}`, container: "f-1", kind: "Document" }] });
    if (op) {
      running--;
      return jsonResponse({ id: `op-${op[1]}`, status: "completed" });
    }
    return tokens(input, init);
  };
  return { fetch, bodies, attempts, most: () => most };
}

describe("copyFiles", () => {
  it("copies every file with at most `concurrency` running, one outcome per file in order", async () => {
    const platform = copying((fileId) =>
      fileId === "missing" ? jsonResponse({ code: "not_found", message: "no such file" }, 404) : undefined,
    );
    const rk = reportkitOver(platform.fetch);
    const settled: string[] = [];

    const outcomes = await copyFiles(rk, ["a", "b", "missing", { fileId: "c", destinationName: "C" }, "d"], {
      concurrency: 2,
      defaults: { destinationContainer: "f-1" },
      onCopied: (o, n, total) => settled.push(`${o.fileId}:${o.ok}:${n}/${total}`),
    });

    expect(outcomes.map((o) => [o.fileId, o.ok])).toEqual([
      ["a", true],
      ["b", true],
      ["missing", false],
      ["c", true],
      ["d", true],
    ]);
    const [first] = outcomes as Extract<CopyOutcome, { ok: true }>[];
    expect(first?.files).toEqual([{ id: "copy-of-a", container: "f-1", kind: "Document" }]);
    expect((outcomes[2] as Extract<CopyOutcome, { ok: false }>).error).toBeInstanceOf(NotFoundError);
    expect(platform.most()).toBeLessThanOrEqual(2);
    expect(settled).toHaveLength(5);
    const { bodies } = platform;
    expect(bodies).toContainEqual({ destinationContainer: "f-1", destinationName: "C" });
    expect(bodies).toContainEqual({ destinationContainer: "f-1" });
  });

  it("rides out concurrent_operations_exceeded with its Retry-After, beyond the transport's own retries", async () => {
    // Refused 6 times: the transport retries 3 times, then copyFiles waits and starts it again.
    const platform = copying((_fileId, attempt) => (attempt <= 6 ? refused() : undefined));
    const clock = instantClock();
    const rk = reportkitOver(platform.fetch, clock);
    const refusals: number[] = [];

    const [outcome] = await copyFiles(rk, ["a"], { onRefusal: (_, __, waitMs) => refusals.push(waitMs) });

    expect(outcome?.ok).toBe(true);
    expect(platform.attempts.get("a")).toBe(7);
    expect(refusals).toEqual([7_000]);
    expect(clock.slept.filter((ms) => ms === 7_000).length).toBeGreaterThanOrEqual(6);
  });

  it("gives up on a file after maxRefusals and reports its ConcurrencyLimitError", async () => {
    const platform = copying(() => refused("1"));
    const rk = reportkitOver(platform.fetch);

    const [outcome] = await copyFiles(rk, ["a"], { maxRefusals: 2 });

    expect(outcome?.ok).toBe(false);
    expect((outcome as Extract<CopyOutcome, { ok: false }>).error).toBeInstanceOf(ConcurrencyLimitError);
    expect(platform.attempts.get("a")).toBe(12); // (1 + 3 transport retries) x (1 + 2 refusals)
  });

  it("stops starting copies once aborted: the rest end with AbortedError", async () => {
    const controller = new AbortController();
    const platform = copying();
    const rk = reportkitOver(platform.fetch);

    const outcomes = await copyFiles(rk, ["a", "b", "c"], {
      concurrency: 1,
      signal: controller.signal,
      onCopied: () => controller.abort(),
    });

    expect(outcomes.map((o) => o.ok)).toEqual([true, false, false]);
    expect((outcomes[2] as Extract<CopyOutcome, { ok: false }>).error).toBeInstanceOf(AbortedError);
  });
});

describe("inBatches", () => {
  it("sends ids in batches of 250, a few at a time, riding out refusals, one outcome per batch", async () => {
    const ids = Array.from({ length: 620 }, (_, i) => `id-${i}`);
    const clock = instantClock();
    let calls = 0;
    let running = 0;
    let most = 0;
    const outcomes = await inBatches(
      ids,
      async (batch) => {
        const call = ++calls;
        running++;
        most = Math.max(most, running);
        await Promise.resolve();
        running--;
        if (call === 1) throw new RateLimitError({ message: "slow down", status: 429, retryAfter: 2 });
        if (batch[0] === "id-500") throw new NotFoundError({ message: "no such ids", status: 404 });
        return batch.length;
      },
      { concurrency: 2, clock },
    );

    expect(outcomes.map((o) => o.ids.length)).toEqual([250, 250, 120]);
    expect(outcomes.map((o) => (o.ok ? o.value : o.error instanceof NotFoundError))).toEqual([
      250,
      250,
      true,
    ]);
    expect(clock.slept).toEqual([2_000]);
    expect(most).toBeLessThanOrEqual(2);
  });

  it("refuses a batch size over 250", async () => {
    await expect(inBatches(["a"], async () => 1, { size: 251 })).rejects.toThrow(RangeError);
  });
});

describe("runPool", () => {
  it("never runs more than `concurrency` at once and keeps the input order", async () => {
    let running = 0;
    let most = 0;
    const outcomes = await runPool([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      for (let i = 0; i < n; i++) await Promise.resolve();
      running--;
      return n * 10;
    });
    expect(outcomes.map((o) => (o.ok ? o.value : 0))).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
    await expect(runPool([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
