import { describe, expect, it } from "vitest";
import { type FetchPage, paginatePages } from "../src/advanced.js";
import { AbortedError, ApiError, type Page, ServerError } from "../src/index.js";

/** Pages "p0".."p{count-1}" of `size` items each; continuation is the page number; logs each fetch. */
function numberedPages(count: number, size = 2, log: string[] = []) {
  const calls: (number | undefined)[] = [];
  const fetchPage: FetchPage<string, number> = async (continuation) => {
    const page = continuation ?? 0;
    calls.push(continuation);
    log.push(`fetch ${page}`);
    return {
      items: Array.from({ length: size }, (_, i) => `p${page}-${i}`),
      next: page + 1 < count ? page + 1 : undefined,
    };
  };
  return { fetchPage, calls, log };
}

/** Lets every pending promise and I/O callback run (no time passes). */
const drain = () => new Promise<void>((resolve) => setImmediate(resolve));

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

describe("paginatePages", () => {
  it("iterates every item of every page in order, fetching nothing before iteration starts", async () => {
    const { fetchPage, calls } = numberedPages(5);

    const list = paginatePages(fetchPage);
    expect(calls).toEqual([]);

    expect(await collect(list)).toEqual([
      "p0-0",
      "p0-1",
      "p1-0",
      "p1-1",
      "p2-0",
      "p2-1",
      "p3-0",
      "p3-1",
      "p4-0",
      "p4-1",
    ]);
    expect(calls).toEqual([undefined, 1, 2, 3, 4]);
  });

  it("yields pages with the continuation that fetched each one and the next one", async () => {
    const { fetchPage } = numberedPages(3);

    const pages = await collect(paginatePages(fetchPage).pages());

    expect(pages.map(({ continuation, next }) => ({ continuation, next }))).toEqual([
      { continuation: undefined, next: 1 },
      { continuation: 1, next: 2 },
      { continuation: 2, next: undefined },
    ]);
    expect(pages[1]?.items).toEqual(["p1-0", "p1-1"]);
  });

  it("resumes from a stored continuation: next carries on after the page, continuation refetches it", async () => {
    const first = numberedPages(5);
    let saved: Page<string, number> | undefined;
    for await (const page of paginatePages(first.fetchPage).pages()) {
      saved = page;
      if (page.continuation === 2) break;
    }
    const stored = JSON.parse(JSON.stringify({ next: saved?.next, continuation: saved?.continuation }));

    const after = numberedPages(5);
    expect(await collect(paginatePages(after.fetchPage, { start: stored.next }))).toEqual([
      "p3-0",
      "p3-1",
      "p4-0",
      "p4-1",
    ]);
    expect(after.calls).toEqual([3, 4]);

    const again = numberedPages(5);
    const pages = await collect(paginatePages(again.fetchPage, { start: stored.continuation }).pages());
    expect(pages.map((p) => p.continuation)).toEqual([2, 3, 4]);
  });

  it("starts each walk afresh", async () => {
    const { fetchPage, calls } = numberedPages(2);
    const list = paginatePages(fetchPage);

    await collect(list);
    await collect(list.pages());

    expect(calls).toEqual([undefined, 1, undefined, 1]);
  });

  it("without prefetch, fetches a page only when the caller asks for it", async () => {
    const { fetchPage, log } = numberedPages(3);

    for await (const page of paginatePages(fetchPage).pages()) log.push(`use ${page.continuation ?? 0}`);

    expect(log).toEqual(["fetch 0", "use 0", "fetch 1", "use 1", "fetch 2", "use 2"]);
  });

  it("with prefetch, fetches the next page while the caller uses the current one, never more than one ahead", async () => {
    const { fetchPage, log } = numberedPages(4);

    for await (const page of paginatePages(fetchPage, { prefetch: true }).pages()) {
      log.push(`use ${page.continuation ?? 0}`);
      await drain();
      log.push(`done ${page.continuation ?? 0}`);
    }

    expect(log).toEqual([
      "fetch 0",
      "fetch 1",
      "use 0",
      "done 0",
      "fetch 2",
      "use 1",
      "done 1",
      "fetch 3",
      "use 2",
      "done 2",
      "use 3",
      "done 3",
    ]);
  });

  it("with prefetch, an error of the prefetched page surfaces only when the caller reaches that page", async () => {
    const seen: number[] = [];
    const fetchPage: FetchPage<number, number> = async (page = 0) => {
      if (page === 2) throw new ServerError({ message: "503 page 2", status: 503 });
      return { items: [page], next: page + 1 };
    };

    const error = await (async () => {
      for await (const item of paginatePages(fetchPage, { prefetch: true })) {
        seen.push(item);
        await drain();
      }
    })().catch((e: unknown) => e);

    expect(seen).toEqual([0, 1]);
    expect(error).toBeInstanceOf(ServerError);
  });

  it("aborts the prefetch in flight when the caller stops early", async () => {
    const signals: AbortSignal[] = [];
    const fetchPage: FetchPage<number, number> = (page = 0, signal) => {
      signals.push(signal);
      return page === 0 ? Promise.resolve({ items: [0], next: 1 }) : new Promise(() => {});
    };

    for await (const item of paginatePages(fetchPage, { prefetch: true })) {
      expect(item).toBe(0);
      break;
    }

    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(true);
  });

  it("rejects with AbortedError at once when the signal fires while a page is loading, and stops", async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const fetchPage: FetchPage<number, number> = (page = 0, signal) => {
      signals.push(signal);
      return page === 0 ? Promise.resolve({ items: [0], next: 1 }) : new Promise(() => {});
    };
    const iterator = paginatePages(fetchPage, { signal: controller.signal })[Symbol.asyncIterator]();

    expect(await iterator.next()).toEqual({ done: false, value: 0 });
    const second = iterator.next();
    await drain();
    expect(signals).toHaveLength(2);
    controller.abort();

    await expect(second).rejects.toBeInstanceOf(AbortedError);
    expect(signals[1]?.aborted).toBe(true);
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it("fetches nothing when the signal has already fired", async () => {
    const { fetchPage, calls } = numberedPages(3);

    await expect(collect(paginatePages(fetchPage, { signal: AbortSignal.abort() }))).rejects.toBeInstanceOf(
      AbortedError,
    );
    expect(calls).toEqual([]);
  });

  it("throws instead of looping forever when a page points back to itself", async () => {
    const fetchPage: FetchPage<number, string> = async () => ({ items: [1], next: "same" });

    const error = await collect(paginatePages(fetchPage, { start: "same" })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/did not advance/);
  });
});
