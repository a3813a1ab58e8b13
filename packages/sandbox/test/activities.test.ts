import { describe, expect, it } from "vitest";
import type { Activity } from "../src/index.js";
import { harness } from "./helpers.js";

type Page = { data: Activity[]; "@nextLink"?: string; message?: string };

function setup() {
  const h = harness();
  const d = h.sandbox.demo;
  const list = `${h.sandbox.urls.platform}/organizations/${d.organizationId}/workspaces/${d.workspaceId}/activities`;
  const get = (query: Record<string, string> = {}) => {
    const q = Object.entries(query)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join("&");
    return h.call<Page>("GET", q ? `${list}?${q}` : list);
  };
  const all = () => h.sandbox.state.activities.filter((a) => a.workspace.id === d.workspaceId);
  return { ...h, d, list, get, all };
}

async function collect(h: ReturnType<typeof setup>, first: Record<string, string>) {
  const seen: Activity[] = [];
  const links: string[] = [];
  let page = await h.get(first);
  for (;;) {
    expect(page.status).toBe(200);
    seen.push(...page.body.data);
    const next = page.body["@nextLink"];
    if (!next) break;
    links.push(next);
    page = await h.call<Page>("GET", next);
  }
  return { seen, links };
}

describe("activities", () => {
  it("pages newest first by default with an absolute @nextLink carrying the filter, sort and size", async () => {
    const h = setup();
    const filter = "action.alias in ('file.view', 'file.create')";
    const { seen, links } = await collect(h, { $filter: filter, $maxpagesize: "7" });
    const expected = h.all().filter((a) => ["file.view", "file.create"].includes(a.action.alias));
    expect(seen.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    const times = seen.map((a) => a.activityDateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(links.length).toBe(Math.ceil(expected.length / 7) - 1);
    for (const link of links) {
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe(h.list);
      expect(url.searchParams.get("$filter")).toBe(filter);
      expect(url.searchParams.get("$maxpagesize")).toBe("7");
      expect(url.searchParams.get("$next")).toEqual(expect.any(String));
    }
  });

  it("sorts ascending with $orderBy=activityDateTime asc", async () => {
    const h = setup();
    const { seen } = await collect(h, { $orderBy: "activityDateTime asc", $maxpagesize: "40" });
    expect(seen).toHaveLength(h.all().length);
    const times = seen.map((a) => a.activityDateTime);
    expect(times).toEqual([...times].sort());
  });

  it("clamps $maxpagesize to 100 and defaults to 50", async () => {
    const h = setup();
    expect((await h.get({ $maxpagesize: "500" })).body.data).toHaveLength(100);
    const page = await h.get();
    expect(page.body.data).toHaveLength(50);
    expect(new URL(page.body["@nextLink"]!).searchParams.get("$maxpagesize")).toBe("50");
    const zero = await h.get({ $maxpagesize: "0" });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ code: "invalid_request", target: "query parameter $maxpagesize" });
  });

  it("filters by timestamps, performers and targets combined with and/or and parentheses", async () => {
    const h = setup();
    const pivot = h.all()[75]!.activityDateTime;
    const target = h.all()[10]!.targets[0]!.id;
    const filter = `(performer.id eq 'usr-ada' or performer.id eq 'usr-alan') and activityDateTime ge ${pivot} and target.id in ('${target}', 'none')`;
    const { seen } = await collect(h, { $filter: filter, $maxpagesize: "100" });
    const expected = h
      .all()
      .filter(
        (a) =>
          ["usr-ada", "usr-alan"].includes(a.performer.id) &&
          a.activityDateTime >= pivot &&
          a.targets.some((t) => t.id === target),
      );
    expect(seen.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    const before = await h.get({ $filter: `activityDateTime lt ${pivot}`, $maxpagesize: "100" });
    expect(before.body.data.every((a) => a.activityDateTime < pivot)).toBe(true);
    const exact = await h.get({ $filter: `activityDateTime eq ${pivot}` });
    expect(exact.body.data.map((a) => a.activityDateTime)).toContain(pivot);
  });

  it("matches quoted text with an escaped quote exactly", async () => {
    const h = setup();
    const res = await h.get({ $filter: "action.id eq 'platform.file.view' or action.alias eq 'it''s'" });
    expect(res.status).toBe(200);
    expect(res.body.data.every((a) => a.action.id === "platform.file.view")).toBe(true);
  });

  it("answers a malformed filter with 400 naming the position and the expected token", async () => {
    const h = setup();
    const res = await h.get({ $filter: "action.alias eq 'a' and (performer.id eq 'b'" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "invalid_filter",
      target: "$filter",
      message:
        "Invalid $filter at position 45: expected ')' to close the '(' at position 25, found the end of the filter.",
      details: [{ code: "syntax", position: 45, expected: "')' to close the '(' at position 25" }],
    });
  });

  it("refuses an unknown sort property or order", async () => {
    const h = setup();
    expect((await h.get({ $orderBy: "summary asc" })).body.message).toContain("activityDateTime only");
    expect((await h.get({ $orderBy: "activityDateTime sideways" })).body.message).toContain(
      "not asc or desc",
    );
  });

  it("refuses a $next token that was not given out, or was given out for another filter", async () => {
    const h = setup();
    expect((await h.get({ $next: "garbage" })).status).toBe(400);
    const page = await h.get({ $maxpagesize: "5" });
    const token = new URL(page.body["@nextLink"]!).searchParams.get("$next")!;
    const other = await h.get({ $next: token, $maxpagesize: "6" });
    expect(other.status).toBe(400);
    expect(other.body.message).toContain("another list, filter or sort order");
  });

  it("does not repeat or skip activities when new ones arrive between pages", async () => {
    const h = setup();
    const first = await h.get({ $maxpagesize: "10", $orderBy: "activityDateTime asc" });
    const file = h.sandbox.state.files.find((f) => f.workspaceId === h.d.workspaceId)!;
    h.advance(1000);
    await h.call("PUT", `${h.sandbox.urls.platform}/files/${file.id}`, {
      body: {
        name: "Renamed",
        kind: file.kind,
        type: file.type,
        container: file.container,
        template: file.template,
      },
    });
    const ids = first.body.data.map((a) => a.id);
    let next = first.body["@nextLink"];
    while (next) {
      const page: Awaited<ReturnType<typeof h.call<Page>>> = await h.call<Page>("GET", next);
      ids.push(...page.body.data.map((a) => a.id));
      next = page.body["@nextLink"];
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(h.all().length);
    expect(h.all().at(-1)!.action.alias).toBe("file.update");
  });

  it("answers 404 for an unknown organization or a workspace of another organization", async () => {
    const h = setup();
    const org = await h.call(
      "GET",
      `${h.sandbox.urls.platform}/organizations/00000000-0000-4000-8000-000000000000/workspaces/${h.d.workspaceId}/activities`,
    );
    expect(org.status).toBe(404);
    expect(org.body.target).toBe("organizationId");
    const other = h.sandbox.state.workspaces.find((w) => w.organizationId !== h.d.organizationId)!;
    const ws = await h.call(
      "GET",
      `${h.sandbox.urls.platform}/organizations/${h.d.organizationId}/workspaces/${other.id}/activities`,
    );
    expect(ws.status).toBe(404);
    expect(ws.body.target).toBe("workspaceId");
  });

  it("needs the activity:read scope", async () => {
    const h = setup();
    const token = h.sandbox.control.issueToken(h.sandbox.credentials.clientId, ["file:read"]);
    const res = await h.call("GET", h.list, { token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("insufficient_scope");
  });
});
