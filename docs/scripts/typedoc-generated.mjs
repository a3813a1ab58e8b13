// The types openapi-typescript generates from a spec (`paths`, `operations`, `components`, one alias per
// schema, parameter and response, in src/generated/**/openapi.gen.ts) are not rendered by TypeDoc: for
// the platform's 45 operations its `paths` page alone weighed 7.2 MB of HTML, and it grows with every
// operation. The API reference documents the same types (every operation, parameter and schema, with the
// reportkit call), one light page per tag; each package's page in the TypeScript reference links to it.
// TypeDoc never converts them (its `exclude` option, GENERATED_TYPES_GLOBS: a symbol declared in an
// excluded file is skipped before conversion); converting the 898 of them and removing them afterwards
// cost 16 of TypeDoc's 28 CPU s.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Converter } from "typedoc";

/** A file openapi-typescript generated (`packages/platform/src/generated/processes-preview/openapi.gen.ts`). */
export const GENERATED_TYPES = /[\\/]src[\\/]generated[\\/](?:[^\\/]+[\\/])?openapi\.gen\.ts$/;

/** The same files as GENERATED_TYPES, as TypeDoc's `exclude` globs. */
export const GENERATED_TYPES_GLOBS = ["**/src/generated/openapi.gen.ts", "**/src/generated/*/openapi.gen.ts"];

/**
 * The bundled spec an entry point's generated types come from (`platform`, `processes-preview`...), read
 * from its openapi.gen.ts header (`Produced from specs/<name>/openapi.yaml`); undefined for a package
 * without generated types.
 */
export function specOfEntry(packageDir, specifier) {
  const sub = specifier.split("/").slice(2).join("/");
  const file = join(packageDir, "src", "generated", ...(sub ? [sub] : []), "openapi.gen.ts");
  if (!existsSync(file)) return undefined;
  return readFileSync(file, "utf8").match(/Produced from specs\/([^/]+)\/openapi\.yaml/)?.[1];
}

/** The sentence a package's page carries in place of its generated types (`base`-less site links). */
export function generatedTypesNote(specName, title) {
  return [
    `The request and response types generated from the spec (\`paths\`, \`operations\`, \`components\` and`,
    `one type per schema, parameter and response, named as in the spec) are documented by the`,
    `[${title} reference](/api/${specName}/): every operation, its parameters, bodies and schemas, and the`,
    `reportkit call that makes it. A schema \`X\` of that reference is the type \`X\` of this package`,
    `(\`components["schemas"]["X"]\`).`,
  ].join("\n");
}

/**
 * A safety net behind GENERATED_TYPES_GLOBS: removes any reflection declared in a generated openapi.gen.ts
 * that TypeDoc converted all the same; returns a counter (the build fails when it is not 0: the globs
 * missed a file).
 */
export function dropGeneratedTypes(app) {
  const dropped = { count: 0 };
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const project = context.project;
    for (const reflection of Object.values(project.reflections)) {
      const file = reflection.sources?.[0]?.fullFileName;
      if (!file || !GENERATED_TYPES.test(file)) continue;
      // A parent already removed takes its children with it.
      if (!project.getReflectionById(reflection.id)) continue;
      project.removeReflection(reflection);
      dropped.count++;
    }
  });
  return dropped;
}
