/**
 * Node flags that run a TypeScript entry point in a child process from the workspace's sources:
 * `@reportkit/*` packages resolve to their `src/` (the `@reportkit/source` condition) and `.ts` files
 * are transpiled by esbuild as they load (types are not checked). Use as
 * `spawn(process.execPath, [...typeScriptNodeArgs(), "entry.ts"])`.
 */
export function typeScriptNodeArgs(): string[] {
  return ["--conditions=@reportkit/source", "--import", new URL("./ts-register.mjs", import.meta.url).href];
}
