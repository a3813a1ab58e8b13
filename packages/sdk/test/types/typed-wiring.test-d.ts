// Helpers take what createReportkit returns: a plain object does not compile (it used to, and failed
// at run time when a side registry had no wiring for it). Compiled by `tsc`, never run.
import {
  copyFiles,
  createReportkit,
  exportFile,
  importFile,
  paginate,
  processesPreview,
  type Reportkit,
  results,
  wait,
  waiter,
} from "../../src/index.js";

declare const rk: Reportkit<true>;
const plain = { platform: {}, prep: {}, chains: {} };

// What createReportkit returns, in either error style, works.
void wait(rk, "https://api.example.test/operations/op-1");
void wait(createReportkit(), "https://api.example.test/operations/op-1");
void paginate(rk.chains, "/v1/security/users");
void results(rk, "op-1", "copyFile");
void processesPreview(rk);

// @ts-expect-error a plain object has no wired platform client
void wait(plain, "op");
// @ts-expect-error
void waiter(plain);
// @ts-expect-error
void results(plain, "op-1", "copyFile");
// @ts-expect-error
void importFile(plain, new Uint8Array(), { fileName: "a.csv", kind: "Spreadsheet" });
// @ts-expect-error
void exportFile(plain, "f-1", { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } });
// @ts-expect-error
void copyFiles(plain, ["f-1"]);
// @ts-expect-error a client reportkit did not build carries no wiring
void paginate({ GET: rk.chains.GET }, "/v1/security/users", {});
// @ts-expect-error
void processesPreview({ ...plain, tokens: rk.tokens });
