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
  watch: [
    "../../../packages/sandbox/src/**/*.ts",
    "../../../specs/dist/*.json",
    "../../scripts/error-code-notes.mjs",
  ],
  async load(): Promise<ErrorCodeRow[]> {
    const md = await createMarkdownRenderer(fileURLToPath(new URL("..", import.meta.url)));
    return findErrorCodes(repoRoot).map(({ code, sources }: { code: string; sources: string[] }) => {
      const [meaning = "Not described yet.", action = "—"] = notes[code] ?? [];
      return { code, sources, meaning: md.renderInline(meaning), action: md.renderInline(action) };
    });
  },
};
