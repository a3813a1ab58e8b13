import { createSandbox, type Sandbox } from "@reportkit/sandbox";
import {
  ConnectionError,
  createReportkit,
  NotFoundError,
  PermissionError,
  paginate,
  type Reportkit,
  wait,
} from "@reportkit/sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { virtualTime } from "../src/virtual-time.js";

// The SDK against the sandbox, in process, for every operation. The sandbox validates every request
// and every response against the specs (a mismatch throws under vitest), on a shared virtual clock.
let sandbox: Sandbox;
let rk: Reportkit<true>;
let clock: ReturnType<typeof virtualTime>;
/** Every status the sandbox answered, in order. */
let statuses: number[];

function connect(credentials = sandbox.credentials) {
  return createReportkit({
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    urls: sandbox.urls,
    fetch: async (input: string, init: RequestInit) => {
      const response = await sandbox.fetch(input, init);
      statuses.push(response.status);
      return response;
    },
    clock,
    // Requests are served in process at once; a per-attempt timeout would race the virtual clock.
    retry: { attemptTimeoutMs: Number.POSITIVE_INFINITY },
    throwOnError: true,
    allowInsecureHttp: true,
    env: false,
  });
}

beforeEach(() => {
  clock = virtualTime();
  statuses = [];
  sandbox = createSandbox({ seed: 3, clock });
  rk = connect();
});

describe("platform operations through the SDK", () => {
  it("updateFile replaces the whole file", async () => {
    const { data } = await rk.platform.PUT("/files/{fileId}", {
      params: { path: { fileId: sandbox.demo.fileId } },
      body: {
        name: "Renamed",
        kind: "Document",
        type: "Document",
        container: sandbox.demo.folderIds[1] ?? "",
        template: true,
      },
    });
    expect(data).toMatchObject({ id: sandbox.demo.fileId, name: "Renamed", template: true });
  });

  it("updateRangeValues then wait: the written cells are there once the operation completes", async () => {
    const { spreadsheetId, sheetId } = sandbox.demo;
    const accepted = await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
      params: { path: { spreadsheetId, sheetId, range: "A1:B2" } },
      body: {
        values: [
          ["x", 1],
          [null, 2],
        ],
      },
    });
    const before = sandbox.control.readRange(spreadsheetId, sheetId, "A1:A1");

    const operation = await wait(rk, accepted);

    expect(operation.status).toBe("completed");
    const after = sandbox.control.readRange(spreadsheetId, sheetId, "A1:B2");
    expect(after[0]).toEqual(["x", 1]);
    expect(after[1]?.[1]).toBe(2);
    expect(before).toBeDefined();
    expect(clock.slept.length).toBeGreaterThan(0);
  });

  it("deleteSheetDataset with $deletevalues completes", async () => {
    const { spreadsheetId, sheetId } = sandbox.demo;
    const accepted = await rk.platform.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset", {
      params: { path: { spreadsheetId, sheetId }, query: { $deletevalues: true } },
    });
    expect((await wait(rk, accepted)).status).toBe("completed");
  });

  it("insertSamples appends samples with generated ids, readable with getSample", async () => {
    const { testFormId, testPhaseId, matrixId, dataColumns, resultColumns } = sandbox.demo;
    const matrix = { testFormId, testPhaseId, matrixId };
    const accepted = await rk.platform.POST(
      "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
      {
        params: { path: matrix },
        body: [
          {
            dataValues: [{ column: dataColumns[0] ?? "", value: 7 }],
            resultValues: [{ column: resultColumns[0] ?? "", value: "ok" }],
          },
        ],
      },
    );
    const operation = await wait(rk, accepted);
    expect(operation.status).toBe("completed");

    const sampleId = operation.resourceUrl?.split("/").at(-1) ?? "";
    const { data: sample } = await rk.platform.GET(
      "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}",
      { params: { path: { ...matrix, sampleId } } },
    );
    expect(sample.dataValues).toEqual([{ column: dataColumns[0], value: 7 }]);
  });

  it("getSample with $expand=attachments and every attachment page", async () => {
    const { testFormId, testPhaseId, matrixId, sampleWithAttachmentsId: sampleId } = sandbox.demo;
    const path = { testFormId, testPhaseId, matrixId, sampleId };
    const { data } = await rk.platform.GET(
      "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}",
      { params: { path, query: { $expand: "attachments" } } },
    );
    expect(data.id).toBe(sampleId);

    const pages = [];
    const list =
      "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments";
    for await (const page of paginate(rk.platform, list, { params: { path } }).pages()) pages.push(page);
    expect(pages.length).toBe(3);
    expect(new Set(pages.flatMap((p) => p.items.map((a) => a.id))).size).toBe(
      pages.reduce((n, p) => n + p.items.length, 0),
    );
  });

  it("listActivities filters and pages through @nextLink", async () => {
    const { organizationId, workspaceId } = sandbox.demo;
    const items = [];
    const activities = paginate(
      rk.platform,
      "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
      {
        params: {
          path: { organizationId, workspaceId },
          query: {
            $filter: "activityDateTime ge 2000-01-01T00:00:00Z",
            $orderBy: "activityDateTime asc",
            $maxpagesize: 7,
          },
        },
      },
    );
    for await (const activity of activities) items.push(activity);
    expect(items.length).toBeGreaterThan(7);
    const times = items.map((a) => a.activityDateTime ?? "");
    expect([...times].sort()).toEqual(times);
  });

  it("a missing scope is a PermissionError", async () => {
    const readOnly = connect({ ...sandbox.credentials, ...sandbox.credentials.readOnly });
    await expect(
      readOnly.platform.PUT("/files/{fileId}", {
        params: { path: { fileId: sandbox.demo.fileId } },
        body: { name: "n", kind: "Document", type: "Document", container: "c", template: false },
      }),
    ).rejects.toBeInstanceOf(PermissionError);
  });
});

describe("data-preparation operations through the SDK", () => {
  it("importFile, startFileValidation, listTags, getSelectList and deleteTable", async () => {
    const { tableId, inconsistentTableId, selectListId } = sandbox.demo;
    const { data: imported } = await rk.prep.POST("/api/v1/table/{tableId}/import", {
      params: { path: { tableId } },
      body: { fileId: "f-1", delimiter: ";" },
    });
    expect(imported.body.tableId).toBe(tableId);

    const { data: validated } = await rk.prep.POST("/api/v1/admin/validation/files", {
      body: { tableId: inconsistentTableId },
    });
    expect(
      (validated.body.repairedFiles?.length ?? 0) + (validated.body.deletedFiles?.length ?? 0),
    ).toBeGreaterThan(0);

    const tags = [];
    for await (const tag of paginate(rk.prep, "/api/v1/tag", { params: { query: { limit: 4 } } }))
      tags.push(tag);
    expect(tags.length).toBe(new Set(tags.map((t) => t.id)).size);
    expect(tags.length).toBeGreaterThan(4);

    const { data: list } = await rk.prep.GET("/api/v1/selectlist/{selectListId}", {
      params: { path: { selectListId } },
    });
    expect(list.body.id).toBe(selectListId);
    await expect(
      rk.prep.GET("/api/v1/selectlist/{selectListId}", { params: { path: { selectListId: "nope" } } }),
    ).rejects.toBeInstanceOf(NotFoundError);

    const { data: deleted } = await rk.prep.DELETE("/api/v1/table/{tableId}", {
      params: { path: { tableId: inconsistentTableId } },
    });
    expect(deleted.body).toBe(inconsistentTableId);
    await expect(
      rk.prep.DELETE("/api/v1/table/{tableId}", { params: { path: { tableId: inconsistentTableId } } }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("chains and security operations through the SDK", () => {
  it("listChains per environment, every user page and getUser", async () => {
    for (const environment of sandbox.demo.environments) {
      const { data } = await rk.chains.GET("/v1/metadata/environment/{environment_id}/chain", {
        params: { path: { environment_id: environment } },
      });
      expect(data.data.length).toBeGreaterThan(0);
    }
    const users = [];
    for await (const user of paginate(rk.chains, "/v1/security/users", {
      params: { query: { pageSize: 100 } },
    })) {
      users.push(user);
    }
    expect(users.length).toBe(sandbox.state.chains.users.length);
    const { data } = await rk.chains.GET("/v1/security/users/{userId}", {
      params: { path: { userId: sandbox.demo.userId } },
    });
    expect(data.data.id).toBe(sandbox.demo.userId);
    await expect(
      rk.chains.GET("/v1/security/users/{userId}", { params: { path: { userId: "ghost" } } }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the SDK under the sandbox's faults", () => {
  it("rides out a 429 burst, waiting the sandbox's Retry-After", async () => {
    sandbox.control.setFaults({ rateLimitBurst: 2, retryAfterSeconds: 3 });
    const { data } = await rk.chains.GET("/v1/security/users/{userId}", {
      params: { path: { userId: sandbox.demo.userId } },
    });
    expect(data.data.id).toBe(sandbox.demo.userId);
    expect(clock.slept.filter((ms) => ms === 3000).length).toBe(2);
    expect(statuses.filter((status) => status === 429).length).toBe(2);
  });

  it("retries a GET after a connection reset, but never resends a POST insertion", async () => {
    const { testFormId, testPhaseId, matrixId } = sandbox.demo;
    await rk.tokens.getToken();
    sandbox.control.setFaults({ connectionResets: 1 });
    const { data } = await rk.chains.GET("/v1/security/users/{userId}", {
      params: { path: { userId: sandbox.demo.userId } },
    });
    expect(data.data.id).toBe(sandbox.demo.userId);

    const samplesBefore = JSON.stringify(sandbox.control.snapshot()).length;
    sandbox.control.setFaults({ connectionResets: 1 });
    await expect(
      rk.platform.POST(
        "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
        {
          params: { path: { testFormId, testPhaseId, matrixId } },
          body: [{ dataValues: [], resultValues: [] }],
        },
      ),
    ).rejects.toBeInstanceOf(ConnectionError);
    expect(JSON.stringify(sandbox.control.snapshot()).length).toBe(samplesBefore);
  });

  it("paces 61 sheet writes so the sandbox's 60-per-minute limit never answers 429", async () => {
    const { spreadsheetId, sheetId } = sandbox.demo;
    for (let i = 0; i < 61; i++) {
      await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
        params: { path: { spreadsheetId, sheetId, range: "A1" } },
        body: { values: [[i]] },
      });
    }
    expect(statuses).not.toContain(429);
    expect(statuses.filter((status) => status === 202).length).toBe(61);
    expect(clock.slept.some((ms) => ms >= 900)).toBe(true);
  });
});
