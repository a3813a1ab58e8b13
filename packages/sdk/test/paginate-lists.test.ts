import type { paths as ChainsPaths } from "@reportkit/chains";
import type { paths as PlatformPaths } from "@reportkit/platform";
import type { paths as PrepPaths } from "@reportkit/prep";
import { type FetchRecorder, jsonResponse, recordFetch } from "@reportkit/testkit";
import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { createPaginate } from "../src/advanced.js";
import { ForeignOriginError, NotFoundError, PermissionError, ServerError } from "../src/index.js";

const PLATFORM = "https://api.test";
const PREP = "https://prep.test";
const CHAINS = "https://oc.test";
const activitiesPath = "/organizations/{organizationId}/workspaces/{workspaceId}/activities";
const attachmentsPath =
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments";
const workspace = { organizationId: "o1", workspaceId: "w1" };
const sample = { testFormId: "f1", testPhaseId: "p1", matrixId: "m1", sampleId: "s1" };

function setup() {
  const recorder = recordFetch(() => {
    throw new Error("unexpected request");
  });
  /** URLs requested through the APIs' own fetch (the @nextLink path), not through a client. */
  const viaFetch: string[] = [];
  const fetch = (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    viaFetch.push(request.url);
    return recorder.fetch(request);
  };
  // The generated packages' clients are openapi-fetch clients over these paths (built here from the
  // types alone, so the test needs none of their runtime code).
  const platform = createClient<PlatformPaths>({ baseUrl: PLATFORM, fetch: recorder.fetch });
  const prep = createClient<PrepPaths>({ baseUrl: PREP, fetch: recorder.fetch });
  const chains = createClient<ChainsPaths>({ baseUrl: CHAINS, fetch: recorder.fetch });
  const paginate = createPaginate({
    platform: { client: platform, fetch, baseUrl: PLATFORM },
    prep: { client: prep, fetch, baseUrl: PREP },
    chains: { client: chains, fetch, baseUrl: CHAINS },
  });
  return { recorder, viaFetch, paginate, platform, prep, chains };
}

const urls = (recorder: FetchRecorder) => recorder.requests.map((r) => r.url.href);

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

const activity = (id: string) => ({ id, summary: `Activity ${id}.` });
/** An opaque link with characters a rebuilt URL could alter; it carries no $filter of its own. */
const activityLink = (n: number) =>
  `${PLATFORM}/organizations/o1/workspaces/w1/activities?$next=tok%2F${n}%3D&$maxpagesize=2&x=a~b`;

describe("paginate: @nextLink lists", () => {
  it("walks 6 pages of activities, following each @nextLink unchanged through the API's fetch", async () => {
    const { recorder, viaFetch, paginate, platform } = setup();
    for (let n = 1; n <= 6; n++) {
      recorder.reply(
        jsonResponse({
          data: [activity(`a${n}-1`), activity(`a${n}-2`)],
          ...(n < 6 ? { "@nextLink": activityLink(n) } : {}),
        }),
      );
    }

    const items = await collect(
      paginate(platform, activitiesPath, {
        params: { path: workspace, query: { $filter: "performer.id eq 'u1'", $maxpagesize: 2 } },
      }),
    );

    expect(items.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6].flatMap((n) => [`a${n}-1`, `a${n}-2`]));
    const first = recorder.requests[0];
    expect(first?.url.pathname).toBe("/organizations/o1/workspaces/w1/activities");
    expect(first?.url.searchParams.get("$filter")).toBe("performer.id eq 'u1'");
    expect(first?.url.searchParams.get("$maxpagesize")).toBe("2");
    expect(urls(recorder).slice(1)).toEqual([1, 2, 3, 4, 5].map(activityLink));
    expect(viaFetch).toEqual([1, 2, 3, 4, 5].map(activityLink));
    expect(recorder.requests.every((r) => r.method === "GET")).toBe(true);
  });

  it("walks 5 pages of sample attachments and exposes each page's link as its continuation", async () => {
    const { recorder, paginate, platform } = setup();
    const link = (n: number) =>
      `${PLATFORM}/testForms/f1/testPhases/p1/matrices/m1/samples/s1/attachments?$next=${n}`;
    for (let n = 1; n <= 5; n++) {
      recorder.reply(
        jsonResponse({
          data: [{ id: `att-${n}`, fileName: `f${n}.pdf` }],
          ...(n < 5 ? { "@nextLink": link(n) } : {}),
        }),
      );
    }

    const pages = await collect(paginate(platform, attachmentsPath, { params: { path: sample } }).pages());

    expect(pages.map((p) => p.items.map((a) => a.fileName))).toEqual([
      ["f1.pdf"],
      ["f2.pdf"],
      ["f3.pdf"],
      ["f4.pdf"],
      ["f5.pdf"],
    ]);
    expect(pages.map((p) => p.continuation)).toEqual([undefined, link(1), link(2), link(3), link(4)]);
    expect(pages.map((p) => p.next)).toEqual([link(1), link(2), link(3), link(4), undefined]);
    expect(urls(recorder)).toEqual([
      `${PLATFORM}/testForms/f1/testPhases/p1/matrices/m1/samples/s1/attachments`,
      link(1),
      link(2),
      link(3),
      link(4),
    ]);
  });

  it("resumes from a stored @nextLink without calling the first page again", async () => {
    const { recorder, paginate, platform } = setup();
    recorder.reply(
      jsonResponse({ data: [activity("a4")], "@nextLink": activityLink(4) }),
      jsonResponse({ data: [activity("a5")] }),
    );

    const items = await collect(
      paginate(platform, activitiesPath, { params: { path: workspace } }, { resumeFrom: activityLink(3) }),
    );

    expect(items.map((a) => a.id)).toEqual(["a4", "a5"]);
    expect(urls(recorder)).toEqual([activityLink(3), activityLink(4)]);
  });

  it.each([
    ["another host", "https://evil.example/organizations/o1/workspaces/w1/activities?$next=x"],
    ["another scheme", "http://api.test/organizations/o1/workspaces/w1/activities?$next=x"],
    ["another port", "https://api.test:8443/organizations/o1/workspaces/w1/activities?$next=x"],
  ])(
    "refuses a @nextLink to %s after delivering the pages before it, sending it nothing",
    async (_, foreign) => {
      const { recorder, paginate, platform } = setup();
      recorder.reply(
        jsonResponse({ data: [activity("a1")], "@nextLink": activityLink(1) }),
        jsonResponse({ data: [activity("a2")], "@nextLink": foreign }),
      );
      const seen: string[] = [];

      const error = await (async () => {
        for await (const item of paginate(platform, activitiesPath, { params: { path: workspace } }))
          seen.push(item.id ?? "");
      })().catch((e: unknown) => e);

      expect(seen).toEqual(["a1", "a2"]);
      expect(error).toBeInstanceOf(ForeignOriginError);
      expect((error as ForeignOriginError).origin).toBe(new URL(foreign).origin);
      expect((error as ForeignOriginError).expectedOrigin).toBe(PLATFORM);
      expect(urls(recorder)).toHaveLength(2);
      expect(urls(recorder)).not.toContain(foreign);
    },
  );

  it("refuses a foreign resumeFrom link before any request", async () => {
    const { recorder, paginate, platform } = setup();

    const error = await collect(
      paginate(
        platform,
        activitiesPath,
        { params: { path: workspace } },
        { resumeFrom: "https://evil.example/x" },
      ),
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ForeignOriginError);
    expect(recorder.requests).toHaveLength(0);
  });

  it("throws the typed error of a failed first page", async () => {
    const { recorder, paginate, platform } = setup();
    recorder.reply(jsonResponse({ code: "missing_scope", message: "Needs activity:read." }, 403));

    const error = await collect(paginate(platform, activitiesPath, { params: { path: workspace } })).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(PermissionError);
    expect((error as PermissionError).status).toBe(403);
  });

  it("throws the typed error of a failed @nextLink page after the earlier items", async () => {
    const { recorder, paginate, platform } = setup();
    recorder.reply(
      jsonResponse({ data: [{ id: "att-1", fileName: "a.pdf" }], "@nextLink": `${PLATFORM}/next?$next=1` }),
      jsonResponse({ code: "unavailable", message: "Try later." }, 503),
    );
    const seen: string[] = [];

    const error = await (async () => {
      for await (const item of paginate(platform, attachmentsPath, { params: { path: sample } }))
        seen.push(item.id ?? "");
    })().catch((e: unknown) => e);

    expect(seen).toEqual(["att-1"]);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).url).toBe(`${PLATFORM}/next`);
  });

  it("with prefetch, requests the next page before the caller uses the current one, never two ahead", async () => {
    const { recorder, paginate, platform } = setup();
    for (let n = 1; n <= 4; n++) {
      recorder.reply(
        jsonResponse({ data: [activity(`a${n}`)], ...(n < 4 ? { "@nextLink": activityLink(n) } : {}) }),
      );
    }
    const requestsWhenUsed: number[] = [];

    for await (const page of paginate(
      platform,
      activitiesPath,
      { params: { path: workspace } },
      { prefetch: true },
    ).pages()) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      requestsWhenUsed.push(recorder.requests.length);
      expect(page.items).toHaveLength(1);
    }

    expect(requestsWhenUsed).toEqual([2, 3, 4, 4]);
  });
});

describe("paginate: data-preparation tags (cursor)", () => {
  const tag = (id: string) => ({ id, key: `k-${id}`, values: ["v"] });

  it("walks 5 pages passing each cursor, dropping the offset after the first call, and stops on a null cursor", async () => {
    const { recorder, paginate, prep } = setup();
    for (let n = 1; n <= 5; n++) {
      recorder.reply(
        jsonResponse({ body: [tag(`t${n}a`), tag(`t${n}b`)], code: 200, cursor: n < 5 ? `c${n}` : null }),
      );
    }

    const items = await collect(
      paginate(prep, "/api/v1/tag", { params: { query: { limit: 2, offset: 10 } } }),
    );

    expect(items.map((t) => t.id)).toEqual([1, 2, 3, 4, 5].flatMap((n) => [`t${n}a`, `t${n}b`]));
    expect(recorder.requests.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { limit: "2", offset: "10" },
      { limit: "2", cursor: "c1" },
      { limit: "2", cursor: "c2" },
      { limit: "2", cursor: "c3" },
      { limit: "2", cursor: "c4" },
    ]);
    expect(recorder.requests.every((r) => r.url.origin === PREP && r.url.pathname === "/api/v1/tag")).toBe(
      true,
    );
  });

  it("stops on an empty page even when it carries a cursor", async () => {
    const { recorder, paginate, prep } = setup();
    recorder.reply(
      jsonResponse({ body: [tag("t1")], code: 200, cursor: "c1" }),
      jsonResponse({ body: [], code: 200, cursor: "c2" }),
    );

    const items = await collect(paginate(prep, "/api/v1/tag"));

    expect(items.map((t) => t.id)).toEqual(["t1"]);
    expect(recorder.requests).toHaveLength(2);
  });

  it("resumes from a stored cursor", async () => {
    const { recorder, paginate, prep } = setup();
    recorder.reply(jsonResponse({ body: [tag("t9")], code: 200, cursor: null }));

    const pages = await collect(paginate(prep, "/api/v1/tag", undefined, { resumeFrom: "c8" }).pages());

    expect(pages).toEqual([{ items: [tag("t9")], continuation: "c8", next: undefined }]);
    expect(recorder.last().url.searchParams.get("cursor")).toBe("c8");
  });
});

describe("paginate: chains users (page and pageSize)", () => {
  const user = (id: string) => ({ id, email: `${id}@example.test` });
  const page = (n: number, size: number) =>
    jsonResponse({ data: Array.from({ length: size }, (_, i) => user(`u${n}-${i}`)) });

  it("walks pages 0..5 with the given pageSize and stops on the short page", async () => {
    const { recorder, paginate, chains } = setup();
    recorder.reply(page(0, 2), page(1, 2), page(2, 2), page(3, 2), page(4, 2), page(5, 1));

    const items = await collect(
      paginate(chains, "/v1/security/users", { params: { query: { pageSize: 2 } } }),
    );

    expect(items).toHaveLength(11);
    expect(items.at(-1)?.id).toBe("u5-0");
    expect(recorder.requests.map((r) => Object.fromEntries(r.url.searchParams))).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => ({ pageSize: "2", page: String(n) })),
    );
  });

  it("stops on an empty page", async () => {
    const { recorder, paginate, chains } = setup();
    recorder.reply(page(0, 3), page(1, 3), page(2, 0));

    const items = await collect(
      paginate(chains, "/v1/security/users", { params: { query: { pageSize: 3 } } }),
    );

    expect(items).toHaveLength(6);
    expect(recorder.requests.map((r) => r.url.searchParams.get("page"))).toEqual(["0", "1", "2"]);
  });

  it("asks for 100 users per page by default", async () => {
    const { recorder, paginate, chains } = setup();
    recorder.reply(page(0, 100), page(1, 7));

    const items = await collect(paginate(chains, "/v1/security/users"));

    expect(items).toHaveLength(107);
    expect(recorder.requests.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { page: "0", pageSize: "100" },
      { page: "1", pageSize: "100" },
    ]);
  });

  it("resumes from a stored page number, with page numbers as continuations", async () => {
    const { recorder, paginate, chains } = setup();
    recorder.reply(page(3, 2), page(4, 1));

    const pages = await collect(
      paginate(
        chains,
        "/v1/security/users",
        { params: { query: { pageSize: 2 } } },
        { resumeFrom: 3 },
      ).pages(),
    );

    expect(pages.map((p) => [p.continuation, p.next])).toEqual([
      [3, 4],
      [4, undefined],
    ]);
    expect(recorder.requests.map((r) => r.url.searchParams.get("page"))).toEqual(["3", "4"]);
  });

  it.each([0, 101, 2.5])("refuses pageSize %s without sending anything", (pageSize) => {
    const { recorder, paginate, chains } = setup();

    expect(() => paginate(chains, "/v1/security/users", { params: { query: { pageSize } } })).toThrow(
      RangeError,
    );
    expect(recorder.requests).toHaveLength(0);
  });

  it("throws the typed error of a failed page", async () => {
    const { recorder, paginate, chains } = setup();
    recorder.reply(jsonResponse({ error: "not_found", error_description: "No company." }, 404));

    await expect(collect(paginate(chains, "/v1/security/users"))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("paginate: organization report users (JSON:API links.next)", () => {
  const usersPath = "/organizations/{organizationId}/orgReportUsers";
  const organizationId = "7f1c7d2e-4c1b-4b8e-9a65-2f7d2f1f0a11";
  const user = (id: string) => ({ id, type: "orgReportUser", attributes: { displayName: `User ${id}` } });
  /** A relative `links.next`, as JSON:API servers often send, with bracketed query names kept as sent. */
  const usersLink = (n: number) =>
    `/organizations/${organizationId}/orgReportUsers?page%5Bsize%5D=2&page%5Bafter%5D=cur-${n}`;
  const page = (n: number, pages: number) =>
    jsonResponse({
      data: [user(`u${n}-1`), user(`u${n}-2`)],
      links: n < pages ? { self: "x", next: usersLink(n) } : { self: "x" },
      meta: { total: pages * 2 },
      jsonapi: { version: "1.1" },
    });

  it("walks 12 pages, following each links.next (resolved on the base address) through the API's fetch", async () => {
    const { recorder, viaFetch, paginate, platform } = setup();
    for (let n = 1; n <= 12; n++) recorder.reply(page(n, 12));
    const items = await collect(
      paginate(platform, usersPath, { params: { path: { organizationId }, query: { "page[size]": 2 } } }),
    );
    expect(items.map((u) => u.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => [`u${i + 1}-1`, `u${i + 1}-2`]).flat(),
    );
    expect(recorder.requests[0]?.url.searchParams.get("page[size]")).toBe("2");
    expect(viaFetch).toEqual(Array.from({ length: 11 }, (_, i) => `${PLATFORM}${usersLink(i + 1)}`));
  });

  it("also follows a link object's href, and stops when links has no next", async () => {
    const { recorder, paginate, platform } = setup();
    recorder.reply(jsonResponse({ data: [user("a")], links: { next: { href: usersLink(1) } } }));
    recorder.reply(jsonResponse({ data: [user("b")], links: { next: null } }));
    const items = await collect(paginate(platform, usersPath, { params: { path: { organizationId } } }));
    expect(items.map((u) => u.id)).toEqual(["a", "b"]);
    expect(recorder.requests).toHaveLength(2);
  });

  it("resumes from a stored links.next, its pages' continuations being the links", async () => {
    const { recorder, paginate, platform } = setup();
    for (let n = 4; n <= 6; n++) recorder.reply(page(n, 6));
    const pages = await collect(
      paginate(
        platform,
        usersPath,
        { params: { path: { organizationId } } },
        { resumeFrom: usersLink(3) },
      ).pages(),
    );
    expect(pages.map((p) => p.items.map((u) => u.id))).toEqual([
      ["u4-1", "u4-2"],
      ["u5-1", "u5-2"],
      ["u6-1", "u6-2"],
    ]);
    expect(recorder.requests[0]?.url.href).toBe(`${PLATFORM}${usersLink(3)}`);
  });

  it("refuses a links.next to another origin before sending anything there", async () => {
    const { recorder, paginate, platform } = setup();
    recorder.reply(
      jsonResponse({ data: [user("a")], links: { next: "https://evil.example/users?page[after]=x" } }),
    );
    const error = await collect(
      paginate(platform, usersPath, { params: { path: { organizationId } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForeignOriginError);
    expect(recorder.requests).toHaveLength(1);
  });

  it("throws the JSON:API error of a failed page as its typed error", async () => {
    const { recorder, paginate, platform } = setup();
    recorder.reply(
      jsonResponse({ errors: [{ status: "403", code: "forbidden", detail: "Not an org admin" }] }, 403),
    );
    const error = await collect(
      paginate(platform, usersPath, { params: { path: { organizationId } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionError);
    expect((error as Error).message).toContain("Not an org admin");
  });
});

describe("paginate: every list of the specs", () => {
  it("knows each @nextLink list of the platform spec, read from the generated table", async () => {
    const { PAGINATED_LISTS } = await import("../src/advanced.js");
    const nextLinkPaths = Object.entries(PAGINATED_LISTS)
      .filter(([, list]) => list.style === "nextLink")
      .map(([path]) => path);
    expect(nextLinkPaths).toEqual(
      expect.arrayContaining([
        "/organizations/{organizationId}/activities",
        "/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations",
        "/operations/{operationId}/copyFileResults",
        "/documents/{documentId}/tables",
      ]),
    );
    for (const path of nextLinkPaths) {
      const { recorder, paginate, platform } = setup();
      recorder.reply(jsonResponse({ data: [{ id: 1 }], "@nextLink": `${PLATFORM}/next?$next=t` }));
      recorder.reply(jsonResponse({ data: [{ id: 2 }], "@nextLink": null }));
      const pathParams = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, "x"]));
      const walk = paginate as unknown as (
        c: unknown,
        p: string,
        i: unknown,
      ) => AsyncIterable<{ id: number }>;
      const items = await collect(walk(platform, path, { params: { path: pathParams } }));
      expect(
        items.map((i) => i.id),
        path,
      ).toEqual([1, 2]);
    }
  });
});
