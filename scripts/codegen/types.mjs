// One API's TypeScript types (`openapi.gen.ts`), written by openapi-typescript.
import { relative } from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString, NULL, STRING, tsIntersection, tsLiteral, tsUnion } from "openapi-typescript";
import ts from "typescript";
import { repoRoot } from "./apis.mjs";
import { header } from "./header.mjs";

/**
 * An open enum: `x-extensible-enum: [a, b]` on a string schema becomes `"a" | "b" | (string & {})`, so
 * editors still offer the known values while any other string (a value the service adds later) is
 * accepted. `null` is kept when the schema's type list allows it. See specs/README.md.
 */
export function openEnumType(schema) {
  const values = schema["x-extensible-enum"];
  if (!Array.isArray(values)) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "string"];
  if (!types.includes("string") || values.some((v) => typeof v !== "string")) {
    throw new Error(
      `x-extensible-enum applies to string schemas with string values: ${JSON.stringify(schema)}`,
    );
  }
  const anyString = tsIntersection([STRING, ts.factory.createTypeLiteralNode([])]);
  const members = [...values.map((v) => tsLiteral(v)), anyString];
  if (types.includes("null")) members.push(NULL);
  return tsUnion(members);
}

/** The generated TypeScript types for one API. */
export async function generateSource(api) {
  const ast = await openapiTS(pathToFileURL(api.spec), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: false,
    // A default is what the service assumes when a request leaves the field out: the field stays optional.
    defaultNonNullable: false,
    transform: (schema) => openEnumType(schema),
  });
  const origin = `Produced from ${relative(repoRoot, api.spec)} by scripts/generate.mjs (openapi-typescript).`;
  return `${header(origin)}\n${astToString(ast)}`;
}
