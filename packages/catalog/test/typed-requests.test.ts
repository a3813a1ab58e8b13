import { createReportkit } from "@reportkit/sdk";
import { describe, expect, it } from "vitest";
import { type CatalogOperation, type JsonSchema, OPERATIONS, validate } from "../src/index.js";

// Generated from the catalogue: for every operation of the platform, data-preparation and chains APIs,
// the typed call (`rk.<api>.METHOD(path, init)`) with a valid request built from the operation's
// parameters and body schema sends the method, path, query, headers (X-Version, bearer) and body the
// spec describes. A recorded fetch answers; nothing goes to the network. (The token endpoint has its
// own tests; the processes preview is called through versionClient, covered in the SDK.)

const URLS = {
  auth: "https://auth.test",
  platform: "https://platform.test",
  prep: "https://prep.test",
  chains: "https://chains.test",
};
const API_NAMES = ["platform", "prep", "chains"] as const;
type ApiName = (typeof API_NAMES)[number];

/** A string that satisfies `schema`: its first known value, a value of its format, or one fitting its pattern. */
function sampleString(schema: JsonSchema, name: string): string {
  const known = schema["x-extensible-enum"]?.[0] ?? schema.enum?.find((v) => typeof v === "string");
  if (typeof known === "string") return known;
  if (schema.format === "uuid") return "4ef64a1e-55da-4071-8168-d3387d99035d";
  if (schema.format === "date-time") return "2026-01-12T02:30:00Z";
  if (schema.format === "date") return "2026-01-12";
  const candidates = [`${name} 1/a`, "id-1", "A1:B2", "4ef64a1e55da40718168d3387d99035d", "2026-01-01", "1"];
  const fits = (s: string) =>
    (!schema.pattern || new RegExp(schema.pattern, "u").test(s)) &&
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  const value = candidates.find(fits);
  if (value === undefined) throw new Error(`no sample string for ${name} (${schema.pattern})`);
  return value;
}

/** A value valid for `schema`: required members only (and one optional where none is required). */
function sample(schema: JsonSchema, name: string): unknown {
  if (schema.const !== undefined) return schema.const;
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return sample(branch, name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "object"];
  const type = types.find((t) => t !== "null");
  switch (type) {
    case "string":
      return sampleString(schema, name);
    case "integer":
    case "number":
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.POSITIVE_INFINITY);
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, (_, i) =>
        sample(schema.items ?? {}, `${name}${i}`),
      );
    default: {
      const props = Object.entries(schema.properties ?? {});
      const chosen = schema.required?.length
        ? props.filter(([k]) => schema.required?.includes(k))
        : props.slice(0, 1);
      return Object.fromEntries(chosen.map(([k, s]) => [k, sample(s, k)]));
    }
  }
}

/** The request an operation's typed call takes, and what must reach the wire for it. */
function requestOf(op: CatalogOperation) {
  const init: { params: Record<string, Record<string, unknown>>; body?: unknown } = { params: {} };
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const value = sample(p.schema, p.name);
    expect(validate(p.schema, value), `${op.operationId} ${p.name}`).toEqual([]);
    init.params[p.in] = { ...init.params[p.in], [p.name]: value };
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    if (p.in === "query") {
      for (const v of Array.isArray(value) ? value : [value]) query.append(p.name, String(v));
    }
    if (p.in === "header") headers[p.name.toLowerCase()] = String(value);
  }
  let body: unknown;
  if (op.requestBody) {
    body = sample(op.requestBody.schema, "body");
    expect(validate(op.requestBody.schema, body), `${op.operationId} body`).toEqual([]);
    if (op.requestBody.contentType === "multipart/form-data") {
      const form = new FormData();
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) form.append(k, String(v));
      init.body = form;
    } else {
      init.body = body;
    }
  }
  return { init, path, query, headers, body };
}

interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

function connect() {
  const sent: Recorded[] = [];
  const json = (value: unknown) =>
    new Response(JSON.stringify(value), { status: 200, headers: { "content-type": "application/json" } });
  const rk = createReportkit({
    clientId: "client-1",
    clientSecret: "secret-1",
    urls: URLS,
    env: false,
    retry: false,
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.origin === URLS.auth) {
        return json({ access_token: "tok-1", expires_in: 600, token_type: "Bearer", scope: "" });
      }
      sent.push({ method: request.method, url, headers: request.headers, body: await request.text() });
      return json({});
    },
  });
  return { rk, sent };
}

type AnyCall = (path: string, init: unknown) => Promise<unknown>;

describe.each(API_NAMES)("every %s operation's typed call, from the catalogue", (api: ApiName) => {
  const operations = OPERATIONS.filter((op) => op.api === api);

  it.each(operations.map((op) => [op.operationId, op] as const))(
    "%s sends the method, path, query, headers and body its spec describes",
    async (_id, op) => {
      const { rk, sent } = connect();
      const { init, path, query, headers, body } = requestOf(op);
      const client = rk[api] as unknown as Record<string, AnyCall>;
      await client[op.method]!(op.path, init);

      expect(sent).toHaveLength(1);
      const [request] = sent as [Recorded];
      expect(request.method).toBe(op.method);
      expect(request.url.origin).toBe(URLS[api]);
      expect(request.url.pathname).toBe(new URL(`${URLS[api]}${path}`).pathname);
      expect([...request.url.searchParams].sort()).toEqual([...query].sort());
      expect(request.headers.get("x-version")).toBe(op.version);
      expect(request.headers.get("authorization")).toBe("Bearer tok-1");
      for (const [name, value] of Object.entries(headers)) expect(request.headers.get(name)).toBe(value);
      if (!op.requestBody) {
        expect(request.body).toBe("");
      } else if (op.requestBody.contentType === "multipart/form-data") {
        expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
        for (const name of Object.keys(body as object)) expect(request.body).toContain(`name="${name}"`);
      } else {
        expect(request.headers.get("content-type")).toContain(op.requestBody.contentType);
        expect(JSON.parse(request.body)).toEqual(body);
      }
    },
  );
});

it("covers every operation of the three APIs, the chains API's 29 among them", () => {
  const covered = OPERATIONS.filter((op) => (API_NAMES as readonly string[]).includes(op.api));
  expect(covered.filter((op) => op.api === "chains")).toHaveLength(29);
  expect(covered.length).toBe(
    OPERATIONS.filter((op) => op.api !== "auth" && op.api !== "processes-preview").length,
  );
});
