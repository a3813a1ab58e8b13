import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listBundledSpecs, operationsOf } from "../scripts/reference-specs.mjs";

export interface ReferenceSummary {
  name: string;
  title: string;
  version: string;
  summary: string;
  operations: number;
}

declare const data: ReferenceSummary[];

export { data };

const specsDist = fileURLToPath(new URL("../../specs/dist", import.meta.url));

export default {
  // No `watch` globs: VitePress resolves them when it builds too, by walking from their common folder
  // (the repository, node_modules included): about 70 s of CPU per build. The site is only ever built
  // (scripts/build.mjs), never served by VitePress' dev server, so nothing would use them.
  load(): ReferenceSummary[] {
    return listBundledSpecs(specsDist).map(({ name, file }: { name: string; file: string }) => {
      const spec = JSON.parse(readFileSync(file, "utf8"));
      return {
        name,
        title: spec.info?.title ?? name,
        version: spec.info?.version ?? "",
        summary: String(spec.info?.summary ?? "")
          .replace(/\s+/g, " ")
          .trim(),
        operations: operationsOf(spec).length,
      };
    });
  },
};
