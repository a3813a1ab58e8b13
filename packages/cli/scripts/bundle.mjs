// Bundles the `reportkit` executable: dist/reportkit.js, the entry, answers `--version` and the top-level
// `--help` (the text the build rendered, src/generated/top-help.ts) on its own; dist/bin/run.js, which
// the entry imports for every other command line, holds commander and every other module of this
// package, inlined and minified. Two builds, not code splitting: with splitting, esbuild moves its
// CommonJS helpers (commander's) into a third file that the entry then imports on every start. The SDK,
// the catalogue, the sandbox and jq-wasm stay packages of their own (dependencies, loaded with import() only by
// the commands that use them); commander is also a dependency, for the module entry point, dist/index.js.
import { chmodSync } from "node:fs";
import { build } from "esbuild";

const outdir = new URL("../dist", import.meta.url).pathname;
const source = (file) => new URL(`../src/${file}`, import.meta.url).pathname;
const common = {
  outdir,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  minify: true,
  legalComments: "none",
  external: [
    "@reportkit/sdk",
    "@reportkit/sdk/node",
    "@reportkit/catalog",
    "@reportkit/sandbox",
    // jq compiled to WebAssembly (1.3 MB): loaded only by a command line that uses --jq.
    "jq-wasm",
  ],
  metafile: true,
  logLevel: "warning",
};
// The entry's `import("./run.js")` is the other bundle, imported as it is.
const runBundle = {
  name: "run-bundle",
  setup(build) {
    build.onResolve({ filter: /^\.\/run\.js$/ }, () => ({ path: "./bin/run.js", external: true }));
  },
};
const results = [
  await build({ ...common, entryPoints: { reportkit: source("bin.ts") }, plugins: [runBundle] }),
  await build({
    ...common,
    entryPoints: { "bin/run": source("run.ts") },
    // Bundled CommonJS (commander) may call require(): give the ESM file one.
    banner: { js: 'import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);' },
  }),
];
chmodSync(`${outdir}/reportkit.js`, 0o755);
const sizes = results
  .flatMap((result) => Object.entries(result.metafile.outputs))
  .filter(([file]) => file.endsWith(".js"))
  .map(([file, output]) => `${file.replace(/^.*dist\//, "")} ${(output.bytes / 1000).toFixed(1)} kB`);
console.log(`bundled dist/: ${sizes.join(", ")}`);
