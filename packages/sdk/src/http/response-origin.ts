/** Which request (method and redacted URL) a response answered, for error messages built later. */
export interface ResponseOrigin {
  method: string;
  /** Redacted, query string removed. */
  url: string;
}

const origins = new WeakMap<Response, ResponseOrigin>();

/** Records where `response` came from (the logging layer calls it for every response it sees). */
export function rememberOrigin(response: Response, origin: ResponseOrigin): void {
  origins.set(response, origin);
}

/** Where `response` came from, when it went through a reportkit transport. */
export function originOf(response: Response): ResponseOrigin | undefined {
  return origins.get(response);
}

/** A URL fit for an error: no credentials, no query string (which may carry cursors or tokens). */
export function errorUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return "";
  }
}
