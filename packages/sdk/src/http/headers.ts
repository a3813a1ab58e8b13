/** Headers as a call may give them: `HeadersInit`, or a record whose `null` removes a name. */
export type HeaderSource = HeadersInit | Record<string, unknown> | undefined;

/**
 * openapi-fetch's header merge, into `target`: later sources win, `null` removes a name, arrays are
 * joined. Returns `target`.
 */
export function mergeHeaders(target: Headers, ...sources: HeaderSource[]): Headers {
  for (const source of sources) {
    if (!source || typeof source !== "object") continue;
    const entries = source instanceof Headers ? source : Object.entries(source);
    for (const [name, value] of entries as Iterable<[string, unknown]>) {
      if (value === null) target.delete(name);
      else if (Array.isArray(value)) target.set(name, value.join(", "));
      else if (value !== undefined) target.set(name, String(value));
    }
  }
  return target;
}
