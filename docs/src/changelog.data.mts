import { fileURLToPath } from "node:url";
import { createMarkdownRenderer } from "vitepress";
import { packageChangelogs, pendingChanges } from "../scripts/changelog.mjs";

export interface ChangelogData {
  /** Each public package, its CHANGELOG.md rendered (its first heading, the package name, dropped). */
  packages: { name: string; version: string; html: string | null }[];
  /** The changesets not released yet, their text rendered. */
  pending: { id: string; releases: { name: string; bump: string }[]; html: string }[];
}

declare const data: ChangelogData;

export { data };

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export default {
  // No `watch` globs: VitePress resolves them when it builds too, by walking from their common folder
  // (the repository, node_modules included): about 70 s of CPU per build. The site is only ever built
  // (scripts/build.mjs), never served by VitePress' dev server, so nothing would use them.
  async load(): Promise<ChangelogData> {
    const md = await createMarkdownRenderer(fileURLToPath(new URL(".", import.meta.url)));
    // A changelog's headings sit under this page's package heading: demote them by two levels.
    const demote = (html: string) =>
      html.replace(
        /<(\/?)h([1-4])([^>]*)>/g,
        (_, close: string, level: string, rest: string) =>
          `<${close}h${Math.min(Number(level) + 2, 6)}${close ? "" : rest}>`,
      );
    return {
      packages: packageChangelogs().map(({ name, version, changelog }) => ({
        name,
        version,
        html: changelog === null ? null : demote(md.render(changelog.replace(/^#\s.*\n/, ""))),
      })),
      pending: pendingChanges(`${repoRoot}.changeset`).map(({ id, releases, summary }) => ({
        id,
        releases,
        html: md.render(summary),
      })),
    };
  },
};
