import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Relative imports of a TypeScript source (`import`/`export ... from "./x.js"`, type-only ones too). */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The import graph of every `.ts` file under `root`: file -> the files it imports (paths relative to `root`). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)].map((m) => {
      const target = resolve(dirname(file), (m[1] ?? m[2])!).replace(/\.js$/, ".ts");
      return relative(root, target);
    });
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle of `graph` (each once, as the list of its nodes), found by depth-first search. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") {
        const cycle = path.slice(path.indexOf(next));
        const key = [...cycle].sort().join(" ");
        if (!found.has(key)) found.set(key, cycle);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

/** The graph of folders (a file's folder under `root`; files at the root are "."), self-edges dropped. */
export function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folder = (file: string) => dirname(file).split("/")[0] ?? ".";
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folder(file);
    const set = folders.get(from) ?? new Set<string>();
    folders.set(from, set);
    for (const target of targets) if (folder(target) !== from) set.add(folder(target));
  }
  return new Map([...folders].map(([name, set]) => [name, [...set]]));
}
