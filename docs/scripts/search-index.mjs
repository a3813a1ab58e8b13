// The one search of the site: Pagefind indexes the built site (guides, changelog, TypeScript reference)
// and, as records of their own, every operation of every API reference (Redoc renders in the browser,
// so its pages hold no text to index). The index and Pagefind's UI are written to <outDir>/pagefind/;
// the Search page (docs/src/search.md) loads them.
import { operationsOf } from "./reference-specs.mjs";

/** Parts of a page that are the same on every page (navigation, sidebars, footers): not indexed. */
export const EXCLUDED_SELECTORS = [
  ".VPNav",
  ".VPLocalNav",
  ".VPSidebar",
  ".VPDocFooter",
  ".VPFooter",
  ".aside",
  ".tsd-page-toolbar",
  ".tsd-navigation",
  ".site-menu",
  ".page-menu",
  ".tsd-generator",
  ".rk-bar",
];

const strip = (text) =>
  String(text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * One search record per operation of a spec (`pages`: its pages, reference-pages.mjs's splitByTag): its
 * id, summary, method, path and description, linking to the operation on its tag's page.
 */
export function operationRecords(name, title, pages) {
  return pages.flatMap((page) =>
    operationsOf(page.spec).map(({ path, method, operation }) => {
      const id = operation.operationId ?? `${method}-${path}`;
      const summary = operation.summary ?? `${method.toUpperCase()} ${path}`;
      return {
        url: `/api/${name}/${page.slug}/#operation/${encodeURIComponent(id)}`,
        language: "en",
        meta: { title: `${id}: ${summary} (${title})` },
        content: [id, summary, `${method.toUpperCase()} ${path}`, strip(operation.description)].join(". "),
      };
    }),
  );
}

/** Indexes `outDir` (all of its HTML but the 404 page) and the references' operations. */
export async function writeSearchIndex(outDir, references) {
  const pagefind = await import("pagefind");
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: EXCLUDED_SELECTORS,
    forceLanguage: "en",
  });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    const added = await index.addDirectory({
      path: outDir,
      glob: "{index,reference,changelog,guide/**/*,ts/**/*}.html",
    });
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
    let operations = 0;
    for (const { name, title, pages } of references) {
      for (const record of operationRecords(name, title, pages)) {
        const result = await index.addCustomRecord(record);
        if (result.errors.length) throw new Error(`Pagefind: ${result.errors.join("; ")}`);
        operations++;
      }
    }
    const written = await index.writeFiles({ outputPath: `${outDir}/pagefind` });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    return { pages: added.page_count, operations };
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
