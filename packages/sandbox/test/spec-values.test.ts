// The spec-driven tier's values are ones their schemas accept: a pattern with a group is sampled, a
// string of another format is redrawn, a recursive record ends in null where null is allowed.
import { describe, expect, it } from "vitest";
import { fromPattern } from "../src/contract/pattern-sample.js";
import { fitValue } from "../src/contract/schema-fit.js";
import { type Schema, sampleValue } from "../src/contract/schema-sample.js";
import { Random } from "../src/core/random.js";

const ctx = () => ({ random: new Random(1), now: Date.parse("2026-01-15T12:00:00Z"), label: "Thing" });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe("spec-driven values", () => {
  it("samples a pattern with a quantified (?:...) group (a colour #a1b)", () => {
    const pattern = "^#(?:[0-9a-fA-F]{3}){1,2}$";
    expect(fromPattern(pattern, new Random(1))).toMatch(new RegExp(pattern));
  });

  it("redraws a string that is not of its format (a demo id where a uuid is due) and keeps one that is", () => {
    expect(fitValue({ type: "string", format: "uuid" }, "prog-1", ctx())).toMatch(UUID);
    const id = "3fe27925-1254-4f10-9d2f-388fc76a3481";
    expect(fitValue({ type: "string", format: "uuid" }, id, ctx())).toBe(id);
  });

  it("ends a recursive record's nullable parent in null, with every required member above it present", () => {
    const section: Schema = {
      type: "object",
      required: ["id", "parent"],
      properties: { id: { type: "string" }, parent: { oneOf: [{ type: "null" }] } },
    };
    section.properties!.parent!.oneOf!.unshift(section);
    let at = sampleValue(section, ctx()) as Record<string, unknown> | null;
    let depth = 0;
    while (at) {
      expect(typeof at.id).toBe("string");
      at = at.parent as Record<string, unknown> | null;
      depth++;
    }
    expect(depth).toBeLessThan(8);
  });
});
