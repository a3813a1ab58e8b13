// Spawned on a pseudo-terminal (`script`): the executable as a person at a terminal sees it. What only it
// catches: the process's streams not being read as a terminal (stdout's isTTY: tables; stderr's: the
// progress bar) or the terminal's real width not reaching the help. What is printed on a terminal is
// checked in process (test/tty.test.ts).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderHelp } from "../../src/help/prerender.js";
import { BIN, baseEnv, freshConfigHome, sandboxVars } from "../support/spawn-cli.js";

// A person at a terminal: `script` runs the command on a pseudo-terminal (stdin, stdout and stderr).
const hasScript = spawnSync("script", ["--version"]).status === 0;
if (!hasScript && process.env.CI) throw new Error("script (util-linux) is needed for the terminal tests");

let sandbox: RunningSandbox;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1, operationDurationMs: 200 });
  env = baseEnv({ ...sandboxVars(sandbox), COLUMNS: "160" });
});
afterAll(() => sandbox?.close());

const escapeRegExp = (text: string) => text.replace(/[[\]\\^$.|?*+()]/g, "\\$&");
const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** Runs reportkit on a pseudo-terminal (of `columns` columns) and returns everything the terminal showed. */
function onTerminal(args: string[], columns?: number): Promise<{ code: number | null; screen: string }> {
  const size = columns === undefined ? "" : `stty cols ${columns} rows 50; `;
  const command = size + [process.execPath, BIN, ...args].map(quote).join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn("script", ["-qfec", command, "/dev/null"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let screen = "";
    child.stdout.on("data", (chunk: Buffer) => {
      screen += chunk.toString("utf8");
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, screen });
    });
  });
}

describe.runIf(hasScript)("on a terminal", () => {
  // One process shows both streams read as a terminal: the progress bar on stderr, the table on stdout
  // (the table's layout is checked in process, test/tty.test.ts).
  it("draws a progress bar on stderr while a file uploads, redrawn in place, and prints the answer as a table", async () => {
    const file = join(freshConfigHome(), "ledger.csv");
    writeFileSync(file, `Account,Amount\n${"4000,1250.50\n".repeat(400_000)}`);
    const { code, screen } = await onTerminal(["files", "import", file, "--fields", "id,kind"]);
    expect(code).toBe(0);
    const redraw = "\r\u001b[K";
    expect(screen).toMatch(new RegExp(`${escapeRegExp(redraw)}upload \\[#*-*\\] \\d+% `));
    expect(screen).toContain("upload [##############################] 100%");
    expect(screen).toContain(`${redraw}operation: completed`);
    expect(screen).toMatch(/ID\s+KIND\r?\n\w+\s+Spreadsheet/);
  });

  it("prints the help the program prints at the terminal's width (80 and 200 columns: from the entry; 100: the program)", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    for (const columns of [80, 100, 200]) {
      const { code, screen } = await onTerminal(["--help"], columns);
      expect(code).toBe(0);
      expect(screen.replaceAll("\r\n", "\n"), `${columns} columns`).toBe(
        await renderHelp(version, ["--help"], columns, true),
      );
    }
  });
});

describe.runIf(hasScript)("a secret typed at a terminal", () => {
  it("login --with-secret asks for it and shows nothing typed; Enter ends it", async () => {
    const home = freshConfigHome();
    const command = [process.execPath, BIN, "login", "--client-id", "c-1", "--region", "eu", "--with-secret"]
      .map(quote)
      .join(" ");
    const child = spawn("script", ["-qfec", command, "/dev/null"], {
      env: { ...env, XDG_CONFIG_HOME: home },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let screen = "";
    let typed = false;
    child.stdout.on("data", (chunk: Buffer) => {
      screen += chunk.toString("utf8");
      // Typed once the prompt shows (the echo is off by then), as a person would.
      if (!typed && screen.includes("(hidden, Enter ends it): ")) {
        typed = true;
        child.stdin.write("pty-s3cret\r");
      }
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    clearTimeout(timer);
    expect(code, screen).toBe(0);
    expect(screen).toContain("Client secret for 'c-1' (hidden, Enter ends it): ");
    expect(screen).toContain("Saved profile 'default'");
    expect(screen).not.toContain("pty-s3cret");
    expect(readFileSync(join(home, "reportkit", "secrets", "default"), "utf8")).toBe("pty-s3cret\n");
  });
});
