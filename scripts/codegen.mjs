// Shared by generate.mjs and check-generated.mjs: which APIs exist, where their specs and
// generated files live, and how one API's TypeScript types are produced from its spec.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { parse } from "yaml";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const specsDir = join(repoRoot, "specs");

/** Every API listed in specs/redocly.yaml with its spec root and generated output file. */
export function listApis() {
  const config = parse(readFileSync(join(specsDir, "redocly.yaml"), "utf8"));
  return Object.entries(config.apis).map(([name, api]) => {
    const pkg = api["x-openapi-ts"]?.package;
    if (!pkg) throw new Error(`specs/redocly.yaml: api '${name}' has no x-openapi-ts.package`);
    return {
      name,
      spec: join(specsDir, api.root),
      output: join(repoRoot, "packages", pkg, "src", "generated", "openapi.gen.ts"),
    };
  });
}

/** Picks the APIs named on the command line (all when none is named). */
export function selectApis(names) {
  const apis = listApis();
  if (names.length === 0) return apis;
  return names.map((n) => {
    const api = apis.find((a) => a.name === n);
    if (!api) throw new Error(`unknown api '${n}'; known: ${apis.map((a) => a.name).join(", ")}`);
    return api;
  });
}

/** The generated TypeScript source for one API, do-not-edit header included. */
export async function generateSource(api) {
  const ast = await openapiTS(pathToFileURL(api.spec), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: false,
  });
  const spec = relative(repoRoot, api.spec);
  const header = [
    "// ⚠️ GENERATED FILE: DO NOT EDIT.",
    `// Produced from ${spec} by scripts/generate.mjs (openapi-typescript).`,
    "// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.",
    "",
  ].join("\n");
  return `${header}\n${astToString(ast)}`;
}
