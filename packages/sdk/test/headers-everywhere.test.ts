import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createReportkit, exportFile, importFile, paginate, results, wait } from "../src/index.js";
import { type Arrival, fakeService, PLATFORM_URL, serviceOptions } from "./support/fake-service.js";

// Issue 21: headers given to createReportkit reached the typed calls only, and a call's own headers
// (`Wk-Service-Provider`, which GET /organizations needs on every request) did not reach its
// continuation pages. Headers reach every request a call makes, on the API's origin.

const OP = `${PLATFORM_URL}/operations/op-1`;
const organizationId = "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a";
const workspaceId = "ws-1";

/** A platform that pages twice everywhere and runs every operation to completion at the first poll. */
function platform(arrival: Arrival): Response {
  const { pathname, searchParams } = arrival.url;
  const page = (items: unknown[]) =>
    jsonResponse({
      data: items,
      "@nextLink": searchParams.has("$next") ? null : `${PLATFORM_URL}${pathname}?$next=page-2`,
    });
  if (pathname === "/organizations") {
    if (!arrival.headers.get("Wk-Service-Provider")) {
      return jsonResponse({ code: "missing_header", message: "Wk-Service-Provider is required" }, 400);
    }
    return page([{ id: organizationId, name: "Example" }]);
  }
  if (pathname.endsWith("/activities")) return page([{ id: `a-${searchParams.get("$next") ?? 1}` }]);
  if (pathname === "/operations/op-1/copyFileResults") return page([{ id: "file-2", kind: "Document" }]);
  if (pathname === "/operations/op-1/importFileResults") return page([{ id: "file-3", kind: "Document" }]);
  if (pathname === "/operations/op-1") {
    return jsonResponse({ id: "op-1", status: "completed", resourceUrl: `${PLATFORM_URL}/downloads/d-1` });
  }
  if (pathname === "/files/import") {
    return jsonResponse({ uploadUrl: `${PLATFORM_URL}/uploads/u-1` }, 202, {
      Location: OP,
      "Retry-After": "0",
    });
  }
  if (pathname === "/uploads/u-1") return new Response(null, { status: 200 });
  if (pathname.endsWith("/export")) return new Response(null, { status: 202, headers: { Location: OP } });
  if (pathname === "/downloads/d-1")
    return new Response("a,b\n1,2\n", { headers: { "content-type": "text/csv" } });
  return jsonResponse({ code: "not_found", message: pathname }, 404);
}

const withoutHeader = (arrivals: Arrival[], name: string, value: string) =>
  arrivals
    .filter((a) => a.url.pathname !== "/oauth2/token" && a.headers.get(name) !== value)
    .map((a) => `${a.method} ${a.url.pathname}${a.url.search}`);

describe("headers reach every request a call makes", () => {
  it("a call's header parameter goes with every page of GET /organizations (page 2 no longer gets a 400)", async () => {
    const service = fakeService({ api: platform });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const names: string[] = [];
    for await (const organization of paginate(rk.platform, "/organizations", {
      params: { header: { "Wk-Service-Provider": "msp-1" } },
    })) {
      names.push(String(organization.id));
    }
    expect(names).toEqual([organizationId, organizationId]);
    expect(withoutHeader(service.apiRequests(), "Wk-Service-Provider", "msp-1")).toEqual([]);
  });

  it("a call's own headers go with its continuation pages", async () => {
    const service = fakeService({ api: platform });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const list = paginate(
      rk.platform,
      "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
      {
        params: { path: { organizationId, workspaceId } },
        headers: { "X-Trace": "trace-7" },
      },
    );
    const ids: string[] = [];
    for await (const activity of list) ids.push(activity.id);
    expect(ids).toHaveLength(2);
    expect(withoutHeader(service.apiRequests(), "X-Trace", "trace-7")).toEqual([]);
  });

  it("createReportkit's headers go with typed calls, continuation pages, polls, results pages and transfers", async () => {
    const service = fakeService({ api: platform });
    const rk = createReportkit({
      ...serviceOptions(service),
      headers: { "X-Tenant": "tenant-9" },
      throwOnError: true,
    });
    const list = paginate(
      rk.platform,
      "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
      {
        params: { path: { organizationId, workspaceId } },
      },
    );
    for await (const _ of list) {
      // walks both pages
    }
    const copied = await wait(rk, OP, { minIntervalMs: 0 });
    expect(await results(rk, copied, "copyFile").all()).toHaveLength(2);
    await importFile(rk, new Uint8Array([1, 2, 3]), {
      fileName: "a.csv",
      kind: "Spreadsheet",
      wait: { minIntervalMs: 0 },
    });
    const exported = await exportFile(rk, "file-1", {
      kind: "Spreadsheet",
      spreadsheetExport: { format: "csv" },
      wait: { minIntervalMs: 0 },
    });
    expect(await new Response(exported.body).text()).toBe("a,b\n1,2\n");

    const paths = new Set(service.apiRequests().map((a) => a.url.pathname));
    expect([...paths].sort()).toEqual(
      [
        "/downloads/d-1",
        "/files/file-1/export",
        "/files/import",
        "/operations/op-1",
        "/operations/op-1/copyFileResults",
        "/operations/op-1/importFileResults",
        `/organizations/${organizationId}/workspaces/${workspaceId}/activities`,
        "/uploads/u-1",
      ].sort(),
    );
    expect(withoutHeader(service.apiRequests(), "X-Tenant", "tenant-9")).toEqual([]);
  });

  it("a wait's own headers go with each of its polls", async () => {
    const service = fakeService({ api: platform });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    await wait(rk, OP, { minIntervalMs: 0, headers: { "X-Trace": "poll-1" } });
    expect(withoutHeader(service.apiRequests(), "X-Trace", "poll-1")).toEqual([]);
  });
});
