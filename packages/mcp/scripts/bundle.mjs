// Bundles the `reportkit-mcp` executable into dist/reportkit-mcp.js: this package's modules, the MCP SDK
// and zod inlined and minified. reportkit's own packages stay external: the SDK and the operation
// catalogue are the installed ones, the same table the `reportkit` command line reads.
// Split at the dynamic imports (dist/bin-chunks/): what a stdio start does not run (the HTTP transport
// with node:http, node:http2 and Hono's adapter) is neither read nor linked until it is needed. In one
// file, esbuild hoists a lazily run module's imports of Node's modules to the top, so a stdio start
// would load node:http2, node:tls... for nothing.
import { chmodSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { build } from "esbuild";

// zod's `locales` namespace (40 languages, 260 kB of the bundle) reduced to English, the only one used:
// the MCP SDK's messages and ours are English. Half the text to parse at every start.
const englishOnly = {
  name: "zod-english-only",
  setup(bundle) {
    bundle.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      importer.includes("/zod/")
        ? { path: join(dirname(importer), "../locales/en.js"), namespace: "zod-en" }
        : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: "zod-en" }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(path)};`,
      resolveDir: dirname(path),
    }));
  },
};

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const dist = new URL("../dist/", import.meta.url).pathname;
const outfile = join(dist, "reportkit-mcp.js");
rmSync(join(dist, "bin-chunks"), { recursive: true, force: true });
const result = await build({
  entryPoints: { "reportkit-mcp": new URL("../src/bin.ts", import.meta.url).pathname },
  outdir: dist,
  splitting: true,
  chunkNames: "bin-chunks/[name]-[hash]",
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  minify: true,
  legalComments: "none",
  external: ["@reportkit/sdk", "@reportkit/sdk/*", "@reportkit/catalog", "@reportkit/catalog/*"],
  // The SDK's runtime shims, with the catalogue's JSON Schema validator in place of Ajv (src/bundle-shims.ts).
  alias: {
    "@modelcontextprotocol/server/_shims": new URL("../src/bundle-shims.ts", import.meta.url).pathname,
  },
  // A bundled CommonJS module may call require(): give the ESM file one.
  banner: { js: 'import{createRequire as __cr}from"node:module";const require=__cr(import.meta.url);' },
  plugins: [englishOnly],
  // The version (src/run.ts), so no chunk looks for package.json from its own folder.
  define: { __REPORTKIT_MCP_VERSION__: JSON.stringify(manifest.version) },
  metafile: true,
  logLevel: "warning",
});
chmodSync(outfile, 0o755);
const outputs = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith(".js"));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const main = outputs.find(([path]) => path.endsWith("/reportkit-mcp.js"))?.[1].bytes ?? 0;
const rest = outputs.reduce((sum, [, output]) => sum + output.bytes, 0) - main;
console.log(
  `bundled dist/reportkit-mcp.js (${kB(main)}; ${kB(rest)} in ${outputs.length - 1} chunks loaded when used)`,
);
