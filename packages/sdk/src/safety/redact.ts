const SENSITIVE_QUERY_KEY = /token|secret|password|passwd|signature|sig$|key|code|auth/i;

/** The string that stands in for anything secret. */
export const REDACTED = "[REDACTED]";

/**
 * A URL safe to log or put in an error: credentials dropped, values of query parameters
 * whose names look sensitive replaced by {@link REDACTED}.
 */
export function redactUrl(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return REDACTED;
  }
  parsed.username = "";
  parsed.password = "";
  for (const key of [...parsed.searchParams.keys()]) {
    if (SENSITIVE_QUERY_KEY.test(key)) parsed.searchParams.set(key, REDACTED);
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
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return "";
  }
}
