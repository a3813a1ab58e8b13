import { createSandbox, PROCESSES_PREVIEW_VERSION, type Sandbox } from "@reportkit/sandbox";
import {
  AuthenticationError,
  copyFiles,
  createReportkit,
  exportFile,
  importFile,
  NotFoundError,
  processesPreview,
  type Reportkit,
  results,
  wait,
} from "@reportkit/sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { virtualTime } from "../src/virtual-time.js";

// Issue 10 against the sandbox, in process on one virtual timeline: operation results, bulk copies
// under the concurrency limit, small transfers, and the processes preview beside the stable version.
let sandbox: Sandbox;
let rk: Reportkit<true>;
let sent: { url: URL; version: string | null; auth: string | null; status: number }[];

beforeEach(() => {
  const clock = virtualTime();
  sent = [];
  sandbox = createSandbox({ seed: 11, clock, concurrentFileOperations: 2 });
  rk = createReportkit({
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    urls: sandbox.urls,
    fetch: async (input: string, init: RequestInit) => {
      const response = await sandbox.fetch(input, init);
      const headers = new Headers(init.headers);
      sent.push({
        url: new URL(input),
        version: headers.get("x-version"),
        auth: headers.get("authorization"),
        status: response.status,
      });
      return response;
    },
    clock,
    retry: { attemptTimeoutMs: Number.POSITIVE_INFINITY },
    throwOnError: true,
    allowInsecureHttp: true,
    env: false,
  });
});

describe("operation results", () => {
  it("reads a copy's and a milestone creation's results from what wait resolved with", async () => {
    const copy = await wait(
      rk,
      await rk.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: sandbox.demo.fileId } },
        body: { destinationName: "Q3 copy" },
      }),
    );
    const [made] = await results(rk, copy, "copyFile").all();
    expect(sandbox.state.files.find((f) => f.id === made?.id)?.name).toBe("Q3 copy");

    const milestone = await wait(
      rk,
      await rk.platform.POST("/milestones/creation", {
        body: { type: "document", document: sandbox.demo.fileId, title: "Sent" },
      }),
    );
    const [created] = await results(rk, milestone, "milestoneCreation").all();
    expect(created).toMatchObject({ type: "milestone", milestone: expect.any(String) });
  });

  it("reads a table edit's one {revision} result as a list of exactly one item", async () => {
    const edit = await wait(
      rk,
      await rk.platform.POST("/content/tables/{tableId}/edit", {
        params: { path: { tableId: sandbox.demo.contentTableId } },
        body: { type: "insertRows", insertRows: { count: 1, nextTo: 0, side: "putAfter" } },
      }),
    );
    const revision = String(sandbox.state.files.find((f) => f.id === sandbox.demo.fileId)?.revision);

    const edits = results(rk, edit, "tableEdit");
    const walked = [];
    for await (const item of edits) walked.push(item);
    const pages = [];
    for await (const page of edits.pages()) pages.push(page);

    expect(walked).toEqual([{ revision }]);
    expect(await edits.all()).toEqual([{ revision }]);
    expect(pages).toEqual([{ items: [{ revision }], continuation: undefined, next: undefined }]);
  });

  it("throws NotFoundError for the result of an operation that is not a table edit", async () => {
    const copy = await wait(
      rk,
      await rk.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: sandbox.demo.fileId } },
        body: {},
      }),
    );
    await expect(results(rk, copy, "tableEdit").all()).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("copyFiles", () => {
  it("copies six files with four at once under a limit of two, riding out every refusal", async () => {
    const refusals: number[] = [];
    const outcomes = await copyFiles(rk, Array(6).fill(sandbox.demo.fileId), {
      concurrency: 4,
      defaults: { destinationContainer: sandbox.demo.folderIds[2] ?? null },
      onRefusal: (_, __, waitMs) => refusals.push(waitMs),
    });

    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, true, true, true]);
    const copies = outcomes.flatMap((o) => (o.ok ? o.files.map((f) => f.id) : []));
    expect(new Set(copies).size).toBe(6);
    expect(sent.filter((s) => s.status === 429).length).toBeGreaterThan(0);
  });
});

describe("small transfers in process", () => {
  it("imports a CSV as a spreadsheet and exports it back", async () => {
    const { files } = await importFile(
      rk,
      new Blob(["Region,Revenue\nNorth,1250.5\n"], { type: "text/csv" }),
      {
        fileName: "q3.csv",
        kind: "Spreadsheet",
      },
    );
    expect(files).toEqual([expect.objectContaining({ kind: "Spreadsheet" })]);
    const exported = await exportFile(rk, files[0]!.id!, {
      kind: "Spreadsheet",
      spreadsheetExport: { format: "csv" },
    });
    expect(await new Response(exported.body).text()).toBe("Region,Revenue\r\nNorth,1250.5\r\n");
    expect(exported.contentType).toMatch(/^text\/csv/);
  });
});

describe("the processes preview beside the stable version", () => {
  it("calls every preview endpoint with the preview X-Version and a token of the preview's endpoint", async () => {
    const processes = processesPreview(rk, { authUrl: sandbox.preview.authUrl });

    const { data: created } = await processes.POST("/processes", { body: { name: "Close the quarter" } });
    const processId = created.id as string;
    const path = { params: { path: { processId } } };
    await processes.GET("/processes");
    await processes.GET("/processes/{processId}", path);
    await processes.PATCH("/processes/{processId}", { ...path, body: { owner: "finance" } });
    await processes.POST("/processes/{processId}/batchUpdates", {
      ...path,
      body: { updates: [{ due: "Q4" }] },
    });
    const { data: validation } = await processes.POST("/processes/{processId}/validation", path);
    const { data: run } = await processes.POST("/processes/{processId}/run", { ...path, body: {} });
    const { data: again } = await processes.GET("/processRuns/{processRunId}", {
      params: { path: { processRunId: run.id as string } },
    });

    expect(validation).toMatchObject({ valid: true });
    expect(again).toEqual(run);
    const tokenCalls = sent.filter((s) => s.url.pathname.endsWith("/oauth2/token"));
    expect(tokenCalls.map((s) => [s.url.pathname, s.version])).toEqual([
      ["/auth/processes-preview/oauth2/token", PROCESSES_PREVIEW_VERSION],
    ]);
    const calls = sent.filter((s) => !s.url.pathname.endsWith("/oauth2/token"));
    expect(calls).toHaveLength(8);
    expect(new Set(calls.map((s) => s.version))).toEqual(new Set([PROCESSES_PREVIEW_VERSION]));
  });

  it("keeps the stable version on rk.platform: its /processes is an unknown path; a stable token is refused there", async () => {
    await expect(rk.platform.GET("/processes" as never)).rejects.toBeInstanceOf(NotFoundError);
    expect(sent.at(-1)?.version).toBe("2026-01-01");

    // A preview client whose tokens come from the stable endpoint is refused: the preview wants its own.
    const misconfigured = processesPreview(rk);
    await expect(misconfigured.GET("/processes")).rejects.toBeInstanceOf(AuthenticationError);
  });
});
