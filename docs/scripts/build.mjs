// `pnpm docs`: builds the whole site into docs/dist/ —
//   /            the guides and the landing page (VitePress, from docs/src/)
//   /api/<spec>/ an API reference per bundled spec (Redoc), with the reportkit call of every operation
//   /ts/         the TypeScript reference of the public packages (TypeDoc)
//   /pagefind/   the one search index over all three (Pagefind), used by /search.html
// DOCS_BASE=/reportkit/ builds the site for serving under that path (every link and asset carries it).
// Nothing is downloaded: every renderer runs from node_modules, every page works offline.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { siteBase, withBaseLinks } from "./base.mjs";
import { checkPageWeights, MAX_PAGE_BYTES } from "./page-weight.mjs";
import { indexPage, redocPage } from "./redoc-template.mjs";
import { splitByTag } from "./reference-pages.mjs";
import { enrichSpec, listBundledSpecs, readPaginatedPaths } from "./reference-specs.mjs";
import { writeSearchIndex } from "./search-index.mjs";
import { TS_PACKAGES, writeTypedocEntries } from "./ts-packages.mjs";
import { dropGeneratedTypes, GENERATED_TYPES_GLOBS } from "./typedoc-generated.mjs";
import { dropTypedocSearch } from "./typedoc-search.mjs";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = join(docsRoot, "..");
// DOCS_OUT_DIR builds elsewhere (the base-path test builds a second site beside docs/dist).
const outDir = process.env.DOCS_OUT_DIR ? resolve(process.env.DOCS_OUT_DIR) : join(docsRoot, "dist");
// Its scratch folder sits in docs/ too (the TypeScript entry points resolve the packages from there).
const work = process.env.DOCS_OUT_DIR ? join(docsRoot, `.build-${process.pid}`) : join(docsRoot, ".build");
const specsDist = join(repoRoot, "specs", "dist");
const require = createRequire(join(docsRoot, "package.json"));
const started = performance.now();
const base = siteBase();
/** A 1×1 transparent ICO. */
const FAVICON_ICO =
  "AAABAAEAAQEAAAEAIAAwAAAAFgAAACgAAAABAAAAAgAAAAEAIAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==";
/** This process's CPU seconds so far (user and system), to say what each step costs on a busy machine. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
let cpuAtLastStep = cpuSeconds();
const step = (label, since) => {
  const cpu = cpuSeconds();
  console.log(
    `  ${label} (${((performance.now() - since) / 1000).toFixed(1)} s, ${(cpu - cpuAtLastStep).toFixed(1)} s of CPU)`,
  );
  cpuAtLastStep = cpu;
};

// 1. The bundled specs (the turbo task depends on @reportkit/specs#bundle; a direct run bundles them).
if (listBundledSpecs(specsDist).length === 0) {
  execFileSync(process.execPath, [join(repoRoot, "scripts", "bundle-specs.mjs")], { stdio: "inherit" });
}
const specs = listBundledSpecs(specsDist).map((entry) => ({
  ...entry,
  spec: JSON.parse(readFileSync(entry.file, "utf8")),
}));
if (specs.length === 0)
  throw new Error(`No bundled specs in ${specsDist}: run \`pnpm --filter @reportkit/specs bundle\`.`);

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// 2. The guides (VitePress empties outDir first, so it runs before the references are added).
let since = performance.now();
const vitepress = await import("vitepress");
await vitepress.build(docsRoot, { outDir, logLevel: "warn" });
step("guides (VitePress)", since);

// 3. An API reference per spec (Redoc), from a build-time copy carrying the X-Version and the reportkit calls.
since = performance.now();
const paginated = readPaginatedPaths(
  join(repoRoot, "packages", "sdk", "src", "generated", "paginated-lists.gen.ts"),
);
const references = specs.map(({ name, spec }) => ({ name, title: spec.info?.title ?? name }));
mkdirSync(join(outDir, "api", "assets"), { recursive: true });
// Redoc's sidebar credit loads its logo from cdn.redoc.ly: serve a local one, so that a reader offline
// (or the browser test) sees no failed request. The credit and its link stay.
const CDN_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const redoc = readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"), "utf8");
if (!redoc.includes(CDN_LOGO))
  console.warn(`  Redoc no longer loads ${CDN_LOGO}: check for other remote assets.`);
writeFileSync(
  join(outDir, "api", "assets", "redoc.standalone.js"),
  redoc.replaceAll(CDN_LOGO, `${base}api/assets/redocly.svg`),
);
writeFileSync(
  join(outDir, "api", "assets", "redocly.svg"),
  '<svg xmlns="http://www.w3.org/2000/svg" width="84" height="20" viewBox="0 0 84 20"><text x="0" y="15" font-family="sans-serif" font-size="14" font-weight="600" fill="#ef4d4d">Redocly</text></svg>\n',
);
const enrichedSpecs = [];
let tagPages = 0;
for (const { name, spec } of specs) {
  // The spec's Markdown links to the rest of the site (`[the reportkit docs](/)`) carry the base path.
  const enriched = JSON.parse(withBaseLinks(JSON.stringify(enrichSpec(spec, name, paginated)), base));
  enrichedSpecs.push({ name, title: spec.info?.title ?? name, spec: enriched });
  const folder = join(outDir, "api", name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "openapi.json"), `${JSON.stringify(enriched, null, 2)}\n`);
  // An index of every operation, and a Redoc page per tag (its operations and the components they reach).
  const pages = splitByTag(enriched, name, base);
  enrichedSpecs.at(-1).pages = pages;
  writeFileSync(join(folder, "index.html"), indexPage(references, name, enriched, pages, base));
  const options = {
    scrollYOffset: 48,
    downloadDefinitionUrl: `${base}api/${name}/openapi.json`,
    // The site's one search (Pagefind, /search.html) covers the references too.
    disableSearch: true,
    expandResponses: "200,201,202",
    jsonSampleExpandLevel: 3,
    sortPropsAlphabetically: false,
    theme: { colors: { primary: { main: "#3451b2" } } },
  };
  for (const page of pages) {
    mkdirSync(join(folder, page.slug), { recursive: true });
    writeFileSync(
      join(folder, page.slug, "index.html"),
      redocPage(references, name, page.spec, options, base),
    );
  }
  tagPages += pages.length;
}
step(`${specs.length} API references, ${tagPages} pages of one tag each (Redoc)`, since);

// 4. The generated calls compile against the packages: @reportkit/snippet-tests type-checks every one
// (the samples as built here, by reference-specs.mjs) in the one program of the docs' blocks, so the
// packages' types are checked once, not a second time in this build.

// A favicon at the root, and TypeDoc's own (linked from its pages, so it is found under any base path).
writeFileSync(join(outDir, "favicon.ico"), Buffer.from(FAVICON_ICO, "base64"));
writeFileSync(join(work, "favicon.ico"), Buffer.from(FAVICON_ICO, "base64"));

// 5. The TypeScript reference, from each public package's entry points (their sources: `export *`
// wrappers, so whatever a package exports today is what is documented).
since = performance.now();
const { Application } = await import("typedoc");
/** The reference's front page, its links to the rest of the site under the base path. */
function typedocReadme(file) {
  const text = readFileSync(join(docsRoot, "scripts", "typedoc-readme.md"), "utf8");
  writeFileSync(file, withBaseLinks(text, base));
  return file;
}
// DOCS_TS_ENTRIES=@reportkit/sdk,... documents only those entry points (the base-path test's second
// site: TypeDoc's one template under the base path, without converting every package a second time).
const only = process.env.DOCS_TS_ENTRIES?.split(",").filter(Boolean);
const { files: entries, withGeneratedTypes } = writeTypedocEntries(join(work, "ts-entries"), {
  base,
  titles: Object.fromEntries(references.map((r) => [r.name, r.title])),
  ...(only ? { only } : {}),
});
// The program TypeDoc reads: docs/tsconfig.typedoc.json's settings, over this build's entry points.
writeFileSync(
  join(work, "tsconfig.json"),
  `${JSON.stringify({ extends: "../tsconfig.typedoc.json", include: ["ts-entries/*.ts"] }, null, 2)}\n`,
);
const app = await Application.bootstrapWithPlugins({
  entryPoints: entries,
  entryPointStrategy: "resolve",
  tsconfig: join(work, "tsconfig.json"),
  name: "reportkit TypeScript reference",
  readme: typedocReadme(join(work, "typedoc-readme.md")),
  out: join(outDir, "ts"),
  // The SDK's sources are worked on concurrently; a passing type error must not block the docs.
  skipErrorChecking: true,
  // The generated request and response types are documented by the API reference, not here: never
  // converted (typedoc-generated.mjs).
  exclude: GENERATED_TYPES_GLOBS,
  excludePrivate: true,
  excludeInternal: true,
  githubPages: false,
  hideGenerator: true,
  sort: ["source-order"],
  navigationLinks: {
    Guides: base,
    "API reference": `${base}reference.html`,
    Changelog: `${base}changelog.html`,
    Search: `${base}search.html`,
  },
  favicon: join(work, "favicon.ico"),
  // Wrapping for narrow screens, and TypeDoc's own search hidden: the site's search covers it.
  customCss: join(docsRoot, "scripts", "typedoc-custom.css"),
  validation: { notExported: false, invalidLink: false, rewrittenLink: false, notDocumented: false },
  logLevel: "Error",
});
// Any generated type converted all the same (a file the globs miss) is removed, and fails the build below.
const dropped = dropGeneratedTypes(app);
const project = await app.convert();
if (!project) throw new Error("TypeDoc could not convert the packages (see the errors above).");
await app.generateDocs(project, join(outDir, "ts"));
const withoutSearch = dropTypedocSearch(join(outDir, "ts"));
if (withoutSearch === 0)
  throw new Error("TypeDoc's pages no longer load assets/search.js as expected: check typedoc-search.mjs.");
if (withGeneratedTypes === 0)
  throw new Error("No entry point has a generated openapi.gen.ts to leave out: check typedoc-generated.mjs.");
if (dropped.count > 0)
  throw new Error(
    `TypeDoc converted ${dropped.count} generated types that GENERATED_TYPES_GLOBS should exclude: check typedoc-generated.mjs.`,
  );
step(
  `TypeScript reference of ${entries.length} of ${TS_PACKAGES.length} entry points, the generated types of ${withGeneratedTypes} left to the API reference (TypeDoc)`,
  since,
);

// 6. The one search, over everything above.
since = performance.now();
const indexed = await writeSearchIndex(outDir, enrichedSpecs);
step(`search index of ${indexed.pages} pages and ${indexed.operations} operations (Pagefind)`, since);

// 7. No page over 1 MB of HTML.
const weights = checkPageWeights(outDir);
console.log(
  `  ${weights.length} pages, the heaviest ${weights[0]?.page} (${weights[0]?.bytes} bytes; at most ${MAX_PAGE_BYTES})`,
);

if (process.env.DOCS_OUT_DIR) rmSync(work, { recursive: true, force: true });
console.log(
  `docs: built ${relative(repoRoot, outDir)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
