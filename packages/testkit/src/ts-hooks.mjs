// Module hooks that let a plain `node` child process run the workspace's TypeScript sources: `.ts`
// files are transpiled by esbuild (types stripped, nothing checked), and a relative `./x.js` written
// NodeNext-style resolves to `./x.ts` when only the source exists. Registered by ts-register.mjs.
import { readFile } from "node:fs/promises";
import { transform } from "esbuild";

const TS = /\.(c|m)?ts$/;

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const fromTs = context.parentURL && TS.test(new URL(context.parentURL).pathname);
    if (!fromTs || !/^\.{1,2}\//.test(specifier) || !/\.(c|m)?js$/.test(specifier)) throw error;
    if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
    return nextResolve(specifier.replace(/js$/, "ts"), context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !TS.test(new URL(url).pathname)) return nextLoad(url, context);
  const source = await readFile(new URL(url), "utf8");
  const { code } = await transform(source, {
    loader: "ts",
    format: url.endsWith(".cts") ? "cjs" : "esm",
    target: "node20",
    sourcemap: "inline",
    sourcefile: new URL(url).pathname,
  });
  return { format: url.endsWith(".cts") ? "commonjs" : "module", source: code, shortCircuit: true };
}
