import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type File, type FileUpdate, PLATFORM_API_VERSION } from "../src/index.js";

const replacement: FileUpdate = {
  name: "Q1 report",
  kind: "Document",
  type: "Document",
  container: "folder-9",
  template: false,
};
const updated: File = {
  id: "docs/q1 report",
  ...replacement,
  created: { dateTime: "2026-01-05T08:00:00Z" },
  modified: { dateTime: "2026-01-15T09:30:00Z" },
};

describe("updateFile (PUT /files/{fileId})", () => {
  it("puts the full replacement as JSON to the escaped file path and parses the updated file", async () => {
    const recorder = recordFetch(() => jsonResponse(updated));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error } = await client.PUT("/files/{fileId}", {
      params: { path: { fileId: "docs/q1 report" } },
      body: replacement,
    });

    expect(error).toBeUndefined();
    expect(data?.id).toBe("docs/q1 report");
    expect(data?.container).toBe("folder-9");
    expect(data?.modified?.dateTime).toBe("2026-01-15T09:30:00Z");
    const sent = recorder.last();
    expect(sent.method).toBe("PUT");
    expect(sent.url.pathname).toBe("/files/docs%2Fq1%20report");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.json).toEqual(replacement);
  });

  it("sends the X-Version given to the client instead of the default", async () => {
    const recorder = recordFetch(() => jsonResponse(updated));
    const client = createPlatformClient({
      baseUrl: "https://api.test",
      fetch: recorder.fetch,
      version: "2022-01-01",
    });

    await client.PUT("/files/{fileId}", { params: { path: { fileId: "f1" } }, body: replacement });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("lets one request override X-Version through its header parameter", async () => {
    const recorder = recordFetch(() => jsonResponse(updated));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.PUT("/files/{fileId}", {
      params: { path: { fileId: "f1" }, header: { "X-Version": "2022-01-01" } },
      body: replacement,
    });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("returns a 404 PlatformError typed as the error, with the API version", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ code: "not_found", message: "No file f404.", version: "2026-01-01" }, 404),
    );
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error, response } = await client.PUT("/files/{fileId}", {
      params: { path: { fileId: "f404" } },
      body: replacement,
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error?.code).toBe("not_found");
    expect(error?.message).toBe("No file f404.");
    expect(error?.version).toBe("2026-01-01");
  });
});
