import { helperSpan } from "../telemetry/telemetry.js";
import { type Paginated, paginatedOf } from "./iterator.js";
import type { Page } from "./page.js";

/**
 * `list` walked under a `reportkit.paginate` span, with an event per page, when the instance behind
 * `fetch` records spans; each page's call is a child of it. The span ends with the walk (its last page,
 * its error, or the caller stopping early).
 */
export function tracedList<TItem, TContinuation>(
  list: Paginated<TItem, TContinuation>,
  fetch: object,
  api: string,
  path: string,
): Paginated<TItem, TContinuation> {
  async function* pages(): AsyncGenerator<Page<TItem, TContinuation>, void, undefined> {
    const span = await helperSpan(fetch, "reportkit.paginate", {
      "reportkit.api": api,
      "reportkit.list": path,
    });
    if (!span) return yield* list.pages();
    const walk = list.pages();
    let pageCount = 0;
    let itemCount = 0;
    let failure: unknown;
    try {
      for (;;) {
        const step = await span.run(() => walk.next());
        if (step.done) return;
        const { items, next } = step.value;
        pageCount++;
        itemCount += items.length;
        span.event("reportkit.page", {
          "reportkit.page.number": pageCount,
          "reportkit.page.items": items.length,
          "reportkit.page.last": next === undefined,
        });
        yield step.value;
      }
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      await walk.return?.(undefined);
      span.set({ "reportkit.page.count": pageCount, "reportkit.item.count": itemCount });
      span.end(failure);
    }
  }
  return paginatedOf(pages);
}
