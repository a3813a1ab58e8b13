// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the built server reading and writing real folders given with --allow-dir: only the bin shows the
// flag's parsing and the confinement of paths as a user runs it.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connected, connectStdio, errorOf, findSecrets, sandboxFixture } from "../support/harness.js";

// import_file and export_file over stdio: paths confined to the folders given with --allow-dir.
const fx = await sandboxFixture();
const allowed = join(fx.home, "allowed");
const outside = join(fx.home, "outside");
let session: Connected;

beforeAll(async () => {
  mkdirSync(join(allowed, "in"), { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(allowed, "in", "headcount.csv"), "Team,People\nReporting,12\n");
  writeFileSync(join(outside, "payroll.csv"), "Name,Salary\nAda,1\n");
  symlinkSync(join(outside, "payroll.csv"), join(allowed, "in", "link.csv"));
  symlinkSync(outside, join(allowed, "escape"));
  session = await connectStdio(
    ["--toolsets", "all", "--allow-writes", "--yes-destructive", "--allow-dir", allowed],
    fx.env,
  );
});
afterAll(async () => {
  await session.close();
  await fx.close();
});

describe("import_file", () => {
  it("imports a file of an allowed folder (a relative path starts there) and waits until it is there", async () => {
    const progress: { message?: string }[] = [];
    const result = await session.client.callTool(
      { name: "import_file", arguments: { path: "in/headcount.csv", kind: "Spreadsheet" } },
      { onprogress: (p) => progress.push(p) },
    );
    expect(result.isError).toBeFalsy();
    const { operation, files } = result.structuredContent as {
      operation: { status: string };
      files: { id: string }[];
    };
    expect(operation.status).toBe("completed");
    expect(files).toHaveLength(1);
    expect(fx.sandbox.state.files.find((f) => f.id === files[0]?.id)?.name).toBe("headcount"); // a spreadsheet is named without its extension
    // Progress: the upload's bytes, then the operation's status after each poll.
    expect(progress.map((p) => p.message)).toContain("upload: 25 of 25 bytes");
    expect(progress.some((p) => /^Operation .+: \w+$/.test(p.message ?? ""))).toBe(true);
  });

  it.each([
    ["a path out of the folder", "../outside/payroll.csv"],
    ["an absolute path elsewhere", join(outside, "payroll.csv")],
    ["a symbolic link to a file elsewhere", "in/link.csv"],
    ["a path through a symbolic link to a folder elsewhere", "escape/payroll.csv"],
    ["a file that does not exist", "in/missing.csv"],
    ["a folder", "in"],
  ])("refuses %s before reading or sending anything", async (_what, path) => {
    const files = fx.sandbox.state.files.length;
    const result = await session.client.callTool({
      name: "import_file",
      arguments: { path, kind: "Spreadsheet" },
    });
    expect(result.isError).toBe(true);
    expect(errorOf(result)?.class).toBe("PathNotAllowed");
    expect(JSON.stringify(result.content)).not.toContain("Ada");
    expect(fx.sandbox.state.files.length).toBe(files);
  });
});

describe("export_file", () => {
  it("exports a platform file to a new file of an allowed folder", async () => {
    const result = await session.client.callTool({
      name: "export_file",
      arguments: {
        fileId: fx.sandbox.demo.spreadsheetId,
        path: "q1-budget.csv",
        kind: "Spreadsheet",
        spreadsheetExport: { format: "csv", sheets: [fx.sandbox.demo.sheetId] },
      },
    });
    expect(result.isError).toBeFalsy();
    const { path, bytes } = result.structuredContent as { path: string; bytes: number };
    expect(path).toBe(join(allowed, "q1-budget.csv"));
    expect(readFileSync(path, "utf8").split("\r\n")[0]).toBe("Region,Q1,Q2,Total");
    expect(bytes).toBe(readFileSync(path).length);
  });

  it.each([
    ["an existing file (never replaced)", "q1-budget.csv"],
    ["a path out of the folder", "../outside/q1.csv"],
    ["a folder that does not exist", "nowhere/q1.csv"],
    ["a path through a symbolic link to a folder elsewhere", "escape/q1.csv"],
  ])("refuses %s", async (_what, path) => {
    const result = await session.client.callTool({
      name: "export_file",
      arguments: {
        fileId: fx.sandbox.demo.spreadsheetId,
        path,
        kind: "Spreadsheet",
        spreadsheetExport: { format: "csv" },
      },
    });
    expect(errorOf(result)?.class).toBe("PathNotAllowed");
  });
});

// Without --allow-dir the file tools are neither offered nor callable: in process, test/file-tools-offered.test.ts.
it("no message the server sent, nor its standard error, holds the client secret or a token", () => {
  const texts = [...session.messages.map((m) => JSON.stringify(m)), session.stderr()];
  expect(findSecrets(texts, fx.secrets())).toEqual([]);
});
