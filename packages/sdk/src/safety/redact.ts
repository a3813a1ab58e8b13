const SENSITIVE_QUERY_KEY = /token|secret|password|passwd|signature|sig$|key|code|auth/i;

/** The string that stands in for anything secret. */
export const REDACTED = "[REDACTED]";

/** `url` parsed, or undefined when it is not an absolute URL. */
export function parseUrl(url: string | URL): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * A URL safe to log or put in an error: credentials dropped, values of query parameters
 * whose names look sensitive replaced by {@link REDACTED}.
 */
export function redactUrl(url: string | URL): string {
  const parsed = parseUrl(url);
  if (!parsed) return REDACTED;
  parsed.username = "";
  parsed.password = "";
  const params = parsed.searchParams;
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEY.test(key)) params.set(key, REDACTED);
  }
  return parsed.toString();
}

/** Replaces every occurrence of the given secrets in `text` (empty or short strings are ignored). */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out;
}

/** A URL fit for an error: origin and path only (no credentials, no query string, which may carry cursors). */
export function errorUrl(url: string | URL): string {
  const parsed = parseUrl(url);
  return parsed ? parsed.origin + parsed.pathname : "";
}
