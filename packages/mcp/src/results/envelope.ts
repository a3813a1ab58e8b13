import type { JsonSchema } from "@reportkit/catalog";
import type { ObjectSchema } from "../tools/schemas.js";

/** A call the agent can make next: a tool and its arguments, ready to send. */
export interface Continuation {
  tool: string;
  arguments: Record<string, unknown>;
}

/** What a result says when it was too long to send whole. */
export interface Truncation {
  /** Characters of the whole result (its JSON text). */
  totalChars: number;
  /** Characters sent with this answer (its first ones). */
  shownChars: number;
  /** The members of the result left out of `structuredContent` (they are in the text). */
  omitted: string[];
  /** Reads the following characters. */
  next: Continuation;
}

export const CONTINUATION_SCHEMA: JsonSchema = {
  type: "object",
  description: "A tool call to make next, arguments included.",
  required: ["tool", "arguments"],
  properties: { tool: { type: "string" }, arguments: { type: "object" } },
};

export const TRUNCATION_SCHEMA: JsonSchema = {
  type: "object",
  description:
    "Present when the result was too long to send whole: the text holds its first `shownChars` characters; `next` reads on.",
  required: ["totalChars", "shownChars", "omitted", "next"],
  properties: {
    totalChars: { type: "integer" },
    shownChars: { type: "integer" },
    omitted: { type: "array", items: { type: "string" } },
    next: CONTINUATION_SCHEMA,
  },
};

/** An output schema: `properties` plus the `truncated` member every result may carry. */
export function outputSchema(
  properties: Record<string, JsonSchema>,
  required: string[],
  description: string,
): ObjectSchema {
  return {
    type: "object",
    description,
    properties: { ...properties, truncated: TRUNCATION_SCHEMA },
    required,
  };
}
