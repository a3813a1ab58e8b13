// Module hooks that let a plain `node` child process run the workspace's TypeScript sources: `.ts`
// files are transpiled by esbuild (types stripped, nothing checked), and a relative `./x.js` written
// NodeNext-style resolves to `./x.ts` when only the source exists. Registered by ts-register.mjs.
//
// Every transpiled file is kept in node_modules/.cache/ts-hooks/ under a hash of its URL and source:
// the snippet and command-line tests start a child per example, and each would otherwise transpile the
// same hundred-odd source files again (esbuild itself is loaded only on a miss).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const TS = /\.(c|m)?ts$/;
// Part of every cache key: bump it when the transform options below change.
const TRANSFORM = "esbuild ts node20 inline-sourcemap 1";
const cacheDir = fileURLToPath(new URL("../node_modules/.cache/ts-hooks/", import.meta.url));
/** @type {typeof import("esbuild") | undefined} */
let esbuild;

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
  const cjs = url.endsWith(".cts");
  const source = await readFile(new URL(url), "utf8");
  const format = cjs ? "commonjs" : "module";
  const key = createHash("sha256").update(TRANSFORM).update("\0").update(url).update("\0").update(source);
  const cached = join(cacheDir, `${key.digest("hex")}.js`);
  try {
    return { format, source: readFileSync(cached, "utf8"), shortCircuit: true };
  } catch {
    // Not transpiled yet (or the cache was cleared): transpile and keep it.
  }
  esbuild ??= await import("esbuild");
  const { code } = await esbuild.transform(source, {
    loader: "ts",
    format: cjs ? "cjs" : "esm",
    target: "node20",
    sourcemap: "inline",
    sourcefile: new URL(url).pathname,
  });
  try {
    // Written aside and renamed into place: a child reading it at the same time sees all or nothing.
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, cached);
  } catch {
    // A cache that cannot be written costs time, not correctness.
  }
  return { format, source: code, shortCircuit: true };
}
