import type { JSONValue } from "@jmespath-community/jmespath";
import { InvalidArgumentsError } from "./errors.js";

/** The `select` argument of every read: a JMESPath expression (jmespath.org). */
export const SELECT_SCHEMA = {
  type: "string",
  minLength: 1,
  description: "JMESPath over `data`; only its result is sent, as `selected`.",
} as const;

let jmespath: Promise<typeof import("@jmespath-community/jmespath")> | undefined;

/**
 * `value` seen through a JMESPath `expression` (the agent's field selection or filter); an expression
 * that does not parse, or fails on the value, is an InvalidArguments error of `tool` (nothing to resend).
 * The JMESPath package is loaded at the first selection, not at start.
 */
export async function project(value: unknown, expression: string, tool: string): Promise<unknown> {
  jmespath ??= import("@jmespath-community/jmespath");
  const { search } = await jmespath;
  try {
    return search(value as JSONValue, expression);
  } catch (error) {
    throw new InvalidArgumentsError(tool, [
      `arguments.select is not a JMESPath expression that applies: ${(error as Error).message}`,
    ]);
  }
}
