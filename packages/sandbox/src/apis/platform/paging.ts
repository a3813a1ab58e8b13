import { badRequest } from "../../core/api-error.js";

/** Cursor state carried by `$next`: where the next page starts, and (for keyset paging) after what. */
export interface Cursor {
  offset: number;
  after?: [number, number];
}

/** An opaque continuation token: base64url JSON bound to `scope` (a list's identity) so it is not reused elsewhere. */
export function encodeCursor(cursor: Cursor, scope: string): string {
  return Buffer.from(JSON.stringify({ ...cursor, s: scope }), "utf8").toString("base64url");
}

export function decodeCursor(token: string, name: string, scope: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    throw badRequest(
      `${name} is not a continuation token this list gave out; follow @nextLink unchanged.`,
      name,
    );
  }
  const c = parsed as Partial<Cursor> & { s?: unknown };
  const afterOk =
    c.after === undefined ||
    (Array.isArray(c.after) &&
      c.after.length === 2 &&
      c.after.every((n) => typeof n === "number" && Number.isFinite(n)));
  if (
    typeof c !== "object" ||
    c === null ||
    !Number.isInteger(c.offset) ||
    (c.offset as number) < 0 ||
    !afterOk
  ) {
    throw badRequest(
      `${name} is not a continuation token this list gave out; follow @nextLink unchanged.`,
      name,
    );
  }
  if (c.s !== scope) {
    throw badRequest(
      `${name} belongs to another list, filter or sort order; follow @nextLink unchanged.`,
      name,
    );
  }
  return { offset: c.offset as number, ...(c.after ? { after: c.after } : {}) };
}
