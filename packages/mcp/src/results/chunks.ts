import type { Continuation } from "./envelope.js";
import type { ResultStore } from "./store.js";

/** The name of the tool that reads the rest of a long result. */
export const READ_RESULT = "read_result";

/** Where `text` may be cut at most `max` characters after `start`, never inside a surrogate pair. */
export function chunkEnd(text: string, start: number, max: number): number {
  let end = Math.min(text.length, start + Math.max(1, max));
  const last = text.charCodeAt(end - 1);
  if (end < text.length && end - 1 > start && last >= 0xd800 && last <= 0xdbff) end--;
  return end;
}

/** The call that reads `handle`'s text from `offset` on. */
export const readOn = (handle: string, offset: number): Continuation => ({
  tool: READ_RESULT,
  arguments: { cursor: `${handle}.${offset}` },
});

/** A cursor of {@link readOn} taken apart; undefined when it is not one. */
export function parseCursor(cursor: string): { handle: string; offset: number } | undefined {
  const match = /^([A-Za-z0-9_-]{4,64})\.(\d{1,15})$/.exec(cursor);
  return match ? { handle: match[1]!, offset: Number(match[2]) } : undefined;
}

/** One chunk of a stored text: its characters and the call that reads on (none at the end). */
export function readChunk(
  store: ResultStore,
  cursor: string,
  max: number,
): { text: string; offset: number; totalChars: number; next?: Continuation } | undefined {
  const parsed = parseCursor(cursor);
  const text = parsed && store.get(parsed.handle);
  if (!parsed || text === undefined || parsed.offset > text.length) return undefined;
  const end = chunkEnd(text, parsed.offset, max);
  const chunk = { text: text.slice(parsed.offset, end), offset: parsed.offset, totalChars: text.length };
  return end < text.length ? { ...chunk, next: readOn(parsed.handle, end) } : chunk;
}
