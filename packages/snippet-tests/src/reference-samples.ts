import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  enrichSpec,
  listBundledSpecs,
  operationsOf,
  readPaginatedPaths,
} from "../../../docs/scripts/reference-specs.mjs";

/** The reportkit sample the API reference shows for one operation. */
export interface ReferenceSample {
  /** The spec's bundle name: `platform`, `processes-preview`... */
  api: string;
  method: string;
  path: string;
  operationId: string;
  /** The TypeScript the site shows (its `x-codeSamples` entry labelled `reportkit`). */
  source: string;
}

/** The bundled specs (specs/dist/, made by `@reportkit/specs`'s `bundle`), parsed. */
export function bundledSpecs(root: string): { name: string; spec: { paths?: Record<string, object> } }[] {
  return listBundledSpecs(join(root, "specs", "dist")).map(({ name, file }) => ({
    name,
    spec: JSON.parse(readFileSync(file, "utf8")),
  }));
}

/**
 * Every reportkit sample of the API reference, built as the docs build builds them
 * (docs/scripts/reference-specs.mjs's `enrichSpec`), so the test runs what the site shows.
 */
export function referenceSamples(root: string): ReferenceSample[] {
  const paginated = readPaginatedPaths(
    join(root, "packages", "sdk", "src", "generated", "paginated-lists.gen.ts"),
  );
  return bundledSpecs(root).flatMap(({ name, spec }) =>
    operationsOf(enrichSpec(spec, name, paginated)).map(({ method, path, operation }) => {
      const sample = operation["x-codeSamples"]?.find((s) => s.label === "reportkit");
      if (!sample) throw new Error(`${name} ${method.toUpperCase()} ${path} has no reportkit sample`);
      return { api: name, method, path, operationId: operation.operationId ?? "", source: sample.source };
    }),
  );
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** How many operations the bundled specs declare, counted from their `paths` alone. */
export function operationCount(root: string): number {
  return bundledSpecs(root).reduce(
    (sum, { spec }) =>
      sum +
      Object.values(spec.paths ?? {}).reduce(
        (n: number, item) => n + Object.keys(item).filter((key) => HTTP_METHODS.has(key)).length,
        0,
      ),
    0,
  );
}

/** A readable name for a sample's test: `platform POST /files/{fileId}/copy (copyFile)`. */
export const sampleName = (s: ReferenceSample): string =>
  `${s.api} ${s.method.toUpperCase()} ${s.path} (${s.operationId})`;
