/**
 * Where a 202 says its operation is: the body's `operationLocation` (the summary's), else the
 * `Operation-Location` header, else `Location` (the live service sends headers only). Undefined for
 * any other status, and when none is given.
 */
export function operationLocationOf(response: Response | undefined, body?: unknown): string | undefined {
  if (response?.status !== 202) return undefined;
  const fromBody =
    typeof body === "object" && body !== null
      ? (body as { operationLocation?: unknown }).operationLocation
      : undefined;
  if (typeof fromBody === "string" && fromBody !== "") return fromBody;
  return response.headers.get("Operation-Location") || response.headers.get("Location") || undefined;
}
