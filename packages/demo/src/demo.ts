// The tour: starts the sandbox on a free port of 127.0.0.1 and drives @reportkit/sdk through every job
// of the API — token, files, spreadsheets, samples, activities, copies and the trash, file import and
// export, milestones, organizations, the processes preview, data preparation, chains and users.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { startSandbox } from "@reportkit/sandbox";
import {
  copyFiles,
  createReportkit,
  NotFoundError,
  type Operation,
  type OperationSource,
  paginate,
  processesPreview,
  results,
  wait,
} from "@reportkit/sdk";
import { exportFileToPath, importFile } from "@reportkit/sdk/node";
import { progress, transferBar } from "./progress.js";

const sandbox = await startSandbox({
  port: 0,
  seed: 7,
  operationDurationMs: 1500,
  importDurationMs: 1500,
  chainRunDurationMs: 2500,
});
const say = (line: string) => console.log(`✓ ${line}`);
const ids = sandbox.demo;
const scratch = await mkdtemp(join(tmpdir(), "reportkit-demo-"));

try {
  console.log(`reportkit demo — sandbox at ${sandbox.urls.platform.replace(/\/platform$/, "")}\n`);
  const rk = createReportkit({
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    urls: sandbox.urls,
    throwOnError: true,
    env: false,
  });

  /** Waits for a 202 operation with a progress indicator. */
  const settle = async (label: string, accepted: OperationSource): Promise<Operation> => {
    const bar = progress(label);
    try {
      return await wait(rk, accepted, { onProgress: bar.onProgress, timeoutMs: 60_000 });
    } finally {
      bar.done();
    }
  };

  // Token: client credentials, cached and refreshed by the SDK.
  const token = await rk.tokens.getToken();
  say(`token: a ${token.length}-character bearer token (cached; refreshed before its 10 minutes run out)`);

  // Files: a full replacement (container is writable).
  const { data: file } = await rk.platform.PUT("/files/{fileId}", {
    params: { path: { fileId: ids.fileId } },
    body: {
      name: "Q3 report (final)",
      kind: "Document",
      type: "Document",
      container: ids.folderIds[1] ?? "",
      template: false,
    },
  });
  say(`file ${file.id} renamed to "${file.name}", moved to folder ${file.container}`);

  // Spreadsheets: write a range (202), then wait for the operation.
  const sheet = { spreadsheetId: ids.spreadsheetId, sheetId: ids.sheetId };
  const write = await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
    params: { path: { spreadsheetId: ids.spreadsheetId, sheetId: ids.summarySheetId, range: "A1:C2" } },
    body: {
      values: [
        ["Region", "Revenue", "Approved"],
        ["North", 1250.5, null],
      ],
    },
  });
  say(`summary range A1:C2 written: operation ${(await settle("range write", write)).status}`);
  // ...and read back (loop 3 of issue 32: written, waited for, read).
  const { data: readBack } = await rk.platform.GET(
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}",
    {
      params: { path: { spreadsheetId: ids.spreadsheetId, sheetId: ids.summarySheetId, range: "A1:C2" } },
    },
  );
  say(`summary range A1:C2 read back: ${JSON.stringify(readBack.data[0]?.values)}`);

  const cleared = await rk.platform.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset", {
    params: {
      path: sheet,
      query: { $deletevalues: true },
    },
  });
  say(`dataset deleted with its values: operation ${(await settle("dataset delete", cleared)).status}`);

  // Samples: append two rows to a matrix, then read one back with its attachments.
  const matrix = { testFormId: ids.testFormId, testPhaseId: ids.testPhaseId, matrixId: ids.matrixId };
  const column = (list: string[], i: number) => list[i] ?? "";
  const inserted = await rk.platform.POST(
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
    {
      params: { path: matrix },
      body: [1, 2].map((n) => ({
        dataValues: [{ column: column(ids.dataColumns, 0), value: 10 * n }],
        resultValues: [{ column: column(ids.resultColumns, 0), value: n === 1 ? "pass" : "fail" }],
      })),
    },
  );
  say(`2 samples inserted: operation ${(await settle("samples insertion", inserted)).status}`);

  const sample = { ...matrix, sampleId: ids.sampleWithAttachmentsId };
  const { data: got } = await rk.platform.GET(
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}",
    { params: { path: sample, query: { $expand: "attachments" } } },
  );
  say(
    `sample ${got.id}: ${got.dataValues?.length ?? 0} data values, ${got.resultValues?.length ?? 0} result values`,
  );

  let attachmentPages = 0;
  let attachments = 0;
  const attachmentPath =
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments";
  for await (const page of paginate(rk.platform, attachmentPath, { params: { path: sample } }).pages()) {
    attachmentPages++;
    attachments += page.items.length;
  }
  say(`attachments: ${attachments} over ${attachmentPages} pages (@nextLink)`);

  // Activities: filtered, sorted and paged.
  const activities = paginate(
    rk.platform,
    "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
    {
      params: {
        path: { organizationId: ids.organizationId, workspaceId: ids.workspaceId },
        query: {
          $filter: "activityDateTime ge 2020-01-01T00:00:00Z",
          $orderBy: "activityDateTime desc",
          $maxpagesize: 10,
        },
      },
    },
  );
  let activityPages = 0;
  let latest = "";
  let count = 0;
  for await (const page of activities.pages()) {
    activityPages++;
    count += page.items.length;
    if (!latest) latest = page.items[0]?.summary ?? "";
  }
  say(`activities: ${count} over ${activityPages} pages, latest: "${latest}"`);

  // Files: copy into another folder, then trash a folder (with its contents) and restore it.
  const copied = await rk.platform.POST("/files/{fileId}/copy", {
    params: { path: { fileId: ids.fileId } },
    body: { destinationContainer: ids.folderIds[2] ?? null, options: { includeComments: true } },
  });
  const copy = await settle("file copy", copied);
  const [copied0] = await results(rk, copy, "copyFile").all(); // typed: FileResult
  say(`file copied: new ${copied0?.kind} ${copied0?.id} in folder ${copied0?.container}`);

  // Many copies at once: bounded, riding out concurrent_operations_exceeded with its Retry-After.
  const copiesOf = await copyFiles(rk, [ids.fileId, ids.fileId, ids.fileId, ids.fileId], { concurrency: 4 });
  say(
    `4 copies under the workspace's limit of 3 at once: ${copiesOf.filter((o) => o.ok).length} made, ` +
      `each with its own outcome`,
  );

  // File transfers: a 2.5 MB ledger imported with a progress bar, then exported straight to a file.
  const ledger = join(scratch, "ledger-2026-q3.csv");
  await pipeline(
    (function* () {
      yield "date,account,amount\n";
      for (let i = 0; i < 100_000; i++)
        yield `2026-09-${String((i % 30) + 1).padStart(2, "0")},${4000 + (i % 97)},${(i * 7.31).toFixed(2)}\n`;
    })(),
    createWriteStream(ledger),
  );
  const up = transferBar("import");
  const uploaded = await importFile(rk, ledger, { kind: "SupportingDocument", onProgress: up.onProgress });
  up.done();
  const ledgerFile = uploaded.files[0];
  say(
    `imported ${ledger.split("/").pop()} (${((await stat(ledger)).size / 1024 / 1024).toFixed(1)} MB, streamed) as ${ledgerFile?.kind} ${ledgerFile?.id}`,
  );
  const down = transferBar("export");
  const exported = await exportFileToPath(rk, ledgerFile?.id ?? "", join(scratch, "exported.csv"), {
    kind: "SupportingDocument",
    onProgress: down.onProgress,
  });
  down.done();
  say(
    `exported it to ${exported.path.split("/").pop()}: ${exported.bytes} bytes (${exported.contentType}), written as they arrived`,
  );

  const folder = { params: { path: { fileId: ids.workingPapersFolderId } }, body: {} };
  const trashed = await settle("trash", await rk.platform.POST("/files/{fileId}/trash", folder));
  const restored = await settle("restore", await rk.platform.POST("/files/{fileId}/restore", folder));
  say(`folder trashed with its contents (${trashed.status}), then restored (${restored.status})`);

  // Milestones: create one of a document (an operation), then retitle it with a JSON Patch.
  const created = await settle(
    "milestone",
    await rk.platform.POST("/milestones/creation", {
      body: { type: "document", document: ids.fileId, title: "Sent to the audit committee" },
    }),
  );
  const { data: made } = await rk.platform.GET("/operations/{operationId}/milestoneCreationResults", {
    params: { path: { operationId: created.id } },
  });
  const { data: milestone } = await rk.platform.PATCH("/milestones/{milestoneId}", {
    params: { path: { milestoneId: made.data[0]?.milestone ?? "" } },
    body: [{ op: "replace", path: "/title", value: "Approved by the audit committee" }],
  });
  say(`milestone "${milestone.title}" of document ${milestone.resource.document?.document}`);

  // Content: delete the last row of the Q1 report's revenue table (rows are { startRow, stopRow }, both
  // inclusive); the edit's result is one { revision }, read as a list of one.
  const edited = await settle(
    "table edit",
    await rk.platform.POST("/content/tables/{tableId}/edit", {
      params: { path: { tableId: ids.contentTableId } },
      body: { type: "deleteRows", deleteRows: { rows: { startRow: 4, stopRow: 4 } } },
    }),
  );
  const [edit] = await results(rk, edited, "tableEdit").all(); // typed: TableEditResult
  say(`table edit: a row of the revenue table deleted, the document is now at revision ${edit?.revision}`);

  // Organizations: the first page of report users (JSON:API) and a page of the organization's activities.
  const { data: reportUsers } = await rk.platform.GET("/organizations/{organizationId}/orgReportUsers", {
    params: { path: { organizationId: ids.organizationId }, query: { "page[size]": 25 } },
  });
  say(
    `report users: first page of ${reportUsers.data.length}, from ${reportUsers.data[0]?.attributes?.displayName}` +
      `${reportUsers.links?.next ? " (links.next has more)" : ""}`,
  );
  const { data: orgActivities } = await rk.platform.GET("/organizations/{organizationId}/activities", {
    params: { path: { organizationId: ids.organizationId }, query: { $maxpagesize: 5 } },
  });
  say(
    `organization activities: latest ${orgActivities.data.length}: ${orgActivities.data
      .map((a) => a.action?.alias)
      .join(", ")}`,
  );

  // The processes preview: its own X-Version and token endpoint, beside the stable clients.
  const processes = processesPreview(rk, { authUrl: sandbox.preview.authUrl });
  const { data: process } = await processes.POST("/processes", { body: { name: "Close Q3" } });
  const { data: run } = await processes.POST("/processes/{processId}/run", {
    params: { path: { processId: String(process.id) } },
    body: {},
  });
  say(
    `processes preview (X-Version ${sandbox.preview.version}): process "${process.name}" ran, ${run.status}`,
  );

  // Data preparation: import into a table, validate, tags, select list, delete a table.
  const importing = await rk.prep.POST("/api/v1/table/{tableId}/import", {
    params: { path: { tableId: ids.tableId } },
    body: { fileId: "upload-2026-q3", delimiter: ",", columnMappings: JSON.stringify({ A: "region" }) },
  });
  const imported = importing.data;
  say(`import started: file ${imported.body.id} is ${imported.body.status}`);
  // wait follows the import's file (getFile, as the specs link them) until it settles: typed as its answer.
  const importBar = progress("import");
  const settledFile = await wait(rk, importing, {
    onProgress: (read) => importBar.status(String(read.body.status)),
    timeoutMs: 60_000,
  }).finally(importBar.done);
  say(
    `file ${settledFile.body.id} settled ${settledFile.body.status} with ${settledFile.body.numRecords} records`,
  );

  const { data: validation } = await rk.prep.POST("/api/v1/admin/validation/files", {
    body: { tableId: ids.inconsistentTableId },
  });
  const { repairedFiles = [], deletedFiles = [] } = validation.body;
  say(`validation: ${repairedFiles.length} files repaired, ${deletedFiles.length} deleted`);

  let tags = 0;
  let tagPages = 0;
  for await (const page of paginate(rk.prep, "/api/v1/tag", { params: { query: { limit: 10 } } }).pages()) {
    tagPages++;
    tags += page.items.length;
  }
  say(`tags: ${tags} over ${tagPages} pages (cursor)`);

  const { data: list } = await rk.prep.GET("/api/v1/selectlist/{selectListId}", {
    params: { path: { selectListId: ids.selectListId } },
  });
  say(`select list "${list.body.name}" has ${list.body.values?.length ?? 0} values`);
  try {
    await rk.prep.GET("/api/v1/selectlist/{selectListId}", {
      params: { path: { selectListId: "no-such-list" } },
    });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    say(`unknown select list → ${error.name} (${error.status})`);
  }

  const { data: deleted } = await rk.prep.DELETE("/api/v1/table/{tableId}", {
    params: { path: { tableId: ids.inconsistentTableId } },
  });
  say(`table ${deleted.body} deleted (soft)`);

  // Chains and users.
  for (const environment of ids.environments) {
    const { data: chains } = await rk.chains.GET("/v1/metadata/environment/{environment_id}/chain", {
      params: { path: { environment_id: environment } },
    });
    say(`environment ${environment}: ${chains.data.length} chains`);
  }
  // Start a chain and follow its run (getChainRun, as the specs link them) to its end.
  const [environment] = ids.environments;
  const { data: runnable } = await rk.chains.GET("/v1/metadata/environment/{environment_id}/chain", {
    params: { path: { environment_id: environment ?? "" } },
  });
  const chain = runnable.data.find((c) => !c.disabled && c.id);
  if (chain) {
    const started = await rk.chains.POST("/v1/execute/environment/{environment_id}/chain/{chain_id}/start", {
      params: { path: { environment_id: environment ?? "", chain_id: chain.id ?? "" } },
      body: { runtimeVariables: {} },
    });
    const runBar = progress(`chain ${chain.name}`);
    const ended = await wait(rk, started, {
      onProgress: (read) => runBar.status(String(read.data.state)),
      timeoutMs: 120_000,
    }).finally(runBar.done);
    say(`chain run ${ended.data.id} of "${chain.name}" ended ${ended.data.state}`);
  }
  let users = 0;
  let userPages = 0;
  for await (const page of paginate(rk.chains, "/v1/security/users", {
    params: { query: { pageSize: 100 } },
  }).pages()) {
    userPages++;
    users += page.items.length;
  }
  const { data: user } = await rk.chains.GET("/v1/security/users/{userId}", {
    params: { path: { userId: ids.userId } },
  });
  say(
    `users: ${users} over ${userPages} pages (0-based); first is ${user.data.first_name} ${user.data.last_name}`,
  );

  console.log("\nDone: every job of the API ran through the SDK against the sandbox.");
} finally {
  await sandbox.close();
  await rm(scratch, { recursive: true, force: true });
}
