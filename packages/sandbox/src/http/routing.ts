import type { OperationInfo } from "../contract/validator.js";

const isParam = (segment: string) => /^\{[^}]+\}$/.test(segment);

function matches(template: string, path: string): boolean {
  const want = template.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((s, i) => (isParam(s) ? got[i] !== "" : s === got[i]));
}

/**
 * Orders two matching templates as OpenAPI does: at the first segment where they differ, a literal
 * segment wins over a parameter (`/samples/insertion` before `/samples/{sampleId}`).
 */
function moreSpecific(a: string, b: string): number {
  const as = a.split("/");
  const bs = b.split("/");
  for (let i = 0; i < as.length; i++) {
    const pa = isParam(as[i]!);
    const pb = isParam(bs[i]!);
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

/** The spec path template that `path` (relative to the API) addresses, if any. */
export function pathTemplate(operations: readonly OperationInfo[], path: string): string | undefined {
  const candidates = [...new Set(operations.map((op) => op.path))].filter((t) => matches(t, path));
  return candidates.sort(moreSpecific)[0];
}

/** The methods the spec declares for `template`, in the spec's order. */
export function allowedMethods(operations: readonly OperationInfo[], template: string): string[] {
  return [...new Set(operations.filter((op) => op.path === template).map((op) => op.method))];
}
