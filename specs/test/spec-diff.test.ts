// The breaking-change check on the specs (scripts/spec-diff.mjs), on a small fixture API: each kind of
// break fails, additive changes pass, and a break passes only with a major changeset for the owner.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bumpsOfChangeset, judge } from "../../scripts/spec-diff.mjs";

type Doc = {
  paths: Record<string, Record<string, { parameters?: unknown[] }>>;
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
};
const base: Doc = JSON.parse(
  readFileSync(join(import.meta.dirname, "fixtures", "spec-diff", "widgets.json"), "utf8"),
);
const widget = "/widgets/{widgetId}";
const owner = "@reportkit/widgets";

/** Judges `base` against a copy changed by `edit`, with the given pending changesets. */
function judged(edit: (doc: Doc) => void, changesets: string[] = []) {
  const after = structuredClone(base);
  edit(after);
  const [result] = judge([{ name: "widgets", owner, before: base, after }], changesets);
  return result as { allowed: boolean; breaking: { description: string }[]; changes: unknown[] };
}
const changeset = (bump: string) => `---\n"${owner}": ${bump}\n---\n\nThe change.\n`;
const props = (doc: Doc, schema: string) => doc.components.schemas[schema]!.properties;
/** An edit that sets one keyword of one property of a component schema. */
const setting =
  (schema: string, property: string, keyword: string, value: unknown) =>
  (doc: Doc): void => {
    props(doc, schema)[property]![keyword] = value;
  };

describe("the spec diff", () => {
  it("finds no change between a spec and itself", () => {
    expect(judged(() => {}).changes).toEqual([]);
  });

  it("fails a removed operation", () => {
    const result = judged((doc) => {
      delete doc.paths[widget]!.delete;
    });
    expect(result.allowed).toBe(false);
    expect(result.breaking.map((c) => c.description).join("\n")).toMatch(/DELETE/);
  });

  it("fails a new required parameter", () => {
    const result = judged((doc) => {
      doc.paths[widget]!.get!.parameters!.push({
        name: "tenant",
        in: "query",
        required: true,
        schema: { type: "string" },
      });
    });
    expect(result.allowed).toBe(false);
  });

  it("fails a narrowed type in a request (nullable no more)", () => {
    expect(judged(setting("WidgetUpdate", "note", "type", "string")).allowed).toBe(false);
  });

  it("fails a changed or widened type in a response", () => {
    expect(judged(setting("Widget", "name", "type", "integer")).allowed).toBe(false);
    expect(judged(setting("Widget", "name", "type", ["string", "null"])).allowed).toBe(false);
  });

  it("fails a removed enum value, closed or open (x-extensible-enum), in a request or a response", () => {
    expect(judged(setting("WidgetUpdate", "shape", "enum", ["round"])).allowed).toBe(false);
    expect(judged(setting("Widget", "size", "enum", ["small"])).allowed).toBe(false);
    expect(judged(setting("Widget", "state", "x-extensible-enum", ["active"])).allowed).toBe(false);
  });

  it("passes an added optional field, an added operation, an added open-enum value and a widened request type", () => {
    const result = judged((doc) => {
      props(doc, "WidgetUpdate").colour = { type: "string" };
      props(doc, "Widget").colour = { type: "string" };
      props(doc, "Widget").state!["x-extensible-enum"] = ["active", "trashed", "archived"];
      props(doc, "WidgetUpdate").name!.type = ["string", "null"];
      doc.paths["/widgets"] = { get: { responses: { 200: { description: "All widgets." } } } } as never;
    });
    expect(result.breaking).toEqual([]);
    expect(result.changes.length).toBeGreaterThanOrEqual(4);
    expect(result.allowed).toBe(true);
  });

  it("passes a breaking change when a pending changeset bumps the owning package as major, not minor", () => {
    const remove = (doc: Doc) => {
      delete doc.paths[widget]!.delete;
    };
    expect(judged(remove, [changeset("minor")]).allowed).toBe(false);
    expect(judged(remove, [changeset("major")]).allowed).toBe(true);
    expect(judged(remove, [`---\n"@reportkit/other": major\n---\n\nx\n`]).allowed).toBe(false);
  });

  it("reads each package's bump from a changeset", () => {
    expect(bumpsOfChangeset(`---\n"@reportkit/sdk": major\n'@reportkit/prep': patch\n---\ntext`)).toEqual({
      "@reportkit/sdk": "major",
      "@reportkit/prep": "patch",
    });
  });
});
