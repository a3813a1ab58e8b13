import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { renderHelp } from "../src/help/prerender.js";
import { baseEnv, freshConfigHome, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

// A person at a terminal, in process: standard output and error say they are a terminal of so many
// columns. That the executable reads this from a real terminal is test/e2e/tty.test.ts.
let sandbox: CliSandbox["sandbox"];
let options: RunOptions;

beforeAll(() => {
  const s = cliSandbox({ seed: 1, operationDurationMs: 200 });
  sandbox = s.sandbox;
  options = { env: baseEnv(s.vars), ...s.run };
});

const escapeRegExp = (text: string) => text.replace(/[[\]\\^$.|?*+()]/g, "\\$&");
const onTerminal = async (args: string[], columns = 160) => {
  const run = await runCli(args, { ...options, terminal: { columns } });
  return { code: run.code, stdout: run.stdout, stderr: run.stderr };
};

describe("on a terminal", () => {
  it("prints lists as a table", async () => {
    const { code, stdout } = await onTerminal([
      "chains",
      "users",
      "list",
      "--page-size",
      "2",
      "--fields",
      "id,email,sso_enabled",
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      "ID        EMAIL                            SSO_ENABLED\nusr-1001  ada.lovelace.1@company.invalid   true\nusr-1002  alan.lovelace.2@company.invalid  false\n",
    );
  });

  it("prints single objects as indented JSON", async () => {
    const { stdout } = await onTerminal([
      "platform",
      "spreadsheets",
      "get-spreadsheet",
      sandbox.demo.spreadsheetId,
      "--fields",
      "id,name",
    ]);
    expect(stdout).toBe(`{\n  "id": "${sandbox.demo.spreadsheetId}",\n  "name": "Q1 budget"\n}\n`);
  });

  it("draws a progress bar on stderr while a file uploads, redrawn in place", async () => {
    const file = join(freshConfigHome(), "ledger.csv");
    writeFileSync(file, `Account,Amount\n${"4000,1250.50\n".repeat(40_000)}`);
    const { code, stdout, stderr } = await onTerminal(["files", "import", file, "--fields", "id,kind"]);
    expect(code, stderr).toBe(0);
    const redraw = "\r\u001b[K";
    expect(stderr).toMatch(new RegExp(`${escapeRegExp(redraw)}upload \\[#*-*\\] \\d+% `));
    expect(stderr).toContain("upload [##############################] 100%");
    expect(stderr).toContain(`${redraw}operation: completed`);
    expect(stdout).toMatch(/ID\s+KIND\n\w+\s+Spreadsheet/);
  });

  it("prints the help the program prints at the terminal's width (80 and 200 columns: from the entry; 100: the program)", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    for (const columns of [80, 100, 200]) {
      const { code, stdout } = await onTerminal(["--help"], columns);
      expect(code).toBe(0);
      expect(stdout, `${columns} columns`).toBe(await renderHelp(version, ["--help"], columns, true));
    }
    // The program's help on a narrow terminal wraps at its width (the entry has no text for 100).
    expect((await onTerminal(["--help"], 100)).stdout).not.toBe((await onTerminal(["--help"], 200)).stdout);
  });
});
