import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * What a block is for, from the words after its language: a TypeScript block is a program to run, a
 * fragment or a test; a shell block marked `cli` (```sh cli) is a command-line example, run with bash.
 */
export type BlockKind = "run" | "fragment" | "test" | "cli";

/** One fenced TypeScript block (or `sh cli` block) of a Markdown file. */
export interface Block {
  /** The Markdown file, relative to the repository root, with `/` separators. */
  file: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  /** The fence's info string, as written (`ts fragment`). */
  info: string;
  kind: BlockKind;
  /** The block's text, indentation of a nested fence removed. */
  code: string;
  /** What makes the block unusable before any check (an unknown info word, a literal `…`). */
  problems: string[];
}

/** Info words and what they mean; `ts` alone is a complete program that is run. */
export const INFO_WORDS: Readonly<Record<Exclude<BlockKind, "run" | "cli">, string>> = {
  fragment: "type-checked only; declares its own placeholders (`declare const token: string;`)",
  test: "a vitest test file (imports describe/it from vitest); type-checked only",
};

const LANGUAGES = new Set(["ts", "typescript"]);
/** Shell fences: checked only when marked `cli` (run with bash against the sandbox, `reportkit` on PATH). */
const SHELLS = new Set(["sh", "bash", "shell"]);
export const CLI_WORD = "cli";
/** VitePress decorations that change how a block looks, never what it means: {1,3-4}, [title], :line-numbers. */
const PRESENTATION = /^(\{[\d,\s-]*\}|\[[^\]]*\]|:(no-)?line-numbers(=\d+)?)$/;
/** The same decorations glued to the language (`ts{2}`, `ts:line-numbers`). */
const GLUED = /^([A-Za-z]+)((?:\{[\d,\s-]*\}|:(?:no-)?line-numbers(?:=\d+)?)*)$/;

/** The TypeScript blocks of one Markdown text; `file` is only recorded. */
export function extractBlocks(file: string, text: string): Block[] {
  const lines = text.split(/\r?\n/);
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = "", fence = "", info = ""] = open;
    if (fence.startsWith("`") && info.includes("`")) continue; // not a fence: inline code
    const close = new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end]!)) end++;
    const body = lines
      .slice(i + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    const fenceLine = i + 1;
    i = end;
    const [first = "", ...rest] = info.trim().split(/\s+/);
    const glued = GLUED.exec(first);
    const language = (glued?.[1] ?? first).toLowerCase();
    if (SHELLS.has(language) && rest.includes(CLI_WORD)) {
      blocks.push(classifyCli(file, fenceLine, info.trim(), rest, body));
      continue;
    }
    if (!LANGUAGES.has(language)) continue;
    blocks.push(classify(file, fenceLine, info.trim(), rest, body));
  }
  return blocks;
}

function classify(file: string, fenceLine: number, info: string, words: string[], body: string[]): Block {
  const problems: string[] = [];
  const kinds = new Set<BlockKind>();
  for (const word of words) {
    if (PRESENTATION.test(word)) continue;
    if (word in INFO_WORDS) kinds.add(word as BlockKind);
    else
      problems.push(
        `unknown info word '${word}' in \`\`\`${info} (known: ${Object.keys(INFO_WORDS).join(", ")}; ` +
          "plain ```ts is a complete program that is run)",
      );
  }
  if (kinds.size > 1) problems.push(`\`\`\`${info} names more than one kind (${[...kinds].join(", ")})`);
  body.forEach((line, index) => {
    if (line.includes("…"))
      problems.push(
        `line ${fenceLine + 1 + index}: a literal '…' is not TypeScript; ` +
          "declare a placeholder (`declare const clientId: string;`) in a ```ts fragment instead",
      );
  });
  const [kind = "run"] = kinds;
  return { file, fenceLine, info, kind, code: `${body.join("\n")}\n`, problems };
}

function classifyCli(file: string, fenceLine: number, info: string, words: string[], body: string[]): Block {
  const problems = words
    .filter((word) => word !== CLI_WORD && !PRESENTATION.test(word))
    .map((word) => `unknown info word '${word}' in \`\`\`${info} (a shell block takes only \`cli\`)`);
  return { file, fenceLine, info, kind: "cli", code: `${body.join("\n")}\n`, problems };
}

/** Folders never searched: dependencies, build output, generated code, caches, test fixtures. */
const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  "generated",
  "cache",
  "coverage",
  "test-results",
  "fixtures",
  ".git",
  ".turbo",
]);

function walk(dir: string, keep: (path: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path, keep, found);
    } else if (entry.isFile() && keep(path)) found.push(path);
  }
  return found;
}

/** Drops the paths git ignores (generated reference pages, say); all of them when git is not there. */
function withoutIgnored(root: string, files: string[]): string[] {
  if (files.length === 0) return files;
  let ignored: Set<string>;
  try {
    const out = execFileSync("git", ["check-ignore", "--stdin"], {
      cwd: root,
      input: files.join("\n"),
      encoding: "utf8",
      stdio: ["pipe", "pipe", "ignore"],
    });
    ignored = new Set(out.split("\n").filter(Boolean));
  } catch (error) {
    // Exit status 1: nothing is ignored. Anything else (no git, not a checkout): keep every file.
    const status = (error as { status?: number }).status;
    const stdout = (error as { stdout?: string }).stdout ?? "";
    ignored = status === 1 ? new Set() : new Set(stdout.split("\n").filter(Boolean));
  }
  return files.filter((file) => !ignored.has(file));
}

/**
 * The Markdown files whose TypeScript blocks are checked: every README.md of the repository and
 * every page under docs/, minus dependencies, build output, generated and git-ignored files.
 * Paths are relative to `root`, with `/` separators, sorted.
 */
export function markdownFiles(root: string): string[] {
  const toPosix = (path: string) => relative(root, path).split(sep).join("/");
  const all = walk(root, (path) => {
    const rel = toPosix(path);
    return /(^|\/)README\.md$/i.test(rel) || (rel.startsWith("docs/") && rel.endsWith(".md"));
  }).map(toPosix);
  return withoutIgnored(root, all).sort();
}

/** Every TypeScript block of `files` (relative to `root`). */
export function collectBlocks(root: string, files: string[]): Block[] {
  return files.flatMap((file) => extractBlocks(file, readFileSync(join(root, file), "utf8")));
}
