import { fileURLToPath } from "node:url";
import { createMarkdownRenderer } from "vitepress";
import { ERROR_CODE_NOTES } from "../../scripts/error-code-notes.mjs";
import { findErrorCodes } from "../../scripts/error-codes.mjs";

/** One error code of the specs or the sandbox, with its notes rendered (inline Markdown). */
export interface ErrorCodeRow {
  code: string;
  sources: string[];
  meaning: string;
  action: string;
}

declare const data: ErrorCodeRow[];

export { data };

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const notes: Readonly<Record<string, readonly [string, string] | undefined>> = ERROR_CODE_NOTES;

export default {
  // No `watch` globs: VitePress resolves them when it builds too, by walking from their common folder
  // (the repository, node_modules included): about 70 s of CPU per build. The site is only ever built
  // (scripts/build.mjs), never served by VitePress' dev server, so nothing would use them.
  async load(): Promise<ErrorCodeRow[]> {
    const md = await createMarkdownRenderer(fileURLToPath(new URL("..", import.meta.url)));
    return findErrorCodes(repoRoot).map(({ code, sources }: { code: string; sources: string[] }) => {
      const [meaning = "Not described yet.", action = "—"] = notes[code] ?? [];
      return { code, sources, meaning: md.renderInline(meaning), action: md.renderInline(action) };
    });
  },
};
