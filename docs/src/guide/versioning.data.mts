import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createMarkdownRenderer } from "vitepress";

/** The repository's VERSIONING.md, rendered, when it exists (it is written beside this site). */
const file = fileURLToPath(new URL("../../../VERSIONING.md", import.meta.url));

export interface VersioningData {
  html: string | null;
}

declare const data: VersioningData;

export { data };

export default {
  // No `watch` globs: VitePress resolves them when it builds too, by walking from their common folder
  // (the repository, node_modules included): about 70 s of CPU per build. The site is only ever built
  // (scripts/build.mjs), never served by VitePress' dev server, so nothing would use them.
  async load(): Promise<VersioningData> {
    if (!existsSync(file)) return { html: null };
    const md = await createMarkdownRenderer(fileURLToPath(new URL("..", import.meta.url)));
    // Its first heading is this page's; links into the repository are not pages of the site: keep
    // their text and path, drop the link.
    const text = readFileSync(file, "utf8").replace(/^#\s.*\n/, "");
    const html = md
      .render(text)
      .replace(
        /<a href="(?!https?:|#|mailto:)([^"]*)"[^>]*>(.*?)<\/a>/g,
        (_, href: string, label: string) =>
          `${label} (<code>${href.replace(/^\.\//, "").replace(/\.html(#.*)?$/, ".md$1")}</code>)`,
      );
    return { html };
  },
};
