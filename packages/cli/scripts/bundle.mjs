// Bundles the `reportkit` executable into one ESM file, dist/reportkit.js: commander and every module of
// this package inlined and minified, so a start reads one file (commander is also a dependency, for the
// module entry point, dist/index.js). The SDK, the catalogue and the sandbox stay
// packages of their own (dependencies, loaded with import() only by the commands that use them).
import { chmodSync } from "node:fs";
import { build } from "esbuild";

const outdir = new URL("../dist", import.meta.url).pathname;
const outfile = `${outdir}/reportkit.js`;
const result = await build({
  entryPoints: { reportkit: new URL("../src/bin.ts", import.meta.url).pathname },
  outdir,
  // `--version` reads the entry alone; everything run() needs is a chunk it imports on demand.
  splitting: true,
  chunkNames: "bin/[name]-[hash]",
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
const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .map(([file, output]) => `${file.replace(/^.*dist\//, "")} ${(output.bytes / 1000).toFixed(1)} kB`);
console.log(`bundled dist/: ${sizes.join(", ")}`);
