import { describe, expect, it } from "vitest";
import { listApis } from "../../scripts/codegen/apis.mjs";
import { paginationOf } from "../../scripts/codegen/paging.mjs";
import { loadResolved } from "../../scripts/codegen/spec.mjs";

// The conventions of specs/README.md that Redocly's rules cannot express, checked on every document.

type Schema = Record<string, unknown>;
type Operation = {
  operationId: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

function operations(): { api: string; path: string; op: Operation; item: Record<string, unknown> }[] {
  return listApis().flatMap((api) => {
    const doc = loadResolved(api.spec) as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ api: api.name, path, op: item[m] as Operation, item })),
    );
  });
}

/** Every schema inside `schema` (itself included), with a JSON-Pointer-like trail. */
function* walk(schema: unknown, trail: string): Generator<[Schema, string]> {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return;
  const s = schema as Schema;
  yield [s, trail];
  for (const [key, value] of Object.entries(s.properties ?? {})) yield* walk(value, `${trail}/${key}`);
  if (s.items) yield* walk(s.items, `${trail}/items`);
  if (typeof s.additionalProperties === "object") yield* walk(s.additionalProperties, `${trail}/*`);
  for (const k of ["oneOf", "anyOf", "allOf"]) {
    for (const [i, sub] of ((s[k] as unknown[]) ?? []).entries()) yield* walk(sub, `${trail}/${k}/${i}`);
  }
}

const bodySchemas = (op: Operation) =>
  Object.entries(op.requestBody?.content ?? {}).map(([media, c]) => [media, c.schema] as const);
const responseSchemas = (op: Operation) =>
  Object.entries(op.responses ?? {}).flatMap(([status, r]) =>
    Object.values(r.content ?? {}).map((c) => [status, c.schema] as const),
  );
const isObject = (s: Schema) => s.type === "object" || (Array.isArray(s.type) && s.type.includes("object"));

describe("spec conventions", () => {
  const all = operations();

  it("closes or explicitly opens every object of every request body", () => {
    const undecided: string[] = [];
    for (const { path, op } of all) {
      for (const [media, schema] of bodySchemas(op)) {
        for (const [s, trail] of walk(schema, `${op.operationId} ${media}`)) {
          if (isObject(s) && s.additionalProperties === undefined) undecided.push(`${path}: ${trail}`);
        }
      }
    }
    expect(undecided).toEqual([]);
  });

  it("closes the request objects whose fields are known, unless their description says why not", () => {
    // An object with declared properties that still takes others must say so (flags not all documented).
    const unexplained: string[] = [];
    for (const { op } of all) {
      for (const [media, schema] of bodySchemas(op)) {
        for (const [s, trail] of walk(schema, `${op.operationId} ${media}`)) {
          const partlyKnown = s.additionalProperties === true && s.properties !== undefined;
          if (
            partlyKnown &&
            !/not documented|accepted as additional properties/i.test(String(s.description))
          ) {
            unexplained.push(trail);
          }
        }
      }
    }
    expect(unexplained).toEqual([]);
  });

  it("keeps enumerations open: no closed enum in a body, x-extensible-enum only on strings", () => {
    const problems: string[] = [];
    for (const { op } of all) {
      for (const [where, schema] of [...bodySchemas(op), ...responseSchemas(op)]) {
        for (const [s, trail] of walk(schema, `${op.operationId} ${where}`)) {
          if (s.enum) problems.push(`${trail}: use x-extensible-enum instead of enum`);
          const values = s["x-extensible-enum"];
          if (values !== undefined) {
            const types = Array.isArray(s.type) ? s.type : [s.type];
            if (!types.includes("string") || !Array.isArray(values))
              problems.push(`${trail}: not a string enum`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("types @nextLink as a nullable URL and declares $next on every @nextLink list", () => {
    const problems: string[] = [];
    for (const { path, op, item } of all) {
      if (!op.responses?.["200"]) continue;
      const list = paginationOf(op, item);
      if (list?.style !== "nextLink") continue;
      const body = op.responses["200"].content?.["application/json"]?.schema as Schema;
      const link = (body.properties as Record<string, Schema>)["@nextLink"] as Schema;
      if (!(Array.isArray(link.type) && link.type.includes("null")))
        problems.push(`${path}: @nextLink not nullable`);
      const params = [
        ...((item.parameters as { name: string }[]) ?? []),
        ...((op as { parameters?: { name: string }[] }).parameters ?? []),
      ];
      if (!params.some((p) => p.name === "$next")) problems.push(`${path}: no $next parameter`);
    }
    expect(problems).toEqual([]);
  });

  it("declares operationLocation in every 202 body, optional only for the file import (live: uploadUrl only)", () => {
    const problems: string[] = [];
    for (const { api, path, op } of all) {
      const accepted = op.responses?.["202"];
      if (api !== "platform" || !accepted) continue;
      const schema = accepted.content?.["application/json"]?.schema as Schema | undefined;
      const props = Object.keys((schema?.properties as object) ?? {});
      if (!props.includes("operationLocation")) problems.push(`${path}: no operationLocation`);
      if (
        (schema?.required as string[] | undefined)?.includes("operationLocation") &&
        op.operationId === "importFile"
      ) {
        problems.push(`${path}: the live import answer has no operationLocation`);
      }
    }
    expect(problems).toEqual([]);
  });
});
