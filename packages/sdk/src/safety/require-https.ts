import { ConfigurationError } from "../config/configuration-error.js";

/** True for 127.0.0.0/8, `localhost` (and `*.localhost`) and `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "[::1]" || host === "::1") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Whether credentials may be sent to `url`: HTTPS, or HTTP to a loopback host, or HTTP when allowed. */
export function isSecureUrl(url: string | URL, allowInsecureHttp = false): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === "https:") return true;
  if (parsed.protocol !== "http:") return false;
  return allowInsecureHttp || isLoopbackHost(parsed.hostname);
}

/**
 * Throws a {@link ConfigurationError} unless `url` is an absolute HTTPS address (or loopback HTTP, or
 * any HTTP with `allowInsecureHttp`). `name` says which option was wrong.
 */
export function requireSecureUrl(name: string, url: string, allowInsecureHttp = false): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigurationError(`${name} must be an absolute URL, got ${JSON.stringify(url)}.`);
  }
  if (!isSecureUrl(parsed, allowInsecureHttp)) {
    const shown = `${parsed.protocol}//${parsed.host}`;
    throw new ConfigurationError(
      `${name} must use HTTPS (got ${shown}): credentials and tokens would travel in clear text. ` +
        "Plain HTTP is accepted only for loopback hosts (localhost, 127.0.0.0/8, [::1]) " +
        "or with allowInsecureHttp: true.",
    );
  }
  return url;
}
