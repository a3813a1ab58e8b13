import { linksOf } from "./site.js";

/**
 * Every same-origin URL reachable from `start` by the links (`href`, `src`) of its HTML pages, plus
 * `extra` (links that exist only once a page runs). Resolves with the HTML pages, all the URLs seen and
 * the ones that did not answer 200.
 */
export async function crawlSite(
  start: string,
  extra: Iterable<string> = [],
): Promise<{ pages: string[]; seen: Set<string>; broken: string[] }> {
  const origin = new URL(start).origin;
  const queue = [start];
  const seen = new Set(queue);
  for (const href of extra) {
    const url = new URL(href);
    url.hash = "";
    if (url.origin === origin && !seen.has(url.href)) {
      seen.add(url.href);
      queue.push(url.href);
    }
  }
  const pages: string[] = [];
  const broken: string[] = [];
  while (queue.length) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async (url) => {
        const response = await fetch(url);
        if (response.status !== 200) {
          broken.push(`${response.status} ${url}`);
          await response.body?.cancel();
          return;
        }
        if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
          await response.body?.cancel();
          return;
        }
        pages.push(url);
        for (const link of linksOf(await response.text(), url, origin)) {
          if (!seen.has(link)) {
            seen.add(link);
            queue.push(link);
          }
        }
      }),
    );
  }
  return { pages, seen, broken };
}
