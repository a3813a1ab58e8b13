import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { type ActivityPage, createPlatformClient, PLATFORM_API_VERSION } from "../src/index.js";

const path = "/organizations/{organizationId}/workspaces/{workspaceId}/activities";
const ids = { organizationId: "org/1", workspaceId: "work space" };
const nextLink = "https://api.test/organizations/o1/workspaces/w1/activities?$next=abc&$maxpagesize=1";
const page: ActivityPage = {
  data: [
    {
      id: "act-1",
      action: {
        id: "files.file.rename",
        alias: "file.rename",
        category: "Files",
        name: "Rename",
        deprecated: false,
      },
      summary: "Ana renamed a file.",
      performer: {
        id: "user-42",
        type: "iam.user",
        displayName: "Ana",
        uniqueName: "ana",
        ipAddress: "192.0.2.10",
      },
      targets: [{ id: "file-1", type: "file", displayName: "Q1 report" }],
      activityDateTime: "2026-01-15T09:30:00Z",
      workspace: { id: "w1", name: "Finance" },
      organization: { id: "o1", name: "Example Corp" },
      outcome: "success",
      tags: ["source:web"],
      attachments: [{ entityChanges: [{ propertyName: "name", new: "Q1 report", old: "Draft" }] }],
    },
  ],
  "@nextLink": nextLink,
};
const filter = "action.alias in ('file.create', 'file.rename') and performer.id eq 'user 42'";

describe("listActivities (GET /organizations/{organizationId}/workspaces/{workspaceId}/activities)", () => {
  it("serializes $filter, $orderBy, $maxpagesize and $next as query parameters", async () => {
    const recorder = recordFetch(() => jsonResponse(page));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.GET(path, {
      params: {
        path: ids,
        query: { $filter: filter, $orderBy: "activityDateTime desc", $maxpagesize: 50, $next: "tok/en=" },
      },
    });

    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/organizations/org%2F1/workspaces/work%20space/activities");
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
    expect(sent.url.searchParams.get("$filter")).toBe(filter);
    expect(sent.url.searchParams.get("$orderBy")).toBe("activityDateTime desc");
    expect(sent.url.searchParams.get("$maxpagesize")).toBe("50");
    expect(sent.url.searchParams.get("$next")).toBe("tok/en=");
    expect(sent.url.search).toBe(
      "?$filter=action.alias%20in%20(%27file.create%27%2C%20%27file.rename%27)%20and%20performer.id%20eq%20%27user%2042%27" +
        "&$orderBy=activityDateTime%20desc&$maxpagesize=50&$next=tok%2Fen%3D",
    );
  });

  it("sends no query string when no list option is given", async () => {
    const recorder = recordFetch(() => jsonResponse({ data: [] }));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data } = await client.GET(path, { params: { path: ids } });

    expect(recorder.last().url.search).toBe("");
    expect(data?.data).toEqual([]);
    expect(data?.["@nextLink"]).toBeUndefined();
  });

  it("parses activities with their nested objects and the @nextLink", async () => {
    const recorder = recordFetch(() => jsonResponse(page));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error } = await client.GET(path, { params: { path: ids } });

    expect(error).toBeUndefined();
    const activity = data?.data[0];
    expect(activity?.action?.alias).toBe("file.rename");
    expect(activity?.performer?.ipAddress).toBe("192.0.2.10");
    expect(activity?.targets?.[0]?.uniqueName).toBeUndefined();
    expect(activity?.activityDateTime).toBe("2026-01-15T09:30:00Z");
    expect(activity?.workspace?.name).toBe("Finance");
    expect(activity?.organization?.id).toBe("o1");
    expect(activity?.tags).toEqual(["source:web"]);
    expect(activity?.attachments?.[0]).toHaveProperty("entityChanges");
    expect(data?.["@nextLink"]).toBe(nextLink);
  });
});
