// Bundles the `reportkit` executable into one ESM file, dist/reportkit.js: commander and every module of
// this package inlined and minified, so a start reads one file (commander is also a dependency, for the
// module entry point, dist/index.js). The SDK, the catalogue and the sandbox stay
// packages of their own (dependencies, loaded with import() only by the commands that use them).
import { chmodSync } from "node:fs";
import { build } from "esbuild";

const outfile = new URL("../dist/reportkit.js", import.meta.url).pathname;
const result = await build({
  entryPoints: [new URL("../src/bin.ts", import.meta.url).pathname],
  outfile,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  minify: true,
  legalComments: "none",
  external: ["@reportkit/sdk", "@reportkit/sdk/node", "@reportkit/catalog", "@reportkit/sandbox"],
  // Bundled CommonJS (commander) may call require(): give the ESM file one.
  banner: { js: 'import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);' },
  metafile: true,
  logLevel: "warning",
});
chmodSync(outfile, 0o755);
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`bundled dist/reportkit.js (${(bytes / 1000).toFixed(1)} kB)`);
