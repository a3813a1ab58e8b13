import { describe, expect, it } from "vitest";
import { findOperation, type JsonSchema, validate } from "../src/index.js";

const copyBody = findOperation("platform", "copyFile")!.requestBody!.schema;
const exportBody = findOperation("platform", "exportFileById")!.requestBody!.schema;

describe("validate", () => {
  it("accepts a valid body", () => {
    expect(validate(copyBody, { destinationName: "Q3 copy", options: { includeComments: true } })).toEqual(
      [],
    );
    expect(validate(copyBody, { destinationName: null })).toEqual([]);
  });

  it("names an unknown field of a closed object, with the known ones", () => {
    const errors = validate(copyBody, { destinationNmae: "x" }, "body");
    expect(errors).toEqual([
      {
        path: "body.destinationNmae",
        message: expect.stringMatching(/^is not a known field \(known: .*destinationName/),
      },
    ]);
  });

  it("names a wrong type deep inside, through oneOf", () => {
    const errors = validate(copyBody, { options: { includeComments: "yes" } }, "body");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe("body.options");
    expect(errors[0]?.message).toContain("body.options.includeComments must be boolean, not a string");
  });

  it("reports a missing required member and keeps open enums open", () => {
    expect(validate(exportBody, { kind: "Spreadsheet", spreadsheetExport: {} }, "body")).toEqual([
      { path: "body.spreadsheetExport.format", message: "is required" },
    ]);
    expect(validate(exportBody, { kind: "SomethingNew" })).toEqual([]);
  });

  it("checks type lists, closed enums, bounds, lengths, patterns and items", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        n: { type: ["integer", "null"], minimum: 1, maximum: 10 },
        e: { type: "string", enum: ["a", "b"] },
        s: { type: "string", minLength: 2, maxLength: 3, pattern: "^[a-z]+$" },
        list: { type: "array", items: { type: "number" }, maxItems: 2 },
      },
    };
    expect(validate(schema, { n: null, e: "a", s: "ab", list: [1, 2.5] })).toEqual([]);
    expect(
      validate(schema, { n: 1.5, e: "c", s: "ABCD", list: [1, "x", 3] }).map((e) => `${e.path} ${e.message}`),
    ).toEqual([
      "$.n must be integer or null, not a number",
      '$.e must be one of "a", "b"',
      "$.s must have at most 3 characters",
      "$.s must match ^[a-z]+$",
      "$.list must have at most 2 items",
      "$.list[1] must be number, not a string",
    ]);
    expect(validate(schema, { n: 11 })).toEqual([{ path: "$.n", message: "must be <= 10" }]);
  });

  it("checks anyOf, allOf, const and additionalProperties given as a schema", () => {
    const schema: JsonSchema = {
      anyOf: [{ type: "string" }, { type: "object", additionalProperties: { type: "integer" } }],
    };
    expect(validate(schema, "x")).toEqual([]);
    expect(validate(schema, { a: 1 })).toEqual([]);
    expect(validate(schema, { a: "1" })[0]?.message).toContain("matches none");
    expect(validate({ allOf: [{ const: 3 }] }, 4)).toEqual([{ path: "$", message: "must be 3" }]);
  });
});
