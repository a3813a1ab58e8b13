import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup() {
  const h = harness({ operationDurationMs: 1000 });
  const d = h.sandbox.demo;
  return { ...h, d, platform: h.sandbox.urls.platform };
}

type Page<T = Record<string, unknown>> = { data: T[]; "@nextLink"?: string };

describe("GET /organizations", () => {
  it("needs the Wk-Service-Provider header (400 without it) and lists the provider's organizations by name", async () => {
    const h = setup();
    const without = await h.call("GET", `${h.platform}/organizations`);
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ code: "invalid_request", version: "2026-01-01" });
    expect(String(without.body.message).toLowerCase()).toContain("wk-service-provider");

    const res = await h.call<Page<{ id: string; name: string; status: string }>>(
      "GET",
      `${h.platform}/organizations`,
      {
        headers: { "wk-service-provider": h.d.serviceProviderId },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((o) => [o.name, o.status])).toEqual([
      ["Acme Corp", "active"],
      ["Globex", "active"],
      ["Initech", "inactive"],
    ]);
    for (const org of res.body.data) expect(org.id).toMatch(UUID);
    expect(res.body.data[0]).toMatchObject({
      created: { dateTime: expect.any(String) },
      modified: { dateTime: expect.any(String) },
    });
    const stranger = await h.call<Page>("GET", `${h.platform}/organizations`, {
      headers: { "wk-service-provider": "someone-else" },
    });
    expect(stranger.body.data).toEqual([]);
  });

  it("filters, sorts and pages with $maxpagesize and @nextLink", async () => {
    const h = setup();
    const headers = { "wk-service-provider": h.d.serviceProviderId };
    const active = await h.call<Page<{ name: string }>>(
      "GET",
      `${h.platform}/organizations?$filter=${encodeURIComponent("status eq 'active'")}&$orderBy=name%20desc`,
      { headers },
    );
    expect(active.body.data.map((o) => o.name)).toEqual(["Globex", "Acme Corp"]);
    const first = await h.call<Page<{ name: string }>>("GET", `${h.platform}/organizations?$maxpagesize=2`, {
      headers,
    });
    expect(first.body.data).toHaveLength(2);
    const second = await h.call<Page<{ name: string }>>("GET", first.body["@nextLink"]!, { headers });
    expect(second.body.data.map((o) => o.name)).toEqual(["Initech"]);
    expect(second.body["@nextLink"]).toBeUndefined();
    const bad = await h.call(
      "GET",
      `${h.platform}/organizations?$filter=${encodeURIComponent("contains(name,'A')")}`,
      {
        headers,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_filter", target: "$filter" });
  });
});

describe("workspaces", () => {
  it("are read with their organization, and with $expand=solutions their solution", async () => {
    const h = setup();
    const url = `${h.platform}/organizations/${h.d.organizationId}/workspaces/${h.d.workspaceId}`;
    const plain = await h.call("GET", url);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      id: h.d.workspaceId,
      name: "Finance",
      organization: { id: h.d.organizationId, name: "Acme Corp", status: "active" },
    });
    expect(plain.body).not.toHaveProperty("solutions");
    const expanded = await h.call("GET", `${url}?$expand=solutions`);
    expect(expanded.body.solutions).toEqual([
      { id: expect.stringMatching(UUID), name: "Financial Reporting" },
    ]);
    expect((await h.call("GET", `${url}?$expand=members`)).status).toBe(400);
  });

  it("answer 404 for a workspace of another organization, and 400 for an organization id that is not a UUID", async () => {
    const h = setup();
    const other = h.sandbox.state.workspaces.find((w) => w.organizationId !== h.d.organizationId)!;
    const res = await h.call(
      "GET",
      `${h.platform}/organizations/${h.d.organizationId}/workspaces/${other.id}`,
    );
    expect(res.status).toBe(404);
    expect(res.body.target).toBe("workspaceId");
    expect(
      (await h.call("GET", `${h.platform}/organizations/acme/workspaces/${h.d.workspaceId}`)).status,
    ).toBe(400);
  });

  it("are renamed with a JSON Patch, recording a workspace.update activity; other members are read-only", async () => {
    const h = setup();
    const url = `${h.platform}/organizations/${h.d.organizationId}/workspaces/${h.d.workspaceId}`;
    h.advance(5000);
    const res = await h.call("PATCH", url, {
      body: [{ op: "replace", path: "/name", value: "Finance EMEA" }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Finance EMEA",
      modified: { dateTime: new Date(h.sandbox.control.now()).toISOString() },
    });
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({
      action: { alias: "workspace.update" },
      workspace: { id: h.d.workspaceId, name: "Finance EMEA" },
      attachments: [{ entityChanges: [{ propertyName: "name", new: "Finance EMEA", old: "Finance" }] }],
    });
    const readOnly = await h.call("PATCH", url, { body: [{ op: "remove", path: "/solutions/0" }] });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body).toMatchObject({ code: "read_only_property", target: "/solutions" });
    const empty = await h.call("PATCH", url, { body: [{ op: "replace", path: "/name", value: "" }] });
    expect(empty.status).toBe(400);
  });

  it("need organization:read to read and organization:write to change", async () => {
    const h = setup();
    const url = `${h.platform}/organizations/${h.d.organizationId}/workspaces/${h.d.workspaceId}`;
    const token = h.sandbox.control.issueToken(h.sandbox.credentials.readOnly.clientId);
    expect((await h.call("GET", url, { token })).status).toBe(403);
    const reader = h.sandbox.control.issueToken(h.sandbox.credentials.clientId, ["organization:read"]);
    expect((await h.call("GET", url, { token: reader })).status).toBe(200);
    const patch = await h.call("PATCH", url, {
      token: reader,
      body: [{ op: "replace", path: "/name", value: "x" }],
    });
    expect(patch.status).toBe(403);
  });
});

describe("activities", () => {
  it("are read by id, and 404 for an unknown id", async () => {
    const h = setup();
    const some = h.sandbox.state.activities[5]!;
    const res = await h.call("GET", `${h.platform}/activities/${some.id}`);
    expect(res.status).toBe(200);
    const { sequence: _s, ...expected } = some;
    expect(res.body).toEqual(expected);
    const missing = await h.call("GET", `${h.platform}/activities/act_missing`);
    expect(missing.status).toBe(404);
    expect(missing.body.target).toBe("activityId");
  });

  it("of an organization span all its workspaces, newest first, paged and filtered like a workspace's", async () => {
    const h = setup();
    const list = `${h.platform}/organizations/${h.d.organizationId}/activities`;
    const ids: string[] = [];
    const workspaces = new Set<string>();
    let next: string | undefined = `${list}?$maxpagesize=40`;
    while (next) {
      const page: Awaited<
        ReturnType<typeof h.call<Page<{ id: string; workspace: { id: string }; activityDateTime: string }>>>
      > = await h.call("GET", next);
      expect(page.status).toBe(200);
      ids.push(...page.body.data.map((a) => a.id));
      for (const a of page.body.data) workspaces.add(a.workspace.id);
      next = page.body["@nextLink"];
    }
    const all = h.sandbox.state.activities.filter((a) => a.organization.id === h.d.organizationId);
    expect(ids).toHaveLength(all.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(workspaces).toEqual(new Set([h.d.workspaceId, h.d.otherWorkspaceId]));

    const filtered = await h.call<Page<{ action: { alias: string } }>>(
      "GET",
      `${list}?$filter=${encodeURIComponent("action.alias eq 'file.view'")}`,
    );
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((a) => a.action.alias === "file.view")).toBe(true);
    const globex = h.sandbox.state.organizations.find((o) => o.name === "Globex")!;
    const empty = await h.call<Page>("GET", `${h.platform}/organizations/${globex.id}/activities`);
    expect(empty.body).toEqual({ data: [] });
  });

  it("record every mutating call, visible through the organization's list and by id", async () => {
    const h = setup();
    const { fileId, milestoneId, spreadsheetId, xbrlSheetId, controlSpreadsheetId } = h.d;
    const ws = `${h.platform}/organizations/${h.d.organizationId}/workspaces/${h.d.workspaceId}`;
    await h.call("PATCH", ws, { body: [{ op: "replace", path: "/name", value: "Finance 2" }] });
    await h.call("PATCH", `${h.platform}/milestones/${milestoneId}`, {
      body: [{ op: "replace", path: "/remarks", value: "r" }],
    });
    await h.call("DELETE", `${h.platform}/milestones/${milestoneId}`);
    await h.call("POST", `${h.platform}/graph/edits`, {
      body: [{ operation: "create_record", type: "risk", temporaryRecordId: "t1" }],
    });
    await h.call(
      "DELETE",
      `${h.platform}/spreadsheets/${controlSpreadsheetId}/sheets/${xbrlSheetId}?force=true`,
    );
    await h.call("POST", `${h.platform}/files/${fileId}/copy`, { body: {} });
    await h.call("POST", `${h.platform}/files/${spreadsheetId}/trash`, { body: {} });
    await h.call("POST", `${h.platform}/content/tables/${h.d.contentTableId}/edit`, {
      body: { type: "insertRows", insertRows: { count: 1, nextTo: 0, side: "putAfter" } },
    });
    await h.call("POST", `${h.platform}/milestones/creation`, {
      body: { type: "document", document: fileId, title: "m" },
    });
    h.advance(1000);
    const page = await h.call<Page<{ id: string; action: { alias: string } }>>(
      "GET",
      `${h.platform}/organizations/${h.d.organizationId}/activities?$maxpagesize=9`,
    );
    expect(page.body.data.map((a) => a.action.alias).sort()).toEqual(
      [
        "workspace.update",
        "milestone.update",
        "milestone.delete",
        "graph.edit",
        "spreadsheet.sheet.delete",
        "file.copy",
        "file.trash",
        "table.edit",
        "milestone.create",
      ].sort(),
    );
    const one = await h.call("GET", `${h.platform}/activities/${page.body.data[0]!.id}`);
    expect(one.status).toBe(200);
  });
});

describe("report users (JSON:API)", () => {
  type UserPage = {
    data: { id: string; type: string; attributes: { displayName: string } }[];
    links: { next?: string; self?: string };
  };

  it("page 100 at a time by default, sorted by displayName, following links.next to the end", async () => {
    const h = setup();
    let next: string | undefined = `${h.platform}/organizations/${h.d.organizationId}/orgReportUsers`;
    const names: string[] = [];
    const sizes: number[] = [];
    while (next) {
      const page: Awaited<ReturnType<typeof h.call<UserPage>>> = await h.call<UserPage>("GET", next);
      expect(page.status).toBe(200);
      expect(page.body.data.every((u) => u.type === "orgReportUser")).toBe(true);
      sizes.push(page.body.data.length);
      names.push(...page.body.data.map((u) => u.attributes.displayName));
      next = page.body.links.next;
    }
    expect(sizes).toEqual([100, 100, 57]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("take page[size] up to 1000 and resume from page[after], not repeating users added meanwhile", async () => {
    const h = setup();
    const base = `${h.platform}/organizations/${h.d.organizationId}/orgReportUsers`;
    const first = await h.call<UserPage>("GET", `${base}?page[size]=3`);
    expect(first.body.data).toHaveLength(3);
    const next = new URL(first.body.links.next!);
    expect(next.searchParams.get("page[size]")).toBe("3");
    // A user sorted before the cursor arrives: the next page neither repeats nor skips.
    h.sandbox.state.reportUsers.push({
      ...h.sandbox.state.reportUsers[0]!,
      id: "new-user",
      displayName: "Aaron Aardvark",
    });
    const second = await h.call<UserPage>("GET", next.href);
    const all = await h.call<UserPage>("GET", `${base}?page[size]=1000`);
    const ordered = all.body.data.map((u) => u.id).filter((id) => id !== "new-user");
    expect([...first.body.data, ...second.body.data].map((u) => u.id)).toEqual(ordered.slice(0, 6));
    expect(all.body.links.next).toBeUndefined();
  });

  it("answer errors as JSON:API documents: a bad cursor, a page size over 1000, an unknown organization, a missing scope", async () => {
    const h = setup();
    const base = `${h.platform}/organizations/${h.d.organizationId}/orgReportUsers`;
    const cursor = await h.call("GET", `${base}?page[after]=bogus`);
    expect(cursor.status).toBe(400);
    expect(cursor.body).toEqual({
      errors: [
        {
          id: expect.stringMatching(UUID),
          status: "400",
          code: "invalid_request",
          title: "Bad Request",
          detail: expect.stringContaining("page[after]"),
          source: { parameter: "page[after]" },
          meta: { version: "2026-01-01" },
        },
      ],
    });
    const tooBig = await h.call("GET", `${base}?page[size]=1001`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ errors: [{ status: "400", source: { parameter: "page[size]" } }] });
    const unknown = await h.call(
      "GET",
      `${h.platform}/organizations/00000000-0000-4000-8000-000000000000/orgReportUsers`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errors: [{ status: "404", code: "not_found" }] });
    const token = h.sandbox.control.issueToken(h.sandbox.credentials.readOnly.clientId);
    const forbidden = await h.call("GET", base, { token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ errors: [{ status: "403", code: "insufficient_scope" }] });
  });
});
