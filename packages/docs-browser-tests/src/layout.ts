import type { Page } from "playwright-core";

/** How far the page scrolls sideways: the document's scroll width over its client width (0: not at all). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/**
 * The elements matching `selector` that scroll inside themselves sideways (a code block or table wider
 * than its box), each as `tag.class (scrollWidth > clientWidth)`.
 */
export function innerScrollers(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/** Runs `visit` over `items` with `tabs` pages of one browser context at a time; returns its results in order. */
export async function inTabs<T, R>(
  newPage: () => Promise<Page>,
  items: readonly T[],
  tabs: number,
  visit: (page: Page, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(tabs, items.length) }, async () => {
      const page = await newPage();
      try {
        while (next < items.length) {
          const index = next++;
          results[index] = await visit(page, items[index]!);
        }
      } finally {
        await page.close();
      }
    }),
  );
  return results;
}
