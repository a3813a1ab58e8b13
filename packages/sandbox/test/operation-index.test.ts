import { createRequire } from "node:module";
import dereferenceModule from "dereference-json-schema";
import type { Document, OpenAPIRouter as Router } from "openapi-backend";
import { describe, expect, it } from "vitest";
import { defaultSpecsDir, loadSpec, type OpenApiDocument } from "../src/contract/load.js";
import { operationInfosOf, operationsOf } from "../src/contract/operation-index.js";
import { OPERATION_INDEX } from "../src/generated/operation-index.gen.js";

const DOCUMENTS = [
  ["auth", "auth"],
  ["platform", "platform"],
  ["prep", "prep"],
  ["chains", "chains"],
  ["platform", "processes-preview"],
] as const;

const { OpenAPIRouter } = createRequire(import.meta.url)("openapi-backend") as {
  OpenAPIRouter: typeof Router;
};
const dereference = (doc: OpenApiDocument) =>
  dereferenceModule.dereferenceSync(structuredClone(doc)) as unknown as OpenApiDocument;

// A sandbox starts from the generated index (it reads an API's spec at that API's first request): the
// index must say what the bundled documents say, and reading a document must list its operations as
// openapi-backend's router does (the request validator finds them by id among those).
describe("the sandbox's operation index", () => {
  it.each(DOCUMENTS)("%s's routes in %s.json are the generated index's entries, in order", (api, name) => {
    const document = loadSpec(defaultSpecsDir(), name);
    expect(operationInfosOf(api, document)).toEqual(OPERATION_INDEX[name]);
  });

  it("has an entry for every bundled document and no other", () => {
    expect(Object.keys(OPERATION_INDEX).sort()).toEqual(DOCUMENTS.map(([, name]) => name).sort());
  });

  it.each(DOCUMENTS)("lists %s (%s.json)'s operations as openapi-backend's router does", (_, name) => {
    const definition = dereference(loadSpec(defaultSpecsDir(), name));
    const shape = (ops: readonly Record<string, unknown>[]) =>
      ops.map((op) => ({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        security: op.security,
        parameters: (op.parameters as { name: string; in: string }[]).map((p) => `${p.in} ${p.name}`),
        requestBody: op.requestBody,
      }));
    const router = new OpenAPIRouter({ definition: definition as unknown as Document });
    expect(shape(operationsOf(definition))).toEqual(shape(router.getOperations()));
  });
});
