import { fileURLToPath } from "node:url";
import { defineConfig } from "vitepress";
import { siteBase } from "../scripts/base.mjs";
import { shortName } from "../scripts/redoc-template.mjs";
import { listBundledSpecs } from "../scripts/reference-specs.mjs";
import { baseLinks } from "./base-links";

const specsDist = fileURLToPath(new URL("../../specs/dist", import.meta.url));
/** One API reference per bundled spec, built by scripts/build.mjs into /api/<name>/. */
const references: { name: string; title: string }[] = listBundledSpecs(specsDist).map(
  ({ name }: { name: string }) => ({ name, title: name }),
);

// Links to the references are full page loads (`target: "_self"`): they are not VitePress pages.
const apiLinks = references.map((reference) => ({
  text: shortName(reference),
  link: `/api/${reference.name}/`,
  target: "_self",
}));

const guides = [
  { text: "Getting started", link: "/guide/getting-started" },
  { text: "Authentication and tokens", link: "/guide/authentication" },
  { text: "Versions and X-Version", link: "/guide/versions" },
  { text: "Waiting on 202 operations", link: "/guide/operations" },
  { text: "Pagination", link: "/guide/pagination" },
  { text: "Errors", link: "/guide/errors" },
  { text: "Error codes", link: "/guide/error-codes" },
  { text: "Retries and rate limits", link: "/guide/retries" },
  { text: "File transfers", link: "/guide/files" },
  { text: "The command line", link: "/guide/cli" },
  { text: "Testing with the sandbox", link: "/guide/sandbox" },
  { text: "Agents and MCP", link: "/guide/mcp" },
  { text: "Logging and security", link: "/guide/logging-and-security" },
  { text: "Observability", link: "/guide/observability" },
  { text: "Versioning of the packages", link: "/guide/versioning" },
];

export default defineConfig({
  title: "reportkit",
  description:
    "A typed TypeScript SDK for the reporting platform's HTTPS JSON API: guides, API reference, TypeScript reference.",
  lang: "en",
  // `/` by default; DOCS_BASE=/reportkit/ builds for https://<owner>.github.io/reportkit/.
  base: siteBase(),
  markdown: { config: (md) => baseLinks(md, siteBase()) },
  srcDir: "src",
  outDir: "dist",
  cacheDir: ".vitepress/cache",
  // The references are written into dist/ after VitePress (scripts/build.mjs); the browser test
  // crawls every link of the built site, these included.
  ignoreDeadLinks: [/^\/(api|ts)\//],
  head: [["link", { rel: "icon", href: "data:," }]],
  themeConfig: {
    nav: [
      { text: "Guides", link: "/guide/getting-started" },
      { text: "API reference", link: "/reference" },
      { text: "TypeScript reference", link: "/ts/", target: "_self" },
      { text: "Changelog", link: "/changelog" },
      // The one search (Pagefind) over guides, API references and TypeScript reference.
      { text: "Search", link: "/search" },
    ],
    sidebar: [
      { text: "Guides", items: guides },
      {
        text: "Reference",
        items: [
          { text: "All references", link: "/reference" },
          ...apiLinks,
          { text: "TypeScript", link: "/ts/", target: "_self" },
        ],
      },
    ],
    outline: { level: [2, 3] },
  },
});
