import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type Operation, PLATFORM_API_VERSION } from "../src/index.js";

const failed: Operation = {
  id: "op/1",
  status: "failed",
  created: { dateTime: "2026-01-15T09:30:00Z", user: { id: "user-1" } },
  updated: { dateTime: "2026-01-15T09:30:04Z", user: { id: "user-1" } },
  originalRequest: "0b6f3c2e-8d7a-4e19-b5c4-1a2d3e4f5a6b",
  resourceUrl: "https://api.test/spreadsheets/s1/sheets/sh1",
  details: [
    { code: "range_exceeded", message: "Too many values.", target: "values" },
    { code: "internal_error", message: null, target: null },
  ],
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
    expect(data?.details?.[1]).toEqual({ code: "internal_error", message: null, target: null });
    expect(data?.created).toEqual({ dateTime: "2026-01-15T09:30:00Z", user: { id: "user-1" } });
    expect(data?.originalRequest).toBe("0b6f3c2e-8d7a-4e19-b5c4-1a2d3e4f5a6b");
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

  it("parses a running operation whose resourceUrl and details are null", async () => {
    const running: Operation = {
      id: "op-3",
      status: "started",
      created: { dateTime: "2026-01-15T09:30:00Z" },
      updated: { dateTime: "2026-01-15T09:30:02Z", user: { id: "user-1" } },
      originalRequest: "0b6f3c2e-8d7a-4e19-b5c4-1a2d3e4f5a6b",
      resourceUrl: null,
      details: null,
    };
    const recorder = recordFetch(() => jsonResponse(running));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data } = await client.GET("/operations/{operationId}", {
      params: { path: { operationId: "op-3" } },
    });

    expect(data).toEqual(running);
    expect(data?.resourceUrl).toBeNull();
    expect(data?.details).toBeNull();
  });

  it("also accepts plain ISO 8601 strings for created and updated", async () => {
    const plain: Operation = {
      id: "op-4",
      status: "completed",
      created: "2026-01-15T09:30:00Z",
      updated: "2026-01-15T09:30:07Z",
    };
    const recorder = recordFetch(() => jsonResponse(plain));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data } = await client.GET("/operations/{operationId}", {
      params: { path: { operationId: "op-4" } },
    });

    expect(data?.created).toBe("2026-01-15T09:30:00Z");
    expect(data?.updated).toBe("2026-01-15T09:30:07Z");
  });
});
