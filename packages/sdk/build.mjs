// Builds @reportkit/sdk: `tsc` writes the declarations (dist/**/*.d.ts, with maps back to src/), then
// esbuild bundles each public entry point into one ESM file (code shared between entry points goes to
// chunks, so `instanceof ApiError` holds across them), with source maps. One file to load per entry
// keeps `import("@reportkit/sdk")` fast on a cold start; dependencies stay external, and the output
// stays plain ESM without side effects, so an application's bundler still tree-shakes it.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const entryPoints = Object.values(manifest.exports).map((entry) => entry["@reportkit/source"]);

rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], {
  stdio: "inherit",
});
await build({
  entryPoints,
  outdir: "dist",
  outbase: "src",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  sourcemap: true,
  chunkNames: "chunks/[name]-[hash]",
  // The generated clients and openapi-fetch are small: inlined, they cost no module resolution at load.
  external: [...Object.keys(manifest.peerDependencies ?? {}), "node:*"],
  logLevel: "warning",
  // The User-Agent's version (src/version/versions.ts), so nothing reads package.json at run time.
  define: { __REPORTKIT_SDK_VERSION__: JSON.stringify(manifest.version) },
});
