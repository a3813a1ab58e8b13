import { CATALOG_APIS, type CatalogApiName } from "@reportkit/catalog/summary";
import { READ_RESULT } from "../results/chunks.js";
import type { AnyTool } from "./tool.js";
import { inToolsets } from "./toolsets.js";

/** What the flags say about which tools to offer. */
export interface Selection {
  /** `--apis`: the APIs whose tools are offered (default: every API but the token endpoint). */
  apis?: readonly string[];
  /** `--allow-writes`: offer the tools that change data too. */
  allowWrites?: boolean;
  /** `--tools`: only these (names, or patterns with `*`). */
  tools?: readonly string[];
  /** `--exclude-tools`: never these (names, or patterns with `*`). */
  excludeTools?: readonly string[];
  /** Whether a folder is allowed (`--allow-dir`): the file tools need one. */
  files?: boolean;
  /**
   * `--toolsets`: the toolsets whose operations are listed as tools (`chains`, `platform.spreadsheets`,
   * `all`); the others stay reachable through `call_operation`. Undefined: every operation is listed.
   * Ignored with `--tools`, which names the tools itself.
   */
  toolsets?: readonly string[];
}

/** Why an operation of no listed toolset is not in `tools/list` (it can still be found and called). */
export const NOT_LISTED = "it is not in the tool list: find_operations finds it and call_operation calls it";

/** Flags that name what does not exist: the server does not start (exit code 2). */
export class SelectionError extends Error {
  override readonly name = "SelectionError";
}

/** The APIs that have tools (the token endpoint has none). */
export const TOOL_APIS = CATALOG_APIS.filter((api) => api !== "auth");

const patternOf = (text: string) =>
  new RegExp(`^${text.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

function unknownName(flag: string, given: string, names: readonly string[]): string {
  const close = names
    .map((name) => ({ name, d: distance(given, name) }))
    .filter(({ name, d }) => d <= 3 || name.endsWith(`_${given}`))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map(({ name }) => name);
  return `${flag} ${given}: no such tool${close.length ? ` (did you mean ${close.join(", ")}?)` : ""}`;
}

/**
 * The tools to offer, and why each other one is not (said to a client that calls it):
 * 1. only the tools of the APIs in `--apis` (hand-shaped tools that need the platform go with it);
 * 2. `import_file` and `export_file` only with a folder allowed (`--allow-dir`);
 * 3. without `--tools`: the tools that only read, and those that change data too with `--allow-writes`;
 *    with `--tools`: the tools it names; a name given whole offers that tool even when it changes data
 *    (naming it is the consent), a pattern with `*` offers only the reading ones unless `--allow-writes`;
 * 4. then none that `--exclude-tools` names;
 * 5. without `--tools`, with `--toolsets`: only the operations of those toolsets (and every hand-shaped tool);
 * 6. `read_result` always (it reads results this server already sent part of).
 * A name that matches no tool is an error.
 */
export function selectTools(
  all: readonly AnyTool[],
  selection: Selection,
): { enabled: AnyTool[]; hidden: Map<string, string> } {
  const names = all.map((tool) => tool.name);
  const problems: string[] = [];
  const apis = new Set<string>(selection.apis ?? TOOL_APIS);
  for (const api of apis) {
    if (!(TOOL_APIS as readonly string[]).includes(api)) {
      problems.push(`--apis ${api}: no such API (the APIs are ${TOOL_APIS.join(", ")})`);
    }
  }
  const matchers = (flag: string, given: readonly string[] | undefined) =>
    (given ?? []).map((text) => {
      const wildcard = text.includes("*");
      const test = wildcard ? patternOf(text) : undefined;
      const matches = (name: string) => (test ? test.test(name) : name === text);
      if (!names.some(matches)) {
        problems.push(wildcard ? `${flag} ${text}: matches no tool` : unknownName(flag, text, names));
      }
      return { wildcard, matches };
    });
  const only = selection.tools ? matchers("--tools", selection.tools) : undefined;
  const excluded = matchers("--exclude-tools", selection.excludeTools);
  if (problems.length > 0) throw new SelectionError(problems.join("\n"));

  const enabled: AnyTool[] = [];
  const hidden = new Map<string, string>();
  for (const tool of all) {
    const name = tool.name;
    const why = whyNot(tool, selection, apis, only, excluded);
    if (why && name !== READ_RESULT) hidden.set(name, why);
    else enabled.push(tool);
  }
  return { enabled, hidden };
}

type Matcher = { wildcard: boolean; matches: (name: string) => boolean };

function whyNot(
  tool: AnyTool,
  selection: Selection,
  apis: ReadonlySet<string>,
  only: readonly Matcher[] | undefined,
  excluded: readonly Matcher[],
): string | undefined {
  const name = tool.name;
  const outside = tool.apis.filter((api: CatalogApiName) => !apis.has(api));
  if (outside.length > 0)
    return `the server was started with --apis ${[...apis].join(",")}, without ${outside.join(", ")}.`;
  if (tool.usesFiles && !selection.files) {
    return "it reads or writes local files, and the server was started without a folder to use (--allow-dir).";
  }
  const writeAllowed = (matcher: Matcher | undefined) =>
    tool.access === "read" || selection.allowWrites === true || (matcher !== undefined && !matcher.wildcard);
  if (only) {
    const matcher = only.find((m) => m.matches(name) && !m.wildcard) ?? only.find((m) => m.matches(name));
    if (!matcher) return "the server was started with --tools, which does not name it.";
    if (!writeAllowed(matcher)) {
      return "it changes data: --tools offers it only when named in full, or with --allow-writes.";
    }
  } else if (!writeAllowed(undefined)) {
    return "it changes data, and the server was started read-only: the user can start it with --allow-writes, or name this tool in --tools.";
  }
  if (excluded.some((m) => m.matches(name)))
    return "the server was started with --exclude-tools, which names it.";
  if (!only && selection.toolsets && tool.operation && !inToolsets(tool.operation, selection.toolsets)) {
    return `${NOT_LISTED} (the server was started with the toolsets ${selection.toolsets.join(",") || "none"}).`;
  }
  return undefined;
}
