/** The User-Agent of every request the CLI sends: `reportkit-cli/<version>`. */
export const cliUserAgent = (version: string) => `reportkit-cli/${version}`;

/**
 * `inner` with this CLI's User-Agent on every request (API calls, token requests, uploads and
 * downloads alike): one wrapper at the bottom of the SDK's pipeline, so no request escapes it.
 */
export function withUserAgent(inner: typeof fetch, userAgent: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set("user-agent", userAgent);
    return inner(input, { ...init, headers });
  };
}
