import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, freshConfigHome, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

// In process: what the commands print and leave on disk. The 50 MB transfers and their memory are
// test/e2e/transfers.test.ts.
let s: CliSandbox;
let options: RunOptions;
let dir: string;

beforeAll(() => {
  s = cliSandbox({ seed: 10, operationDurationMs: 200, concurrentFileOperations: 10 });
  options = { env: baseEnv(s.vars), ...s.run };
  dir = freshConfigHome();
});

const cli = (args: string[], more: RunOptions = {}) => runCli(args, { ...options, ...more });

describe("files import and export, streamed", () => {
  it("imports and exports a small file, printing plain progress lines off a terminal", async () => {
    const path = join(dir, "small.bin");
    writeFileSync(path, "tiny");
    const imported = await cli(["files", "import", path]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(/^upload: 100% \(4 B of 4 B\)$/m);
    expect(imported.stderr).toMatch(/^operation: completed$/m);
    const [file] = JSON.parse(imported.stdout) as { id: string; kind: string }[];
    expect(file?.kind).toBe("SupportingDocument");
    const destination = join(dir, "small.out");
    const exported = await cli([
      "files",
      "export",
      file!.id,
      "--kind",
      "SupportingDocument",
      "-o",
      destination,
    ]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ path: destination, bytes: 4, fileName: "small.bin" });
    expect(statSync(destination).size).toBe(4);
  });

  it("reads and writes paths relative to the run's directory, and prints them as given", async () => {
    writeFileSync(join(dir, "relative.csv"), "a,b\n1,2\n");
    const imported = await cli(["files", "import", "relative.csv", "--fields", "id,kind"], { cwd: dir });
    expect(imported.code, imported.stderr).toBe(0);
    const [file] = JSON.parse(imported.stdout) as { id: string; kind: string }[];
    expect(file?.kind).toBe("Spreadsheet");
    const exported = await cli(
      ["files", "export", file!.id, "--kind", "Spreadsheet", "--as", "csv", "-o", "out.csv"],
      {
        cwd: dir,
      },
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ path: "out.csv" });
    expect(statSync(join(dir, "out.csv")).isFile()).toBe(true);
  });

  it("leaves nothing at the destination when an export fails", async () => {
    const destination = join(dir, "missing.bin");
    const run = await cli([
      "files",
      "export",
      "no-such-file",
      "--kind",
      "SupportingDocument",
      "-o",
      destination,
    ]);
    expect(run.code).toBe(4);
    expect(() => statSync(destination)).toThrow();
  });

  it("-o - streams the export to standard output (no file named -)", async () => {
    writeFileSync(join(dir, "piped.csv"), "a,b\n1,2\n");
    const imported = await cli(["files", "import", "piped.csv", "--jq", ".[0].id"], { cwd: dir });
    const id = imported.stdout.trim();
    const run = await cli(["files", "export", id, "--kind", "Spreadsheet", "--as", "csv", "-o", "-"], {
      cwd: dir,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("1,2");
    expect(existsSync(join(dir, "-"))).toBe(false);
  });

  it("a missing output folder is a usage error before the server-side export runs", async () => {
    let sent = 0;
    const counted: typeof fetch = (input, init) => {
      sent++;
      return options.fetch!(input, init);
    };
    const run = await cli(
      [
        "files",
        "export",
        "any-file",
        "--kind",
        "SupportingDocument",
        "-o",
        join(dir, "no-such-folder", "x.bin"),
      ],
      { fetch: counted },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no folder .*no-such-folder to write into \(nothing was exported\)/);
    expect(sent).toBe(0);
    const folder = await cli(["files", "export", "any-file", "--kind", "SupportingDocument", "-o", dir]);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toMatch(/is a folder/);
  });

  it("--dry-run describes both steps and sends nothing", async () => {
    const size = 3 * 1024 * 1024;
    const big = join(dir, "ledger.bin");
    writeFileSync(big, new Uint8Array(size));
    const run = await cli(["--dry-run", "files", "import", big]);
    expect(run.stdout).toContain(`POST ${s.urls.platform}/files/import`);
    expect(run.stdout).toContain(`then PUT the ${size} bytes of ${big} to the answer's uploadUrl`);
  });
});
