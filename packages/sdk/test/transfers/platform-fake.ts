import { instantClock, jsonResponse, type RecordedRequest, recordFetch } from "@reportkit/testkit";
import { type Clock, createReportkit, type Reportkit } from "../../src/index.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, PLATFORM_URL } from "../support/fake-service.js";

export const STORAGE = "https://storage.example.test";

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * The platform behind one recording fetch: tokens (`tok-1`, `tok-2`...), an import (202 with
 * `uploadUrl`), an export (completed, `resourceUrl`), their operation and results; `routes` answer
 * first (keyed `METHOD /path` or `METHOD origin/path`).
 */
export function platformFake(
  routes: Record<string, Handler | Handler[]> = {},
  uploadUrl = `${PLATFORM_URL}/uploads/u-1`,
) {
  let tokens = 0;
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
  const recorder = recordFetch(async (request) => {
    const { pathname, origin } = request.url;
    for (const key of [`${request.method} ${origin}${pathname}`, `${request.method} ${pathname}`]) {
      const route = queues.get(key);
      if (Array.isArray(route) && route.length > 0)
        return (route.length > 1 ? route.shift()! : route[0]!)(request);
      if (typeof route === "function") return route(request);
    }
    if (pathname === "/oauth2/token") {
      return jsonResponse({ access_token: `tok-${++tokens}`, expires_in: 600, token_type: "Bearer" });
    }
    if (request.method === "POST" && pathname === "/files/import") {
      return jsonResponse({ uploadUrl }, 202, {
        Location: `${PLATFORM_URL}/operations/op-1`,
        "Retry-After": "1",
      });
    }
    if (request.method === "PUT") return new Response(null, { status: 204 });
    if (request.method === "POST" && /^\/files\/[^/]+\/export$/.test(pathname)) {
      return jsonResponse(undefined, 202, {
        Location: `${PLATFORM_URL}/operations/op-1`,
        "Retry-After": "1",
      });
    }
    if (pathname === "/operations/op-1") {
      return jsonResponse({ id: "op-1", status: "completed", resourceUrl: `${PLATFORM_URL}/downloads/d-1` });
    }
    if (pathname === "/operations/op-1/importFileResults") {
      return jsonResponse({
        data: [{ id: "file-9", container: null, kind: "Spreadsheet" }],
        "@nextLink": null,
      });
    }
    if (pathname === "/downloads/d-1") {
      return new Response("a,b\n1,2\n", {
        headers: {
          "Content-Type": "text/csv",
          "Content-Length": "8",
          "Content-Disposition": 'attachment; filename="q3 figures.csv"',
        },
      });
    }
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
  return { recorder, requests: recorder.requests, tokenCount: () => tokens };
}

/** A reportkit instance over `fetch` with an instant clock. */
export function reportkitOver(
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>,
  clock: Clock = instantClock(),
): Reportkit<true> {
  return createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch: fetch as (input: string, init: RequestInit) => Promise<Response>,
    clock,
    retry: { random: () => 0.5 },
    throwOnError: true,
    env: false,
  });
}

/** A web stream of `text`, in chunks of `size` bytes, that can be read once. */
export function textStream(text: string, size = 3): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}
