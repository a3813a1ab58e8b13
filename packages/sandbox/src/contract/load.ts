import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const API_NAMES = ["auth", "platform", "prep", "chains"] as const;
export type ApiName = (typeof API_NAMES)[number];

/** A bundled OpenAPI 3.1 document, as JSON. */
export type OpenApiDocument = Record<string, unknown> & { paths?: Record<string, unknown> };

/**
 * Where the bundled specs live: next to the compiled code in a published package (`dist/openapi/`,
 * copied there by the build), else the monorepo's `specs/dist/` (made by `pnpm --filter
 * @reportkit/specs bundle`) during development and tests.
 */
export function defaultSpecsDir(): string {
  const candidates = [
    new URL("../openapi/", import.meta.url),
    new URL("../../../../specs/dist/", import.meta.url),
  ];
  for (const url of candidates) {
    const dir = fileURLToPath(url);
    if (existsSync(`${dir}platform.json`)) return dir;
  }
  throw new Error(
    `@reportkit/sandbox: no bundled specs found (looked in ${candidates.map((u) => fileURLToPath(u)).join(" and ")}); ` +
      "run `node scripts/bundle-specs.mjs` in the monorepo's specs/ folder",
  );
}

/** The bundled document `<name>.json` (an API's name, or a preview's such as `processes-preview`). */
export function loadSpec(dir: string, name: string): OpenApiDocument {
  const file = `${dir.endsWith("/") ? dir : `${dir}/`}${name}.json`;
  return JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument;
}
