import { misconfigured } from "../errors/configuration-error.js";
import { parseUrl } from "./redact.js";

/** True for 127.0.0.0/8, `localhost` (and `*.localhost`) and `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  return /(^|\.)localhost$|^(\[::1\]|::1|127(\.\d{1,3}){3})$/.test(hostname.toLowerCase());
}

/** Whether credentials may be sent to `url`: HTTPS, or HTTP to a loopback host, or HTTP when allowed. */
export function isSecureUrl(url: string | URL, allowInsecureHttp = false): boolean {
  const parsed = parseUrl(url);
  return (
    parsed?.protocol === "https:" ||
    (parsed?.protocol === "http:" && (allowInsecureHttp || isLoopbackHost(parsed.hostname)))
  );
}

/**
 * Throws a {@link ConfigurationError} unless `url` is an absolute HTTPS address (or loopback HTTP, or
 * any HTTP with `allowInsecureHttp`). `name` says which option was wrong.
 */
export function requireSecureUrl(name: string, url: string, allowInsecureHttp = false): string {
  const parsed = parseUrl(url);
  if (!parsed) {
    throw misconfigured(`${name} must be an absolute URL, got ${JSON.stringify(url)}.`, "");
  }
  if (!isSecureUrl(parsed, allowInsecureHttp)) {
    throw misconfigured(
      `${name} must use HTTPS (got ${parsed.protocol}//${parsed.host}): credentials and tokens would travel in clear text.`,
      "Plain HTTP is accepted only for loopback hosts (localhost, 127.0.0.0/8, [::1]) or with allowInsecureHttp: true.",
    );
  }
  return url;
}
