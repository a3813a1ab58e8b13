// Second processes: bash, zsh and fish load the generated scripts. What only it catches: a script a shell
// cannot parse, or that completes the wrong words when the shell runs it. (The script is generated in
// process; test/completion.test.ts checks its words without a shell.)
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freshConfigHome, runCli } from "../support/run-cli.js";

/** Whether a shell is installed; under CI a missing one is a failure (.ci/run installs zsh and fish). */
function hasShell(shell: string): boolean {
  const found = spawnSync(shell, ["-c", "exit 0"]).status === 0;
  if (!found && process.env.CI)
    throw new Error(`${shell} is not installed: .ci/run installs it (apt-get install ${shell})`);
  if (!found)
    console.log(
      `completion: skipping the ${shell} checks (${shell} is not installed; apt-get install ${shell})`,
    );
  return found;
}

async function script(shell: string): Promise<string> {
  const run = await runCli(["completion", shell]);
  expect(run.code).toBe(0);
  const file = join(freshConfigHome(), `reportkit.${shell}`);
  writeFileSync(file, run.stdout);
  return file;
}

/** What bash completes after `reportkit <words>` and the current word. */
function bashComplete(file: string, words: string[]): string[] {
  const line = ["reportkit", ...words];
  const program = `source ${file}; COMP_WORDS=(${line.map((w) => `'${w}'`).join(" ")}); COMP_CWORD=${line.length - 1}; _reportkit; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const run = spawnSync("bash", ["-c", program], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  return run.stdout.split("\n").filter(Boolean);
}

/** A folder holding one file, for file-name completion. */
function folderWithFile(): string {
  const dir = freshConfigHome();
  writeFileSync(join(dir, "ledger-q3.csv"), "a\n");
  return dir;
}

describe("shell completion, generated from the command table", () => {
  it("bash: the script parses (bash -n) and completes commands, resources, actions and options", async () => {
    const file = await script("bash");
    expect(spawnSync("bash", ["-n", file]).status).toBe(0);
    expect(bashComplete(file, ["pl"])).toEqual(["platform"]);
    expect(bashComplete(file, ["platform", "fi"])).toEqual(["files"]);
    expect(bashComplete(file, ["platform", "files", "co"])).toEqual(["copy", "copy-file"]);
    expect(bashComplete(file, ["platform", "files", "copy", "abc", "--destination-"])).toEqual([
      "--destination-container",
      "--destination-name",
    ]);
    expect(bashComplete(file, ["--format", "json", "chains", "users", ""])).toEqual(
      expect.arrayContaining(["list", "get", "--help"]),
    );
    // Option values: the formats, the catalogue's enums, files' kinds; file names where a path goes.
    expect(bashComplete(file, ["chains", "users", "list", "--format", "j"])).toEqual(["json", "jsonl"]);
    expect(bashComplete(file, ["files", "export", "abc", "--kind", "Sp"])).toEqual(["Spreadsheet"]);
    const dir = folderWithFile();
    expect(bashComplete(file, ["files", "import", `${dir}/ledger`])).toEqual([`${dir}/ledger-q3.csv`]);
    expect(bashComplete(file, ["chains", "users", "list", "--output", `${dir}/led`])).toEqual([
      `${dir}/ledger-q3.csv`,
    ]);
  });

  it.runIf(hasShell("zsh"))(
    "zsh: the script parses (zsh -n) and lists each word with its description",
    async () => {
      const file = await script("zsh");
      expect(spawnSync("zsh", ["-n", file]).status).toBe(0);
      const run = spawnSync("zsh", ["-c", `source ${file}; _reportkit_words 'platform files'`], {
        encoding: "utf8",
      });
      const entries = run.stdout.split("\n").filter(Boolean);
      expect(entries.map((entry) => entry.split(":")[0])).toContain("copy");
      expect(entries.find((entry) => entry.startsWith("copy:"))).toMatch(/^copy:\S.{4,}/);
      const formats = spawnSync("zsh", ["-c", `source ${file}; _reportkit_words '--format'`], {
        encoding: "utf8",
      });
      expect(formats.stdout.split("\n").filter(Boolean)).toEqual([
        "json:",
        "jsonl:",
        "table:",
        "csv:",
        "yaml:",
      ]);
      // File names: the script hands a path's completion to zsh's own _files.
      const files = spawnSync("zsh", ["-c", `source ${file}; _reportkit_words 'files import'`], {
        encoding: "utf8",
      });
      expect(files.stdout).toMatch(/^@file:/m);
    },
  );

  it.runIf(hasShell("fish"))(
    "fish: the script parses (fish -n) and completes, with descriptions",
    async () => {
      const file = await script("fish");
      expect(spawnSync("fish", ["-n", file]).status).toBe(0);
      const run = spawnSync("fish", ["-c", `source ${file}; complete -C 'reportkit platform files co'`], {
        encoding: "utf8",
      });
      const lines = run.stdout.split("\n").filter(Boolean);
      expect(lines.map((l) => l.split("\t")[0])).toEqual(expect.arrayContaining(["copy", "copy-file"]));
      expect(lines.find((l) => l.startsWith("copy\t"))?.split("\t")[1]).toMatch(/\S.{4,}/);
      const complete = (line: string) =>
        spawnSync("fish", ["-c", `source ${file}; complete -C '${line}'`], { encoding: "utf8" })
          .stdout.split("\n")
          .filter(Boolean)
          .map((l) => l.split("\t")[0]);
      expect(complete("reportkit chains users list --format j")).toEqual(["json", "jsonl"]);
      const dir = folderWithFile();
      expect(complete(`reportkit files import ${dir}/ledger`)).toEqual([`${dir}/ledger-q3.csv`]);
    },
  );
});
