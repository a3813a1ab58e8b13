import type { CallToolResult } from "@modelcontextprotocol/server";
import { chunkEnd, readOn } from "./chunks.js";
import type { Truncation } from "./envelope.js";
import type { ResultStore } from "./store.js";

/** What a tool gives back before it is sent: its structured result, and the members that may be long. */
export interface ToolOutput {
  structured: Record<string, unknown>;
  /** Members that may be large (`data`, `items`): left out of `structuredContent` when the result is cut. */
  bulk?: readonly string[];
  /** The text blocks to send instead of the result's JSON (a tool that sizes its own text, like `read_result`). */
  text?: readonly string[];
}

/**
 * The answer to a call: the result as JSON text and as `structuredContent`. A result longer than
 * `maxChars` is kept whole in `store`; the answer then carries its first `maxChars` characters as text
 * and, in `structuredContent`, the result without its bulk members plus `truncated`, which names the
 * `read_result` call that reads on. What `structuredContent` keeps still matches the tool's output
 * schema: bulk members are never required.
 */
export function finish(output: ToolOutput, maxChars: number, store: ResultStore): CallToolResult {
  if (output.text) {
    return {
      content: output.text.map((text) => ({ type: "text", text })),
      structuredContent: output.structured,
    };
  }
  const text = JSON.stringify(output.structured);
  if (text.length <= maxChars) {
    return { content: [{ type: "text", text }], structuredContent: output.structured };
  }
  const handle = store.put(text);
  const end = chunkEnd(text, 0, maxChars);
  const omitted: string[] = [];
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(output.structured)) {
    const isBulk = output.bulk?.includes(key) ?? false;
    // Anything long goes too: a result's summary must stay short whatever the tool put in it.
    if (isBulk || JSON.stringify(value).length > 2_000) omitted.push(key);
    else kept[key] = value;
  }
  const truncated: Truncation = {
    totalChars: text.length,
    shownChars: end,
    omitted,
    next: readOn(handle, end),
  };
  const structuredContent = { ...kept, truncated };
  const note = `The result is ${text.length} characters long: here are the first ${end}. Call ${truncated.next.tool} with ${JSON.stringify(truncated.next.arguments)} to read on.`;
  return {
    content: [
      { type: "text", text: `${note}\n${JSON.stringify(structuredContent)}` },
      { type: "text", text: text.slice(0, end) },
    ],
    structuredContent,
  };
}
