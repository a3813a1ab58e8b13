import { describe, expect, it } from "vitest";
import { FilterError, parseFilter, tokenize } from "../src/apis/platform/filter.js";

describe("activities $filter parser", () => {
  it("tokenizes quoted text with doubled quotes, timestamps, words and punctuation with positions", () => {
    const tokens = tokenize("target.id in ('it''s', 'b') and activityDateTime ge 2026-01-01T00:00:00Z");
    expect(tokens.map((t) => [t.kind, t.value, t.position])).toEqual([
      ["word", "target.id", 1],
      ["word", "in", 11],
      ["(", "(", 14],
      ["string", "it's", 15],
      [",", ",", 22],
      ["string", "b", 24],
      [")", ")", 27],
      ["word", "and", 29],
      ["word", "activityDateTime", 33],
      ["word", "ge", 50],
      ["timestamp", "2026-01-01T00:00:00Z", 53],
      ["end", "", 73],
    ]);
  });

  it("binds and tighter than or, and honours parentheses", () => {
    expect(parseFilter("action.alias eq 'a' or action.alias eq 'b' and performer.id eq 'p'")).toEqual({
      type: "or",
      left: { type: "compare", property: "action.alias", operator: "eq", value: "a" },
      right: {
        type: "and",
        left: { type: "compare", property: "action.alias", operator: "eq", value: "b" },
        right: { type: "compare", property: "performer.id", operator: "eq", value: "p" },
      },
    });
    expect(parseFilter("(action.alias eq 'a' or action.alias eq 'b') and performer.id eq 'p'")).toMatchObject(
      {
        type: "and",
        left: { type: "or" },
      },
    );
  });

  it.each([
    ["", 1, "a comparison"],
    ["action.alias eq", 16, "a quoted text value for action.alias"],
    ["action.alias eq file.create", 17, "a quoted text value"],
    ["action.alias ne 'x'", 14, "eq, in"],
    ["actor.id eq 'x'", 1, "one of action.alias"],
    ["activityDateTime in ('x')", 18, "eq, lt, gt, le, ge"],
    ["activityDateTime ge 'yesterday'", 21, "an ISO 8601 timestamp"],
    ["activityDateTime ge 2026-13-45T99:00:00Z", 21, "an ISO 8601 timestamp"],
    ["activityDateTime ge 2026", 21, "an ISO 8601 timestamp with a zone"],
    ["(action.alias eq 'a'", 21, "')' to close the '(' at position 1"],
    ["action.alias in ('a' 'b')", 22, "',' or ')' in the list"],
    ["action.alias in 'a'", 17, "'(' to open the list"],
    ["action.alias eq 'a' xor performer.id eq 'b'", 21, "'and', 'or' or the end of the filter"],
    ["action.alias eq 'unterminated", 17, "a closing '"],
    ["not action.alias eq 'a'", 1, "a property"],
    ["action.alias eq 'a' and", 24, "a property"],
    ["action.alias eq 'a' # x", 21, "a property, a quoted text"],
    [`${"(".repeat(40)}action.alias eq 'a'${")".repeat(40)}`, 33, "a flatter expression"],
    [`action.alias in (${"'x', ".repeat(1000)}'y')`, 4097, "a shorter filter"],
  ])("rejects %j at position %i, expecting %s", (input, position, expected) => {
    let error: unknown;
    try {
      parseFilter(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FilterError);
    expect((error as FilterError).position).toBe(position);
    expect((error as FilterError).expected).toContain(expected);
    expect((error as FilterError).message).toMatch(/^Invalid \$filter at position \d+: /);
  });
});
