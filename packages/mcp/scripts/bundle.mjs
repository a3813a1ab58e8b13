// Bundles the `reportkit-mcp` executable into one ESM file, dist/reportkit-mcp.js, so a host starts it
// by reading one file: this package's modules, the MCP SDK and zod inlined and minified. reportkit's own
// packages stay external: the SDK and the operation catalogue are the installed ones, the same table the
// `reportkit` command line reads.
import { chmodSync } from "node:fs";
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

const outfile = new URL("../dist/reportkit-mcp.js", import.meta.url).pathname;
const result = await build({
  entryPoints: [new URL("../src/bin.ts", import.meta.url).pathname],
  outfile,
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
  metafile: true,
  logLevel: "warning",
});
chmodSync(outfile, 0o755);
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`bundled dist/reportkit-mcp.js (${(bytes / 1000).toFixed(1)} kB)`);
