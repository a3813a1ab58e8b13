// Builds @reportkit/sdk: `tsc` writes the declarations (dist/**/*.d.ts, with maps back to src/), then
// esbuild bundles each public entry point into one ESM file, with source maps. Code more than one entry
// point uses is in shared chunks, so `instanceof ApiError` holds across them: chunks/settings-core.js
// (what ./node/settings shares with the browser entries), chunks/node-settings.js (with ./node only),
// chunks/core.js (what the main entry loads at once) and chunks/later.js (what it loads at first use,
// the other entries at once); what `import()` loads is its own chunk (chunks/otel.js: the telemetry).
// Few files keep `import("@reportkit/sdk")` fast on a cold start: Node's loader pays ~0.7 ms per module
// file, so the chunks are laid out here, not left to esbuild's splitting (a chunk per set of entry
// points that share code: eight files for the main entry). Dependencies stay external, and the output
// stays plain ESM without side effects, so an application's bundler still tree-shakes it.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL(".", import.meta.url));
const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const entryPoints = Object.values(manifest.exports).map((entry) =>
  entry["@reportkit/source"].replace(/^\.\//, ""),
);
const BROWSER_ENTRIES = ["src/index.ts", "src/advanced.ts"];
const SETTINGS_ENTRY = manifest.exports["./node/settings"]["@reportkit/source"].replace(/^\.\//, "");

const common = {
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  sourcemap: true,
  // The generated clients and openapi-fetch are small: inlined, they cost no module resolution at load.
  external: [...Object.keys(manifest.peerDependencies ?? {}), "node:*"],
  logLevel: "warning",
  // The User-Agent's version (src/version/versions.ts), so nothing reads package.json at run time.
  define: { __REPORTKIT_SDK_VERSION__: JSON.stringify(manifest.version) },
};

/**
 * The main entry's async helpers that a client and its plain calls never use: `@reportkit/sdk` exports
 * a wrapper that imports their module at the first call, so `import("@reportkit/sdk")` does not compile
 * them (nor what they alone bring). Only an `async function` qualifies (the build checks): its callers
 * already get every outcome, errors included, through the promise it returns.
 */
const LAZY_EXPORTS = {
  "./transfers/import-file.js": ["importFile"],
  "./transfers/export-file.js": ["exportFile"],
  "./bulk/copy-files.js": ["copyFiles"],
  "./bulk/in-batches.js": ["inBatches"],
};
const lazyExports = {
  name: "lazy-exports",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\// }, ({ path, importer }) =>
      importer === resolve(root, "src/index.ts") && path in LAZY_EXPORTS
        ? { path: `src/${path.slice(2).replace(/\.js$/, ".ts")}`, namespace: "lazy", pluginData: path }
        : undefined,
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: "lazy" }, ({ path: file, pluginData }) => {
      const path = resolve(root, file);
      const source = readFileSync(path, "utf8");
      const wrappers = LAZY_EXPORTS[pluginData].map((name) => {
        if (!new RegExp(`export async function ${name}[<(]`).test(source))
          throw new Error(`${name} (${pluginData}) is no async function: it cannot load at its first call.`);
        return `export async function ${name}(...args) {\n  return (await import("./${basename(path)}")).${name}(...args);\n}`;
      });
      return { contents: wrappers.join("\n"), loader: "js", resolveDir: dirname(path) };
    });
  },
};

rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], {
  stdio: "inherit",
});

// Which modules each entry point (and each module loaded by `import()`) reaches through static imports.
const { metafile } = await build({
  ...common,
  entryPoints,
  outdir: "dist",
  splitting: true,
  write: false,
  metafile: true,
  plugins: [lazyExports],
});
const inputs = metafile.inputs;
const lazyRoots = [
  ...new Set(
    Object.values(inputs).flatMap((input) =>
      input.imports.filter((i) => i.kind === "dynamic-import" && inputs[i.path]).map((i) => i.path),
    ),
  ),
];
const reach = (start) => {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of inputs[file].imports)
      if (i.kind === "import-statement" && inputs[i.path]) queue.push(i.path);
  }
  return seen;
};
const reached = new Map([...entryPoints, ...lazyRoots].map((start) => [start, reach(start)]));
const users = (file) => [...reached].filter(([, files]) => files.has(file)).map(([start]) => start);
// An entry point importing another (./node re-exports ./node/settings) takes its exports, not the chunk's.
// In the order esbuild's own split output has them (the gzip of a bundle made from dist depends on it).
const order = new Set();
const place = (name, output = metafile.outputs[name]) => {
  if (order.has(name)) return;
  order.add(name);
  for (const i of output.imports)
    if (i.kind === "import-statement" && metafile.outputs[i.path]) place(i.path);
  for (const input of Object.keys(output.inputs)) order.add(input);
};
for (const name of Object.keys(metafile.outputs)) place(name);
const shared = [...order]
  .filter((file) => inputs[file])
  .filter((file) => users(file).length > 1 && !entryPoints.includes(file));
const inBrowser = (file) => BROWSER_ENTRIES.some((entry) => reached.get(entry).has(file));
const inSettings = (file) => reached.get(SETTINGS_ENTRY).has(file);
const inMain = (file) => reached.get("src/index.ts").has(file);
const settingsCore = shared.filter((file) => inSettings(file) && inBrowser(file));
const nodeSettings = shared.filter((file) => inSettings(file) && !inBrowser(file));
const core = shared.filter((file) => !inSettings(file) && inMain(file));
// What the main entry loads at first use only, and other entry points load at once.
const later = shared.filter((file) => !inSettings(file) && !inMain(file));
const chunkOf = new Map([
  ...lazyRoots.map((file) => [resolve(root, file), `chunks/${basename(file, ".ts")}.js`]),
  ...settingsCore.map((file) => [resolve(root, file), "chunks/settings-core.js"]),
  ...nodeSettings.map((file) => [resolve(root, file), "chunks/node-settings.js"]),
  ...core.map((file) => [resolve(root, file), "chunks/core.js"]),
  ...later.map((file) => [resolve(root, file), "chunks/later.js"]),
]);

/** Imports of a module another output file holds become imports of that file (`at`: the importer's folder in dist/). */
const chunked = (at, own) => ({
  name: "chunked",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === "chunked" || args.kind === "entry-point") return undefined;
      const found = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: "chunked",
      });
      const chunk = chunkOf.get(found.path);
      if (!chunk || own.includes(chunk))
        return found.errors.length > 0
          ? { errors: found.errors }
          : { path: found.path, external: found.external, sideEffects: found.sideEffects };
      return { path: `./${relative(at, chunk)}`.replace(/^\.\/\.\.\//, "../"), external: true };
    });
  },
});
const chunk = (name, files, own) =>
  build({
    ...common,
    stdin: {
      contents: files.map((file) => `export * from ${JSON.stringify(resolve(root, file))};`).join("\n"),
      resolveDir: root,
      sourcefile: `${name}.js`,
    },
    outfile: `dist/chunks/${name}.js`,
    plugins: [chunked("chunks", own)],
  });
await chunk("settings-core", settingsCore, ["chunks/settings-core.js"]);
await chunk("node-settings", nodeSettings, ["chunks/node-settings.js"]);
await chunk("core", core, ["chunks/core.js"]);
await chunk("later", later, ["chunks/later.js"]);
for (const file of lazyRoots.filter((file) => !shared.includes(file))) {
  const outfile = chunkOf.get(resolve(root, file));
  await build({
    ...common,
    entryPoints: [file],
    outfile: `dist/${outfile}`,
    plugins: [chunked("chunks", [outfile])],
  });
}
for (const entry of entryPoints) {
  const out = relative("src", entry).replace(/\.ts$/, ".js");
  await build({
    ...common,
    entryPoints: [entry],
    outfile: `dist/${out}`,
    plugins: [lazyExports, chunked(dirname(out), [])],
  });
}

const outputs = readdirSync(new URL("./dist", import.meta.url), { recursive: true }).filter((file) =>
  file.endsWith(".js"),
);
// What a browser loads must not import Node's modules (a bundler fails on them even unused).
for (const file of outputs.filter((file) => !/^(node[./]|chunks\/node-)/.test(file))) {
  if (/from "node:|import\("node:/.test(readFileSync(new URL(`./dist/${file}`, import.meta.url), "utf8")))
    throw new Error(`dist/${file} imports a node: module; browsers load it.`);
}
// Every import between the files links (a name two modules of a chunk export alike would not).
for (const file of outputs) await import(new URL(`./dist/${file}`, import.meta.url).href);
