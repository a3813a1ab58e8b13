import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseA1 } from "../src/apis/platform/a1.js";
import { parseFilter } from "../src/apis/platform/filter.js";
import { createSandbox, type Sandbox } from "../src/index.js";
import { manualClock } from "./helpers.js";

type ApiName = "auth" | "platform" | "prep" | "chains";

interface BadRequest {
  api: ApiName;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  why: string;
}

const fails = (fn: () => unknown) => {
  try {
    fn();
    return false;
  } catch {
    return true;
  }
};

/** Every API's own error shape, with a message that says something. */
function hasErrorShape(api: ApiName, status: number, body: Record<string, unknown>): boolean {
  if (typeof body.version !== "string") return false;
  switch (api) {
    case "platform":
      return typeof body.code === "string" && typeof body.message === "string" && body.message.length > 10;
    case "prep":
      return (
        body.code === status &&
        ((typeof body.body === "string" && body.body.length > 5) ||
          (Array.isArray(body.body) && body.body.length > 0 && body.body.every((m) => typeof m === "string")))
      );
    default:
      return (
        typeof body.error === "string" &&
        typeof body.error_description === "string" &&
        body.error_description.length > 10
      );
  }
}

describe("bad requests (property)", () => {
  let sandbox: Sandbox;
  let token: string;

  beforeAll(() => {
    sandbox = createSandbox({ seed: 11, clock: manualClock(), responseValidation: "throw" });
    token = sandbox.control.issueToken();
  });

  const arbitrary = (): fc.Arbitrary<BadRequest> => {
    const d = sandbox.demo;
    const sheetPath = `/spreadsheets/${d.spreadsheetId}/sheets/${d.sheetId}`;
    const matrixPath = `/testForms/${d.testFormId}/testPhases/${d.testPhaseId}/matrices/${d.matrixId}`;
    const activities = `/organizations/${d.organizationId}/workspaces/${d.workspaceId}/activities`;
    const id = fc
      .stringMatching(/^[A-Za-z0-9_-]{1,24}$/)
      .filter((s) => !s.startsWith("usr-10") && !s.startsWith("usr-11"));
    const notJson = fc.oneof(
      fc.constantFrom("{", "[1,", "{'a':1}", "nul", '{"values": [[1]]', "\u0000"),
      fc.string({ minLength: 1 }).filter((s) => fails(() => JSON.parse(s))),
    );
    const jsonEndpoints: [ApiName, string, string][] = [
      ["platform", "PUT", `/files/${d.fileId}`],
      ["platform", "PUT", `${sheetPath}/values/A1`],
      ["platform", "POST", `${matrixPath}/samples/insertion`],
      ["prep", "POST", `/api/v1/table/${d.tableId}/import`],
      ["prep", "POST", "/api/v1/admin/validation/files"],
      ["auth", "POST", "/oauth2/token"],
    ];
    const nonArray = fc.oneof(
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.integer()),
    );
    const cell = fc.oneof(
      fc.string(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    );

    return fc.oneof(
      // Malformed JSON.
      fc
        .record({ endpoint: fc.constantFrom(...jsonEndpoints), body: notJson })
        .map(({ endpoint: [api, method, path], body }) => ({
          api,
          method,
          path,
          body,
          contentType: "application/json",
          why: "malformed JSON",
        })),
      // Wrong content type.
      fc.constantFrom(...jsonEndpoints.filter(([api]) => api !== "auth")).map(([api, method, path]) => ({
        api,
        method,
        path,
        body: "values=1",
        contentType: "text/plain",
        why: "wrong content type",
      })),
      // Wrong types for RangeValues.
      fc
        .oneof(
          nonArray.map((values) => ({ values })),
          fc.array(nonArray, { minLength: 1 }).map((values) => ({ values })),
          fc
            .array(fc.array(fc.dictionary(fc.string(), cell), { minLength: 1 }), { minLength: 1 })
            .map((values) => ({ values })),
          fc.constant({}),
        )
        .map((body) => ({
          api: "platform" as const,
          method: "PUT",
          path: `${sheetPath}/values/A1:C3`,
          body: JSON.stringify(body),
          contentType: "application/json",
          why: "values of the wrong type",
        })),
      // Rows of unequal length, or more values than the range.
      fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 4, max: 6 })).map(([a, b]) => ({
        api: "platform" as const,
        method: "PUT",
        path: `${sheetPath}/values/A1:F6`,
        body: JSON.stringify({ values: [Array(a).fill("x"), Array(b).fill("y")] }),
        contentType: "application/json",
        why: "unequal rows",
      })),
      fc.integer({ min: 3, max: 8 }).map((n) => ({
        api: "platform" as const,
        method: "PUT",
        path: `${sheetPath}/values/A1:B2`,
        body: JSON.stringify({ values: Array(n).fill(Array(n).fill(1)) }),
        contentType: "application/json",
        why: "values exceed range",
      })),
      // Bad A1 ranges.
      fc
        .string({ minLength: 1, maxLength: 12 })
        .filter(
          (s) =>
            !s.includes("/") &&
            !s.includes("?") &&
            !s.includes("#") &&
            !s.includes("%") &&
            fails(() => parseA1(s)),
        )
        .map((range) => ({
          api: "platform" as const,
          method: "PUT",
          path: `${sheetPath}/values/${encodeURIComponent(range)}`,
          body: JSON.stringify({ values: [] }),
          contentType: "application/json",
          why: `bad range ${range}`,
        })),
      // File replacement missing a property or with a wrong type.
      fc
        .record({
          drop: fc.constantFrom("name", "kind", "type", "container", "template"),
          // null is a valid template (the spec takes null, as the live service sends it).
          template: fc.oneof(fc.string(), fc.integer(), fc.constant([])),
        })
        .map(({ drop, template }) => {
          const body: Record<string, unknown> = {
            name: "n",
            kind: "Document",
            type: "Document",
            container: d.folderIds[0],
            template,
          };
          if (typeof template === "boolean") delete body[drop];
          return {
            api: "platform" as const,
            method: "PUT",
            path: `/files/${d.fileId}`,
            body: JSON.stringify(body),
            contentType: "application/json",
            why: "bad file",
          };
        }),
      // Bad activity filters, sorts and page sizes.
      fc
        .oneof(
          fc.string({ maxLength: 40 }),
          fc
            .integer({ min: 33, max: 20_000 })
            .map((n) => `${"(".repeat(n)}action.alias eq 'a'${")".repeat(n)}`),
          fc.integer({ min: 300, max: 2000 }).map((n) => Array(n).fill("performer.id eq 'p'").join(" or ")),
        )
        .filter((s) => fails(() => parseFilter(s)))
        .map((filter) => ({
          api: "platform" as const,
          method: "GET",
          path: `${activities}?$filter=${encodeURIComponent(filter)}`,
          why: `bad filter ${filter}`,
        })),
      fc
        .oneof(fc.integer({ max: 0 }).map(String), fc.constantFrom("ten", "1.5", "", "1e999"))
        .map((size) => ({
          api: "platform" as const,
          method: "GET",
          path: `${activities}?$maxpagesize=${encodeURIComponent(size)}`,
          why: "bad page size",
        })),
      fc.string({ minLength: 1, maxLength: 20 }).map((next) => ({
        api: "platform" as const,
        method: "GET",
        path: `${activities}?$next=${encodeURIComponent(`x${next}`)}`,
        why: "bad $next",
      })),
      // Out-of-range or wrongly typed limits.
      fc
        .oneof(
          fc.integer({ max: 0 }).map((n) => `limit=${n}`),
          fc.integer({ min: 1001 }).map((n) => `limit=${n}`),
          fc.integer({ max: -1 }).map((n) => `offset=${n}`),
          fc.constantFrom("limit=abc", "offset=1.5", "cursor=%%%", "cursor=e30"),
        )
        .map((q) => ({
          api: "prep" as const,
          method: "GET",
          path: `/api/v1/tag?${q}`,
          why: `bad tag query ${q}`,
        })),
      fc
        .oneof(
          fc.integer({ min: 101 }).map((n) => `pageSize=${n}`),
          fc.integer({ max: 0 }).map((n) => `pageSize=${n}`),
          fc.integer({ max: -1 }).map((n) => `page=${n}`),
          fc.constantFrom("page=first", "pageSize=", "extra=1"),
        )
        .map((q) => ({
          api: "chains" as const,
          method: "GET",
          path: `/v1/security/users?${q}`,
          why: `bad user query ${q}`,
        })),
      // Unknown ids everywhere.
      id.chain((x) =>
        fc.constantFrom<BadRequest>(
          { api: "platform", method: "GET", path: `/operations/${x}`, why: "unknown operation" },
          {
            api: "platform",
            method: "PUT",
            path: `/files/${x}`,
            body: JSON.stringify({ name: "n", kind: "k", type: "t", container: "c", template: false }),
            contentType: "application/json",
            why: "unknown file",
          },
          { api: "platform", method: "GET", path: `${matrixPath}/samples/${x}`, why: "unknown sample" },
          {
            api: "platform",
            method: "GET",
            path: `${matrixPath}/samples/${x}/attachments`,
            why: "unknown sample",
          },
          {
            api: "platform",
            method: "DELETE",
            path: `/spreadsheets/${x}/sheets/${d.sheetId}/dataset`,
            why: "unknown spreadsheet",
          },
          { api: "prep", method: "GET", path: `/api/v1/selectlist/${x}`, why: "unknown select list" },
          { api: "prep", method: "DELETE", path: `/api/v1/table/${x}`, why: "unknown table" },
          {
            api: "prep",
            method: "POST",
            path: "/api/v1/admin/validation/files",
            body: JSON.stringify({ tableId: x }),
            contentType: "application/json",
            why: "unknown table",
          },
          { api: "chains", method: "GET", path: `/v1/security/users/${x}`, why: "unknown user" },
          {
            api: "chains",
            method: "GET",
            path: `/v1/metadata/environment/${x}/chain`,
            why: "unknown environment",
          },
        ),
      ),
      // Malformed percent-encoding in a path segment.
      fc
        .tuple(fc.constantFrom("%", "%Z", "%ZZ", "%E0%A4%A", "%C3"), fc.stringMatching(/^[a-z0-9]{0,6}$/))
        .chain(([bad, tail]) =>
          fc.constantFrom<BadRequest>(
            { api: "platform", method: "GET", path: `/operations/${tail}${bad}`, why: "malformed encoding" },
            {
              api: "prep",
              method: "GET",
              path: `/api/v1/selectlist/${bad}${tail}`,
              why: "malformed encoding",
            },
            {
              api: "chains",
              method: "GET",
              path: `/v1/security/users/${tail}${bad}`,
              why: "malformed encoding",
            },
            {
              api: "platform",
              method: "PUT",
              path: `${sheetPath}/values/A1${bad}`,
              body: JSON.stringify({ values: [] }),
              contentType: "application/json",
              why: "malformed encoding",
            },
          ),
        ),
      // Unknown versions.
      fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10))
        .filter((v) => !["2026-01-01", "2022-01-01"].includes(v))
        .chain((version) =>
          fc.constantFrom<ApiName>("platform", "prep", "chains").map((api) => ({
            api,
            method: "GET",
            path:
              api === "platform" ? "/operations/x" : api === "prep" ? "/api/v1/tag" : "/v1/security/users",
            headers: { "x-version": version },
            why: `unknown version ${version}`,
          })),
        ),
      // Bodies nested too deep to walk.
      fc.integer({ min: 65, max: 50_000 }).map((depth) => ({
        api: "prep" as const,
        method: "POST",
        path: `/api/v1/table/${d.tableId}/import`,
        body: `{"metadata":{"a":{"b":${'{"x":'.repeat(depth)}1${"}".repeat(depth)}}}}`,
        contentType: "application/json",
        why: `nested ${depth} deep`,
      })),
      // Bodies over the limit.
      fc.integer({ min: 1024 * 1024 + 1, max: 1024 * 1024 + 4096 }).map((size) => ({
        api: "platform" as const,
        method: "PUT",
        path: `/files/${d.fileId}`,
        body: JSON.stringify({ name: "x".repeat(size) }),
        contentType: "application/json",
        why: "oversized body",
      })),
    );
  };

  it("answers every generated bad request with a 4xx in its API's error shape and changes no state", async () => {
    const before = sandbox.control.snapshot();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(arbitrary(), async (bad) => {
        const headers: Record<string, string> = {
          authorization: `Bearer ${token}`,
          "x-version": "2026-01-01",
          ...bad.headers,
        };
        if (bad.contentType) headers["content-type"] = bad.contentType;
        const res = await sandbox.fetch(`${sandbox.urls[bad.api]}${bad.path}`, {
          method: bad.method,
          headers,
          ...(bad.body === undefined ? {} : { body: bad.body }),
        });
        const body = (await res.json()) as Record<string, unknown>;
        const said = `${bad.why}: ${JSON.stringify(body).slice(0, 300)}`;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, said).toBeGreaterThanOrEqual(400);
        expect(res.status, said).toBeLessThan(500);
        expect(hasErrorShape(bad.api, res.status, body), said).toBe(true);
        // node's deep-equal first (strict, so it implies toEqual): vitest's toEqual over the whole state on
        // every run was most of this file's time; it runs, with its diff, only when the state looks changed.
        const after = sandbox.control.snapshot();
        if (!isDeepStrictEqual(after, before)) expect(after, said).toEqual(before);
      }),
      { numRuns: 400, seed: 20260115 },
    );
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 404, 413, 415]));
  }, 240_000); // 25 s alone, 64 s beside a second copy of the test command: a hang detector, not a speed bound
});
