import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import type { FileCopy, FileExport, FileImport } from "../src/index.js";
import { acceptedWithoutBody, expectSent, operationUrl, setup } from "./support.js";

const fileId = "docs/q1 report";
const escaped = "/files/docs%2Fq1%20report";
const concurrencyLimit = () =>
  jsonResponse(
    {
      code: "concurrent_operations_exceeded",
      message: "Too many operations are running in this workspace.",
      version: "2026-01-01",
    },
    429,
    { "Retry-After": "30" },
  );

describe("copyFile (POST /files/{fileId}/copy)", () => {
  const copy: FileCopy = {
    destinationContainer: "folder-9",
    destinationName: "Q1 report (copy)",
    options: { includeComments: true, includeCustomFieldValues: true },
  };

  it("posts the copy options as JSON to the escaped path", async () => {
    const { client, recorder } = setup(acceptedWithoutBody);

    const { response } = await client.POST("/files/{fileId}/copy", {
      params: { path: { fileId } },
      body: copy,
    });

    expectSent(recorder, { method: "POST", pathname: `${escaped}/copy`, json: copy });
    expect(response.status).toBe(202);
    expect(response.headers.get("Location")).toBe(operationUrl);
  });

  it("returns the 429 concurrent_operations_exceeded error with its Retry-After", async () => {
    const { client } = setup(concurrencyLimit);

    const { data, error, response } = await client.POST("/files/{fileId}/copy", {
      params: { path: { fileId } },
      body: {},
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(429);
    expect(error?.code).toBe("concurrent_operations_exceeded");
    expect(response.headers.get("Retry-After")).toBe("30");
  });
});

describe("importFile (POST /files/import)", () => {
  const fileImport: FileImport = { fileName: "budget.xlsx", kind: "Spreadsheet" };
  const uploadUrl = "https://api.test/uploads/u-1";

  it("posts the import as JSON and parses the uploadUrl of the 202 body", async () => {
    const { client, recorder } = setup(() =>
      jsonResponse({ uploadUrl }, 202, { Location: operationUrl, "Retry-After": "2" }),
    );

    const { data, response } = await client.POST("/files/import", { body: fileImport });

    expectSent(recorder, { method: "POST", pathname: "/files/import", json: fileImport });
    expect(response.status).toBe(202);
    expect(data?.uploadUrl).toBe(uploadUrl);
    expect(data?.operationLocation).toBeUndefined();
    expect(response.headers.get("Location")).toBe(operationUrl);
  });

  it("returns the 429 concurrent_operations_exceeded error", async () => {
    const { client } = setup(concurrencyLimit);

    const { error, response } = await client.POST("/files/import", { body: fileImport });

    expect(response.status).toBe(429);
    expect(error?.code).toBe("concurrent_operations_exceeded");
  });
});

describe("exportFileById (POST /files/{fileId}/export)", () => {
  const fileExport: FileExport = {
    kind: "Spreadsheet",
    spreadsheetExport: {
      format: "xlsx",
      xlsxOptions: { exportAsFormulas: true, exportPrecision: "rounded" },
    },
  };

  it("posts the export options as JSON to the escaped path", async () => {
    const { client, recorder } = setup(acceptedWithoutBody);

    const { response } = await client.POST("/files/{fileId}/export", {
      params: { path: { fileId } },
      body: fileExport,
    });

    expectSent(recorder, { method: "POST", pathname: `${escaped}/export`, json: fileExport });
    expect(response.status).toBe(202);
  });

  it("returns the 429 concurrent_operations_exceeded error", async () => {
    const { client } = setup(concurrencyLimit);

    const { error } = await client.POST("/files/{fileId}/export", {
      params: { path: { fileId } },
      body: fileExport,
    });

    expect(error?.code).toBe("concurrent_operations_exceeded");
  });
});

describe("trashFileById (POST /files/{fileId}/trash)", () => {
  it("posts the required empty object to the escaped path", async () => {
    const { client, recorder } = setup(acceptedWithoutBody);

    const { response } = await client.POST("/files/{fileId}/trash", {
      params: { path: { fileId } },
      body: {},
    });

    expectSent(recorder, { method: "POST", pathname: `${escaped}/trash`, json: {} });
    expect(recorder.last().body).toBe("{}");
    expect(response.status).toBe(202);
  });
});

describe("restoreFileById (POST /files/{fileId}/restore)", () => {
  it("posts the required empty object to the escaped path", async () => {
    const { client, recorder } = setup(acceptedWithoutBody);

    const { response } = await client.POST("/files/{fileId}/restore", {
      params: { path: { fileId } },
      body: {},
    });

    expectSent(recorder, { method: "POST", pathname: `${escaped}/restore`, json: {} });
    expect(recorder.last().body).toBe("{}");
    expect(response.status).toBe(202);
  });
});

describe("getCopyFileResults (GET /operations/{operationId}/copyFileResults)", () => {
  it("gets the escaped results path and parses the new files", async () => {
    const { client, recorder } = setup(() =>
      jsonResponse({ data: [{ id: "f-2", container: "folder-9", kind: "Document" }], "@nextLink": null }),
    );

    const { data } = await client.GET("/operations/{operationId}/copyFileResults", {
      params: { path: { operationId: "op 1" }, query: { $next: "n" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/operations/op%201/copyFileResults",
      search: "?$next=n",
    });
    expect(data?.data[0]).toEqual({ id: "f-2", container: "folder-9", kind: "Document" });
  });
});

describe("getImportFileResults (GET /operations/{operationId}/importFileResults)", () => {
  it("gets the escaped results path and parses the imported files", async () => {
    const { client, recorder } = setup(() =>
      jsonResponse({ data: [{ id: "f-3", container: null, kind: "Spreadsheet" }] }),
    );

    const { data } = await client.GET("/operations/{operationId}/importFileResults", {
      params: { path: { operationId: "op/2" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/operations/op%2F2/importFileResults" });
    expect(data?.data[0]?.container).toBeNull();
  });
});

describe("getTableEditResults (GET /operations/{operationId}/tableEditResults)", () => {
  it("gets the escaped results path and parses the one result object, not a page", async () => {
    const { client, recorder } = setup(() => jsonResponse({ revision: "43" }));

    const { data } = await client.GET("/operations/{operationId}/tableEditResults", {
      params: { path: { operationId: "op#3" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/operations/op%233/tableEditResults" });
    expect(data?.revision).toBe("43");
  });
});
