import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPrepClient, PREP_API_VERSION, type ValidateFilesResponse } from "../src/index.js";

const result: ValidateFilesResponse = {
  code: 201,
  body: {
    deletedFiles: [{ id: "file-2", tableId: "tbl-1", status: "anything the service says" }],
    repairedFiles: [{ id: "file-1", tableId: "tbl-1", numRecords: 12 }],
  },
};

describe("startFileValidation (POST /api/v1/admin/validation/files)", () => {
  it("posts the table id as JSON with X-Version and parses the deleted and repaired files", async () => {
    const recorder = recordFetch(() => jsonResponse(result, 201));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error, response } = await client.POST("/api/v1/admin/validation/files", {
      body: { tableId: "tbl-1" },
    });

    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data?.code).toBe(201);
    expect(data?.body.repairedFiles?.[0]?.id).toBe("file-1");
    expect(data?.body.deletedFiles?.[0]?.status).toBe("anything the service says");
    const sent = recorder.last();
    expect(sent.method).toBe("POST");
    expect(sent.url.href).toBe("https://prep.test/api/v1/admin/validation/files");
    expect(sent.headers.get("X-Version")).toBe(PREP_API_VERSION);
    expect(PREP_API_VERSION).toBe("2026-01-01");
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.json).toEqual({ tableId: "tbl-1" });
  });

  it("sends the bearer token and an overridden X-Version given as client options", async () => {
    const recorder = recordFetch(() => jsonResponse(result, 201));
    const client = createPrepClient({
      baseUrl: "https://prep.test",
      fetch: recorder.fetch,
      version: "2022-01-01",
      headers: { Authorization: "Bearer tok-1" },
    });

    await client.POST("/api/v1/admin/validation/files", { body: { tableId: "tbl-1" } });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
    expect(recorder.last().headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("returns a 400 whose body is a list of messages typed as the error", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ code: 400, body: ["tableId must not be empty"], version: "2026-01-01" }, 400),
    );
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error, response } = await client.POST("/api/v1/admin/validation/files", {
      body: { tableId: "" },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(error?.code).toBe(400);
    expect(error?.body).toEqual(["tableId must not be empty"]);
    expect(error?.version).toBe("2026-01-01");
  });
});
