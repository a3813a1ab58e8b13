import { READ_RESULT, readChunk } from "../results/chunks.js";
import { CONTINUATION_SCHEMA, outputSchema } from "../results/envelope.js";
import { jsonInput } from "./json-input.js";
import type { Tool } from "./tool.js";

/** A stored result is gone (expired, or dropped for newer ones). */
export class ResultExpiredError extends Error {
  override readonly name = "ResultExpired";
}

const input = jsonInput<{ cursor: string }>({
  type: "object",
  properties: {
    cursor: {
      type: "string",
      description: "The `cursor` of a `truncated.next` (or of an earlier read_result's `next`).",
    },
  },
  required: ["cursor"],
  additionalProperties: false,
});

/** Reads on in a result that was too long to send at once (see `truncated` in any result). */
export const readResultTool: Tool<{ cursor: string }> = {
  name: READ_RESULT,
  definition: {
    name: READ_RESULT,
    title: "Read the rest of a long result",
    description:
      "Reads on in a result that was too long to send at once: a result that was cut carries `truncated.next`, the call of this tool that returns its next characters (the JSON text of the whole result, in order). Results are kept for 30 minutes.",
    inputSchema: input.inputSchema,
    outputSchema: outputSchema(
      {
        offset: { type: "integer", description: "Where this part starts in the whole result's text." },
        shownChars: { type: "integer" },
        totalChars: { type: "integer" },
        next: { ...CONTINUATION_SCHEMA, description: "Reads the following part; absent at the end." },
      },
      ["offset", "shownChars", "totalChars"],
      "Where this part of the result is; the part itself is the second text block.",
    ),
    annotations: { title: "Read the rest of a long result", readOnlyHint: true, openWorldHint: false },
  },
  access: "read",
  apis: [],
  parse: input.parse,
  async run({ cursor }, _call, runtime) {
    const chunk = readChunk(runtime.store, cursor, runtime.maxResultChars);
    if (!chunk)
      throw new ResultExpiredError(
        `No stored result for cursor ${cursor}: it expired, or it was never given.`,
      );
    const structured = {
      offset: chunk.offset,
      shownChars: chunk.text.length,
      totalChars: chunk.totalChars,
      ...(chunk.next ? { next: chunk.next } : {}),
    };
    return { structured, text: [JSON.stringify(structured), chunk.text] };
  },
};
