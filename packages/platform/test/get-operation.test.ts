import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type Operation, PLATFORM_API_VERSION } from "../src/index.js";

const failed: Operation = {
  id: "op/1",
  status: "failed",
  created: "2026-01-15T09:30:00Z",
  updated: "2026-01-15T09:30:04Z",
  originalRequest: "https://api.test/spreadsheets/s1/sheets/sh1/values/A1%3AB2",
  resourceUrl: "https://api.test/spreadsheets/s1/sheets/sh1",
  details: [{ code: "range_exceeded", message: "Too many values.", target: "values" }],
};

describe("getOperation (GET /operations/{operationId})", () => {
  it("gets the escaped operation path and parses the operation with its details", async () => {
    const recorder = recordFetch(() => jsonResponse(failed, 200, { "Retry-After": "1" }));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error, response } = await client.GET("/operations/{operationId}", {
      params: { path: { operationId: "op/1" } },
    });

    expect(error).toBeUndefined();
    expect(data?.id).toBe("op/1");
    expect(data?.status).toBe("failed");
    expect(data?.resourceUrl).toBe("https://api.test/spreadsheets/s1/sheets/sh1");
    expect(data?.details?.[0]).toEqual({
      code: "range_exceeded",
      message: "Too many values.",
      target: "values",
    });
    expect(response.headers.get("Retry-After")).toBe("1");
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/operations/op%2F1");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
  });

  it("passes an unknown status through unchanged, since the status set is open", async () => {
    const recorder = recordFetch(() => jsonResponse({ id: "op-2", status: "validating", extra: 1 }));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data } = await client.GET("/operations/{operationId}", {
      params: { path: { operationId: "op-2" } },
    });

    expect(data?.status).toBe("validating");
    expect(data?.extra).toBe(1);
  });
});
