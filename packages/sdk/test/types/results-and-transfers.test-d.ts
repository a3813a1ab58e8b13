import type { FileResult, MilestoneCreationResult, TableEditResult } from "@reportkit/platform";
import { describe, expectTypeOf, it } from "vitest";
import {
  type CopyOutcome,
  copyFiles,
  createReportkit,
  type ExportedFile,
  exportFile,
  type ImportedFile,
  importFile,
  type OperationResult,
  type OperationResults,
  processesPreview,
  results,
  wait,
} from "../../src/index.js";

const rk = createReportkit({ throwOnError: true });
const plain = createReportkit();

describe("results, transfers and the preview, typed end to end", () => {
  it("types each kind's results from the spec", async () => {
    const operation = await wait(
      rk,
      await rk.platform.POST("/files/{fileId}/copy", { params: { path: { fileId: "f" } }, body: {} }),
    );
    expectTypeOf(await results(rk, operation, "copyFile").all()).toEqualTypeOf<FileResult[]>();
    expectTypeOf(await results(rk, operation, "importFile").all()).toEqualTypeOf<FileResult[]>();
    expectTypeOf(await results(rk, operation, "tableEdit").all()).toEqualTypeOf<TableEditResult[]>();
    // The table edit's endpoint answers one object; results gives it as a list of one, typed alike.
    expectTypeOf(results(rk, operation, "tableEdit")).toEqualTypeOf<OperationResults<TableEditResult>>();
    expectTypeOf<OperationResult<"tableEdit">>().toEqualTypeOf<TableEditResult>();
    for await (const page of results(rk, operation, "tableEdit").pages()) {
      expectTypeOf(page.items).toEqualTypeOf<TableEditResult[]>();
    }
    expectTypeOf(await results(rk, operation, "milestoneCreation").all()).toEqualTypeOf<
      MilestoneCreationResult[]
    >();
    // @ts-expect-error: a trash has no results
    results(rk, operation, "trashFile");
  });

  it("takes the import's and the export's request bodies as the spec types them", async () => {
    expectTypeOf(
      importFile(rk, new Blob([]), { fileName: "a.csv", kind: "Spreadsheet" }),
    ).resolves.toEqualTypeOf<ImportedFile>();
    // @ts-expect-error: fileName is required
    importFile(rk, new Blob([]), { kind: "Spreadsheet" });
    // @ts-expect-error: a key the spec does not declare
    importFile(rk, new Blob([]), { fileName: "a.csv", kind: "Spreadsheet", colour: "red" });
    expectTypeOf(
      exportFile(plain, "f", { kind: "Spreadsheet", spreadsheetExport: { format: "xlsx" } }),
    ).resolves.toEqualTypeOf<ExportedFile>();
    // @ts-expect-error: the spreadsheet export needs its format
    exportFile(rk, "f", { kind: "Spreadsheet", spreadsheetExport: {} });
    expectTypeOf(copyFiles(rk, ["a", { fileId: "b", destinationName: "B" }])).resolves.toEqualTypeOf<
      CopyOutcome[]
    >();
  });

  it("types the preview's paths in the instance's error style", async () => {
    const processes = processesPreview(rk);
    const { data } = await processes.POST("/processes", { body: { name: "Close" } });
    expectTypeOf(data).toEqualTypeOf<{ [key: string]: unknown }>();
    await processes.GET("/processRuns/{processRunId}", { params: { path: { processRunId: "r" } } });
    // @ts-expect-error: the preview has no files path
    processes.GET("/files/{fileId}", { params: { path: { fileId: "f" } } });
    const result = await processesPreview(plain).GET("/processes");
    expectTypeOf(result.error).not.toBeAny();
  });
});
