import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import type { Activity, JsonPatch, OrgReportUserPage, Workspace } from "../src/index.js";
import { expectSent, setup } from "./support.js";

const organizationId = "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a";
const activity: Activity = {
  id: "act-2",
  action: { id: "files.file.copy", alias: "file.copy" },
  performer: { id: "user-42", type: "iam.user" },
  targets: [{ id: "file-1", type: "file" }],
  activityDateTime: "2026-01-15T09:30:00Z",
  workspace: null,
  organization: { id: organizationId, name: "Example Corp", status: "active" },
  outcome: "success",
};

describe("getActivityById (GET /activities/{activityId})", () => {
  it("gets the escaped path and parses an activity whose workspace is null", async () => {
    const { client, recorder } = setup(() => jsonResponse(activity));

    const { data } = await client.GET("/activities/{activityId}", {
      params: { path: { activityId: "act/2" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/activities/act%2F2" });
    expect(data?.workspace).toBeNull();
    expect(data?.organization?.status).toBe("active");
  });
});

describe("getOrganizationActivities (GET /organizations/{organizationId}/activities)", () => {
  it("serializes $filter, $orderBy, $maxpagesize and $next and parses the page", async () => {
    const { client, recorder } = setup(() => jsonResponse({ data: [activity], "@nextLink": null }));
    const filter = "action.alias eq 'file.copy'";

    const { data } = await client.GET("/organizations/{organizationId}/activities", {
      params: {
        path: { organizationId },
        query: { $filter: filter, $orderBy: "activityDateTime desc", $maxpagesize: 2, $next: "t/1" },
      },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: `/organizations/${organizationId}/activities`,
      search:
        "?$filter=action.alias%20eq%20%27file.copy%27&$orderBy=activityDateTime%20desc&$maxpagesize=2&$next=t%2F1",
    });
    expect(data?.data[0]?.id).toBe("act-2");
    expect(data?.["@nextLink"]).toBeNull();
  });
});

describe("getOrganizations (GET /organizations)", () => {
  it("sends the required Wk-Service-Provider header and the list query", async () => {
    const { client, recorder } = setup(() =>
      jsonResponse({ data: [{ id: organizationId, name: "Example Corp", status: "inactive" }] }),
    );

    const { data } = await client.GET("/organizations", {
      params: {
        header: { "Wk-Service-Provider": "msp-1" },
        query: { $filter: "status eq 'active'", $orderBy: "name asc", $maxpagesize: 10 },
      },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/organizations",
      search: "?$filter=status%20eq%20%27active%27&$orderBy=name%20asc&$maxpagesize=10",
    });
    expect(recorder.last().headers.get("Wk-Service-Provider")).toBe("msp-1");
    expect(data?.data[0]?.status).toBe("inactive");
  });
});

const workspace: Workspace = {
  id: "ws-1",
  name: "Finance",
  created: { dateTime: "2024-03-19T10:00:00Z" },
  modified: null,
  organization: { id: organizationId, name: "Example Corp" },
  solutions: [{ id: "sol-sox", name: null }],
};

describe("getWorkspaceById (GET /organizations/{organizationId}/workspaces/{workspaceId})", () => {
  it("gets the escaped path with $expand=solutions and parses the workspace", async () => {
    const { client, recorder } = setup(() => jsonResponse(workspace));

    const { data } = await client.GET("/organizations/{organizationId}/workspaces/{workspaceId}", {
      params: { path: { organizationId, workspaceId: "ws 1" }, query: { $expand: "solutions" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: `/organizations/${organizationId}/workspaces/ws%201`,
      search: "?$expand=solutions",
    });
    expect(data?.solutions?.[0]?.id).toBe("sol-sox");
    expect(data?.modified).toBeNull();
  });
});

describe("partiallyUpdateWorkspaceById (PATCH /organizations/{organizationId}/workspaces/{workspaceId})", () => {
  it("patches the escaped path with a JSON Patch array and parses the workspace", async () => {
    const patch: JsonPatch = [{ op: "replace", path: "/name", value: "Treasury" }];
    const { client, recorder } = setup(() => jsonResponse({ ...workspace, name: "Treasury" }));

    const { data } = await client.PATCH("/organizations/{organizationId}/workspaces/{workspaceId}", {
      params: { path: { organizationId, workspaceId: "ws/1" } },
      body: patch,
    });

    expectSent(recorder, {
      method: "PATCH",
      pathname: `/organizations/${organizationId}/workspaces/ws%2F1`,
      json: patch,
    });
    expect(data?.name).toBe("Treasury");
  });
});

describe("getOrgReportUsers (GET /organizations/{organizationId}/orgReportUsers)", () => {
  const page: OrgReportUserPage = {
    data: [
      {
        id: "user-1",
        type: "orgReportUser",
        attributes: { displayName: "Ana Diaz", samlId: null, workspaceMemberships: [{ id: "ws-1" }] },
      },
    ],
    links: { next: `https://api.test/organizations/${organizationId}/orgReportUsers?page[after]=c1` },
  };

  it("sends page[size] and page[after] with their brackets and parses the JSON:API document", async () => {
    const { client, recorder } = setup(() => jsonResponse(page));

    const { data } = await client.GET("/organizations/{organizationId}/orgReportUsers", {
      params: { path: { organizationId }, query: { "page[size]": 50, "page[after]": "c/0" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: `/organizations/${organizationId}/orgReportUsers`,
      search: "?page[size]=50&page[after]=c%2F0",
    });
    expect(recorder.last().url.searchParams.get("page[size]")).toBe("50");
    expect(data?.data[0]?.attributes?.displayName).toBe("Ana Diaz");
    expect(data?.links?.next).toContain("page[after]=c1");
  });

  it("returns a JSON:API error document as the error", async () => {
    const { client } = setup(() =>
      jsonResponse({ errors: [{ status: "403", code: "forbidden", detail: "Not an org admin." }] }, 403),
    );

    const { data, error, response } = await client.GET("/organizations/{organizationId}/orgReportUsers", {
      params: { path: { organizationId } },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(403);
    expect(error?.errors[0]?.code).toBe("forbidden");
  });
});
