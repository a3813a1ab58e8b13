import { validate } from "@reportkit/catalog/summary";
import type { ObjectSchema } from "./schemas.js";
import type { Parsed } from "./tool.js";

/**
 * A hand-written tool's input: its JSON Schema (what `tools/list` gives) and the check of its
 * arguments by the catalogue's validator, as an operation tool's (no schema library to load at start).
 * `rule`: a condition across arguments that the schema does not say, and its problem when it fails.
 */
export function jsonInput<A>(
  inputSchema: ObjectSchema,
  rule?: { holds(args: A): boolean; problem: string },
): { inputSchema: ObjectSchema; parse(args: unknown): Parsed<A> } {
  return {
    inputSchema,
    parse(args) {
      const value = args ?? {};
      const problems = validate(inputSchema, value, "arguments").map((p) => `${p.path} ${p.message}`);
      if (problems.length === 0 && rule && !rule.holds(value as A))
        problems.push(`arguments ${rule.problem}`);
      return problems.length === 0 ? { ok: true, value: value as A } : { ok: false, problems };
    },
  };
}
