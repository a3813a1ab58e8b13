import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/codegen/apis.mjs";
import { bundledSpecs } from "./support/bundled-specs.js";
import {
  checkField,
  checkRow,
  type FieldFact,
  fieldTitle,
  isFieldFact,
  loadLiveFacts,
  malformed,
  operationTitle,
} from "./support/live-facts.js";

// specs/live-facts.yaml states what the live service's published descriptions say (the facts file, as
// corrected by issue 21); every row is checked against the bundled specs, so a spec that drifts from
// the live service (or a difference that is not tolerated) fails here, naming the field.
const facts = loadLiveFacts(join(repoRoot, "specs", "live-facts.yaml"));
const specs = bundledSpecs();

describe("the live-facts table", () => {
  it("is well formed: known keys only, each row locating one field or operation", () => {
    expect(malformed(facts)).toEqual([]);
  });

  it("covers the 42 rows of the facts table, once each", () => {
    const numbers = facts.operations.flatMap((row) => (row.number === undefined ? [] : [row.number]));
    expect(numbers).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
  });

  it("states every format, list and layout member of a paragraph the specs declare", () => {
    const schemas = (specs.platform!.components as { schemas: Record<string, { properties?: object }> })
      .schemas;
    const declared = (name: string) =>
      Object.keys(schemas[name]?.properties ?? {}).map((field) => `${name}.${field}`);
    const stated = new Set(
      facts.fields.filter((row) => row.schema && row.field).map((row) => `${row.schema}.${row.field}`),
    );
    const members = ["TextFormat", "ParagraphList", "ParagraphProperties"].flatMap(declared);
    expect(members.filter((member) => !stated.has(member))).toEqual([]);
    expect(members.length).toBeGreaterThanOrEqual(14);
  });

  it("records every known difference between the summary and the live service", () => {
    expect(facts.differences.map((d) => d.topic)).toEqual(
      expect.arrayContaining([
        "file update",
        "ImportDto columnMappings and tags",
        "202 body",
        "sheet delete",
        "unknown user",
        "sample value",
        "token request body",
        "tag list cursor at the end",
        "milestone creation, missing document",
        "429",
      ]),
    );
  });
});

describe("every field the live service documents, as the specs type it", () => {
  it.each(facts.fields.map((row) => [fieldTitle(row), row] as const))("%s", (_, row) => {
    expect(checkRow(specs, row)).toEqual([]);
  });
});

describe("every operation of the facts table, as the specs declare it", () => {
  it.each(facts.operations.map((row) => [operationTitle(row), row] as const))("%s", (_, row) => {
    expect(checkRow(specs, row)).toEqual([]);
  });
});

describe("where the summary and the live service differ, reportkit does what the table says", () => {
  it.each(facts.differences.map((d) => [`${d.topic}: ${d.reportkit}`, d] as const))("%s", (_, difference) => {
    expect(difference.checks.flatMap((row) => checkRow(specs, row))).toEqual([]);
  });
});

describe("the checker", () => {
  const bold: FieldFact = {
    api: "platform",
    schema: "TextFormat",
    field: "bold",
    type: "boolean",
    nullable: true,
  };

  it("fails a row the spec contradicts, naming the API, the schema, the field and both values", () => {
    expect(checkField(specs.platform!, { ...bold, nullable: false, type: "string" })).toEqual([
      'platform TextFormat.bold: type is "boolean" in specs/dist/platform.json, the facts say "string"',
      "platform TextFormat.bold: nullable is true in specs/dist/platform.json, the facts say false",
    ]);
  });

  it("fails a row whose field the spec does not declare", () => {
    const row: FieldFact = {
      api: "platform",
      operation: "POST /content/tables/{tableId}/edit",
      in: "body",
      field: "deleteRows.rows.start",
    };
    expect(checkRow(specs, row)).toEqual([
      "platform POST /content/tables/{tableId}/edit (body) deleteRows.rows.start: the spec declares no member 'start' in 'deleteRows.rows'",
    ]);
  });

  it("fails an operation row whose statuses, id or existence the spec contradicts", () => {
    const row = { api: "platform", operation: "GET /operations/{operationId}/tableEditResults" };
    expect(checkRow(specs, { ...row, id: "getTableEditResult", statuses: [202] })).toEqual([
      'platform GET /operations/{operationId}/tableEditResults: operationId is "getTableEditResults", the facts say "getTableEditResult"',
      "platform GET /operations/{operationId}/tableEditResults: declares no 202 response, the facts say it answers 202",
    ]);
    expect(checkRow(specs, { ...row, exists: false })).toHaveLength(1);
  });

  it("refuses a row with a key it does not know, so a typo cannot check nothing", () => {
    const typo = { ...bold, nulable: true } as FieldFact;
    expect(malformed({ fields: [typo], operations: [], differences: [] })).toEqual([
      "platform TextFormat.bold: unknown key 'nulable'",
    ]);
    expect(isFieldFact(bold)).toBe(true);
  });
});
