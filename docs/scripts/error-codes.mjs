// Every error code the specs and the sandbox use, found in their sources so that a new code reaches the
// Error codes page (docs/src/guide/error-codes.md) the day it is written:
//   - the sandbox (packages/sandbox/src): the code of each `new ApiError(status, "code", ...)` (both
//     branches of a `cond ? "a" : "b"`), and every `code: "..."` / `error: "..."` property;
//   - the bundled specs (specs/dist/*.json): `code` and `error` values in the examples of 4xx/5xx
//     responses, `enum` values of `code`/`error` properties, and codes named in descriptions
//     ("the code `concurrent_operations_exceeded`", "such as `invalid_client`").
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** The codes of one TypeScript source of the sandbox. */
export function codesInSource(text) {
  const found = new Set();
  const literal = /"([a-z][a-z0-9_]*)"/g;
  for (const call of text.matchAll(/new ApiError\(\s*[^,]+,\s*([^,]+?),/g)) {
    for (const [, code] of call[1].matchAll(literal)) found.add(code);
  }
  for (const [, code] of text.matchAll(/\b(?:code|error):\s*"([a-z][a-z0-9_]*)"/g)) found.add(code);
  return [...found].filter((code) => CODE.test(code));
}

/** The codes of one OpenAPI document (parsed JSON). */
export function codesInSpec(spec) {
  const found = new Set();
  const fromExample = (value) => {
    if (Array.isArray(value)) value.forEach(fromExample);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === "code" || key === "error") && typeof inner === "string") found.add(inner);
        else fromExample(inner);
      }
    }
  };
  const walk = (node, inError) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, inError);
      return;
    }
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "responses" && value && typeof value === "object") {
        for (const [status, response] of Object.entries(value)) walk(response, /^[45]/.test(status));
        continue;
      }
      if ((key === "example" || key === "examples" || key === "value") && inError) fromExample(value);
      if ((key === "code" || key === "error") && value && Array.isArray(value.enum)) {
        for (const code of value.enum) if (typeof code === "string") found.add(code);
      }
      if (key === "description" && typeof value === "string") {
        for (const [, code] of value.matchAll(
          /\b(?:code|such as)[^`.]{0,30}`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g,
        ))
          found.add(code);
      }
      walk(value, inError);
    }
  };
  walk(spec, false);
  return [...found].filter((code) => CODE.test(code));
}

function filesUnder(dir, keep) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/**
 * `[{ code, sources }]` sorted by code: every code of the sandbox's sources and of the bundled specs,
 * with where it was found (`sandbox: apis/auth/index.ts`, `spec: platform`).
 */
export function findErrorCodes(repoRoot) {
  const sources = new Map();
  const add = (code, where) => {
    if (!sources.has(code)) sources.set(code, new Set());
    sources.get(code).add(where);
  };
  const sandboxSrc = join(repoRoot, "packages", "sandbox", "src");
  for (const file of filesUnder(sandboxSrc, (name) => name.endsWith(".ts") && !name.endsWith(".d.ts"))) {
    for (const code of codesInSource(readFileSync(file, "utf8")))
      add(code, `sandbox: ${relative(sandboxSrc, file).split("\\").join("/")}`);
  }
  const specsDist = join(repoRoot, "specs", "dist");
  for (const file of filesUnder(specsDist, (name) => name.endsWith(".json"))) {
    const name = relative(specsDist, file).replace(/\.json$/, "");
    for (const code of codesInSpec(JSON.parse(readFileSync(file, "utf8")))) add(code, `spec: ${name}`);
  }
  return [...sources]
    .map(([code, where]) => ({ code, sources: [...where].sort() }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
