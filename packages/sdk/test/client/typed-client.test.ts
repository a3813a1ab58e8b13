// reportkit's clients send through the pipeline without openapi-fetch's runtime: for every kind of
// call they must send what openapi-fetch sends and return what openapi-fetch returns.
import createClient, { type Middleware } from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { createReportkitPlatformClient } from "../../src/index.js";
import { SDK_USER_AGENT } from "../../src/version/versions.js";

const BASE = "https://api.example.test";
const TOKEN = "token-1";
// What reportkit adds to every call: the bearer, the pinned version, its own User-Agent.
const FIXED = {
  authorization: `Bearer ${TOKEN}`,
  "x-version": "2026-01-01",
  accept: "application/json",
  "user-agent": SDK_USER_AGENT,
};

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  contentType: string | null;
}

type Answer = () => Response;

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });

async function read(request: Request): Promise<Sent> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const contentType = request.headers.get("content-type");
  delete headers["content-type"];
  const text = request.body ? await request.text() : undefined;
  // A multipart boundary differs between two encodings of one FormData.
  const body = contentType?.startsWith("multipart/form-data") ? text?.replace(/-{2,}[\w-]+/g, "--b") : text;
  return {
    url: request.url,
    method: request.method,
    headers,
    body,
    contentType: contentType?.split(";")[0] ?? null,
  };
}

/** The same client twice: reportkit's and bare openapi-fetch's, each recording what it sends. */
function pair(answer: Answer) {
  const sentByReportkit: Sent[] = [];
  const sentByOpenapiFetch: Sent[] = [];
  const reportkit = createReportkitPlatformClient({
    baseUrl: BASE,
    tokenProvider: { getToken: async () => TOKEN, invalidate: async () => {} },
    retry: false,
    rateLimiter: false,
    fetch: async (url, init) => {
      sentByReportkit.push(await read(new Request(url, init)));
      return answer();
    },
  });
  const bare = createClient<Record<string, never>>({
    baseUrl: BASE,
    headers: FIXED,
    fetch: async (request: Request) => {
      sentByOpenapiFetch.push(await read(request));
      return answer();
    },
  });
  return { reportkit: reportkit as unknown as typeof bare, bare, sentByReportkit, sentByOpenapiFetch };
}

type AnyClient = ReturnType<typeof createClient<Record<string, never>>>;
type Scenario = (client: AnyClient) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

async function compare(scenario: Scenario, answer: Answer = json({ ok: true })) {
  const { reportkit, bare, sentByReportkit, sentByOpenapiFetch } = pair(answer);
  const ours = await scenario(reportkit);
  const theirs = await scenario(bare);
  expect(sentByReportkit).toEqual(sentByOpenapiFetch);
  expect(ours.data).toEqual(theirs.data);
  expect(ours.error).toEqual(theirs.error);
  expect(ours.response.status).toBe(theirs.response.status);
  return { ours, sent: sentByReportkit };
}

// The loose signature lets one scenario use any path and option.
type Loose = (path: string, init?: Record<string, unknown>) => Promise<never>;
interface LooseClient {
  GET: Loose;
  PUT: Loose;
  POST: Loose;
  DELETE: Loose;
  OPTIONS: Loose;
  HEAD: Loose;
  PATCH: Loose;
  request: (method: string, path: string, init?: Record<string, unknown>) => Promise<never>;
}
const call = (client: AnyClient) => client as unknown as LooseClient;

describe("a reportkit client sends what openapi-fetch sends", () => {
  it("escapes path parameters and serializes queries (arrays exploded, objects deep) the same way", async () => {
    const { sent } = await compare((c) =>
      call(c).GET("/files/{fileId}/parts/{partId}", {
        params: {
          path: { fileId: "a b/c?d", partId: 7 },
          query: {
            $filter: "name eq 'x'",
            ids: ["1", "2"],
            page: { size: 10, after: "z" },
            empty: undefined,
          },
        },
      }),
    );
    expect(sent[0]?.url).toContain("/files/a%20b%2Fc%3Fd/parts/7?");
    expect(sent[0]?.headers).toMatchObject(FIXED);
  });

  it("merges headers: per-call over base, header parameters last, null removes one, names case-insensitive", async () => {
    await compare((c) =>
      call(c).GET("/files", {
        headers: { "X-Trace": "1", accept: "text/plain", "X-Multi": ["a", "b"] },
        params: { header: { "Wk-Service-Provider": "msp-1", "x-trace": "2" } },
      }),
    );
    await compare((c) => call(c).GET("/files", { headers: { Accept: null } }));
  });

  it("sends JSON bodies with a JSON Content-Type, a caller's Content-Type winning", async () => {
    await compare((c) =>
      call(c).POST("/files/{fileId}/copy", { params: { path: { fileId: "f" } }, body: { a: [1, "x"] } }),
    );
    await compare((c) =>
      call(c).PUT("/files", { body: { a: 1 }, headers: { "Content-Type": "application/merge-patch+json" } }),
    );
  });

  it("form-encodes a body whose Content-Type says so, and leaves multipart to the platform", async () => {
    await compare((c) =>
      call(c).POST("/token", {
        body: { grant_type: "client_credentials", scope: "a b" },
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    const form = new FormData();
    form.append("name", "report.csv");
    await compare((c) => call(c).POST("/upload", { body: form }));
  });

  it("uses a per-call query serializer, body serializer and base URL", async () => {
    await compare((c) =>
      call(c).GET("/files", {
        params: { query: { ids: ["1", "2"] } },
        querySerializer: { array: { style: "form", explode: false } },
      }),
    );
    await compare((c) =>
      call(c).GET("/files", { params: { query: { q: 1 } }, querySerializer: () => "custom=1" }),
    );
    await compare((c) =>
      call(c).POST("/files", { body: { a: 1 }, bodySerializer: (b: unknown) => `<${JSON.stringify(b)}>` }),
    );
    await compare((c) => call(c).GET("/files", { baseUrl: "https://other.example.test/v2/" }));
  });

  it("sends every method, `request(method, …)` included", async () => {
    for (const method of ["GET", "PUT", "POST", "DELETE", "OPTIONS", "PATCH"] as const) {
      await compare(
        (c) => call(c)[method]("/files/{fileId}", { params: { path: { fileId: "f" } } }),
        json({}, 200),
      );
    }
    await compare((c) =>
      call(c).request("patch", "/files", { body: [{ op: "replace", path: "/name", value: "n" }] }),
    );
    await compare(
      (c) => call(c).HEAD("/files"),
      () => new Response(null, { status: 200 }),
    );
  });
});

describe("a reportkit client returns what openapi-fetch returns", () => {
  it("parses a JSON body (with and without Content-Length)", async () => {
    await compare((c) => call(c).GET("/files"), json({ data: [1, 2] }, 200, { "Content-Length": "14" }));
    await compare((c) => call(c).GET("/files"), json({ data: [1, 2] }));
  });

  it("gives no data for 204, an empty body or HEAD", async () => {
    await compare(
      (c) => call(c).DELETE("/files"),
      () => new Response(null, { status: 204 }),
    );
    await compare(
      (c) => call(c).POST("/files"),
      () => new Response("", { status: 202, headers: { "Content-Length": "0", Location: "/operations/1" } }),
    );
  });

  it("reads text, blobs, bytes and streams when parseAs asks", async () => {
    const csv = () => new Response("a,b\n1,2\n", { headers: { "Content-Type": "text/csv" } });
    await compare((c) => call(c).GET("/export", { parseAs: "text" }), csv);
    const blob = await compare((c) => call(c).GET("/export", { parseAs: "blob" }), csv);
    expect(await (blob.ours.data as Blob).text()).toBe("a,b\n1,2\n");
    const { ours } = await compare((c) => call(c).GET("/export", { parseAs: "arrayBuffer" }), csv);
    expect(new TextDecoder().decode(ours.data as ArrayBuffer)).toBe("a,b\n1,2\n");
    const { reportkit } = pair(csv);
    const streamed = await call(reportkit).GET("/export", { parseAs: "stream" });
    expect(await new Response((streamed as { data: ReadableStream }).data).text()).toBe("a,b\n1,2\n");
    const asText = await call(reportkit).GET("/x", { parseAs: "text" });
    expect((asText as { data: string }).data).toBe("a,b\n1,2\n");
  });

  it("gives JSON error bodies parsed and other error bodies as text", async () => {
    await compare((c) => call(c).GET("/files"), json({ code: "notFound", message: "no" }, 404));
    await compare(
      (c) => call(c).GET("/files"),
      () => new Response("upstream broke", { status: 502 }),
    );
    const { ours } = await compare(
      (c) => call(c).GET("/files"),
      () => new Response("upstream broke", { status: 418 }),
    );
    expect(ours.error).toBe("upstream broke");
  });
});

describe("middleware", () => {
  it("sees a real Request, may change it, and may replace the response", async () => {
    const middleware: Middleware = {
      onRequest({ request }) {
        request.headers.set("X-From-Middleware", "yes");
        return request;
      },
      onResponse({ response }) {
        return new Response(JSON.stringify({ replaced: response.status }), {
          headers: { "Content-Type": "application/json" },
        });
      },
    };
    const { reportkit, bare, sentByReportkit, sentByOpenapiFetch } = pair(json({ original: true }));
    reportkit.use(middleware);
    bare.use(middleware);
    const ours = await call(reportkit).GET("/files", { params: { query: { a: 1 } } });
    const theirs = await call(bare).GET("/files", { params: { query: { a: 1 } } });
    expect(sentByReportkit).toEqual(sentByOpenapiFetch);
    expect(sentByReportkit[0]?.headers["x-from-middleware"]).toBe("yes");
    expect((ours as { data: unknown }).data).toEqual({ replaced: 200 });
    expect((ours as { data: unknown }).data).toEqual((theirs as { data: unknown }).data);

    reportkit.eject(middleware);
    const plain = await call(reportkit).GET("/files");
    expect((plain as { data: unknown }).data).toEqual({ original: true });
  });

  it("runs per-call middleware, and onError may answer for a failed fetch", async () => {
    const recover: Middleware = {
      onError: () =>
        new Response(JSON.stringify({ recovered: true }), {
          headers: { "Content-Type": "application/json" },
        }),
    };
    const reportkit = createReportkitPlatformClient({
      baseUrl: BASE,
      tokenProvider: { getToken: async () => TOKEN, invalidate: async () => {} },
      retry: false,
      rateLimiter: false,
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    const result = await call(reportkit as unknown as AnyClient).GET("/files", { middleware: [recover] });
    expect((result as { data: unknown }).data).toEqual({ recovered: true });
  });

  it("rejects a middleware object with no hook, like openapi-fetch", () => {
    const { reportkit } = pair(json({}));
    expect(() => reportkit.use({} as Middleware)).toThrow(/Middleware must be an object/);
  });
});
