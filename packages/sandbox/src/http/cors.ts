/**
 * CORS for the HTTP server, so browser apps and tests on another origin can call the sandbox and read
 * the headers the SDK needs (Location and Retry-After of 202s and 429s).
 */
const ALLOW = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "Location, Retry-After, X-Request-Id",
};

/** The answer to a CORS preflight, or undefined when `request` is not one. */
export function preflight(request: Request): Response | undefined {
  if (request.method !== "OPTIONS" || !request.headers.has("access-control-request-method")) return undefined;
  return new Response(null, {
    status: 204,
    headers: {
      ...ALLOW,
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
      "access-control-allow-headers": request.headers.get("access-control-request-headers") ?? "*",
      "access-control-max-age": "600",
    },
  });
}

/** The same response, with the CORS headers every answer carries. */
export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ALLOW)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
