import { UsageError } from "../errors.js";

/** `-H "Name: value"` lines as a record; a line without a colon is a usage error. */
export function parseHeaders(lines: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).trim();
    if (at <= 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new UsageError(`-H ${line}: expected "Name: value".`);
    headers[name] = line.slice(at + 1).trim();
  }
  return headers;
}

/** Collects a repeatable option's values. */
export const collect = (value: string, previous: string[] = []) => [...previous, value];
