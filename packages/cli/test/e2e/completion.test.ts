// Second processes: bash, zsh and fish load the generated scripts (one process per shell). What only it catches: a script a shell
// cannot parse, or that completes the wrong words when the shell runs it. (The script is generated in
// process: the file shares the worker's loaded program; test/completion.test.ts checks its words without
// a shell.)
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

/**
 * What bash completes after `reportkit <words>` and the current word, for each line of words: one bash
 * process checks the script's syntax (bash -n), sources it once and answers every line (one process per
 * line, each sourcing the 650-line script, made this test slow on a busy machine).
 */
function bashComplete(file: string, lines: string[][]): string[][] {
  const queries = lines.map((words) => {
    const line = ["reportkit", ...words];
    return `COMP_WORDS=(${line.map((w) => `'${w}'`).join(" ")}); COMP_CWORD=${line.length - 1}; _reportkit; printf '%s\\n' "\${COMPREPLY[@]}" @@`;
  });
  return answers("bash", `bash -n ${file} || exit 3; source ${file}; ${queries.join("; ")}`);
}

/** Runs `program` in one `shell` process; its answers are the blocks of lines each ended by a line `@@`. */
function answers(shell: string, program: string): string[][] {
  const run = spawnSync(shell, ["-c", program], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout
    .split(/^@@\n/m)
    .slice(0, -1)
    .map((answer) => answer.split("\n").filter(Boolean));
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
    const dir = folderWithFile();
    const answers = bashComplete(file, [
      ["pl"],
      ["platform", "fi"],
      ["platform", "files", "co"],
      ["platform", "files", "copy", "abc", "--destination-"],
      ["--format", "json", "chains", "users", ""],
      // Option values: the formats, the catalogue's enums, files' kinds; file names where a path goes.
      ["chains", "users", "list", "--format", "j"],
      ["files", "export", "abc", "--kind", "Sp"],
      ["files", "import", `${dir}/ledger`],
      ["chains", "users", "list", "--output", `${dir}/led`],
    ]);
    expect(answers.slice(0, 4)).toEqual([
      ["platform"],
      ["files"],
      ["copy", "copy-file"],
      ["--destination-container", "--destination-name"],
    ]);
    expect(answers[4]).toEqual(expect.arrayContaining(["list", "get", "--help"]));
    expect(answers.slice(5)).toEqual([
      ["json", "jsonl"],
      ["Spreadsheet"],
      [`${dir}/ledger-q3.csv`],
      [`${dir}/ledger-q3.csv`],
    ]);
  });

  it.runIf(hasShell("zsh"))(
    "zsh: the script parses (zsh -n) and lists each word with its description",
    async () => {
      const file = await script("zsh");
      // One zsh process: the syntax check (zsh -n), then the script sourced once for three questions.
      const [entries, formats, files] = answers(
        "zsh",
        `zsh -n ${file} || exit 3; source ${file}; ` +
          ["platform files", "--format", "files import"]
            .map((path) => `_reportkit_words '${path}'; print -- @@`)
            .join("; "),
      );
      expect(entries!.map((entry) => entry.split(":")[0])).toContain("copy");
      expect(entries!.find((entry) => entry.startsWith("copy:"))).toMatch(/^copy:\S.{4,}/);
      expect(formats).toEqual(["json:", "jsonl:", "table:", "csv:", "yaml:"]);
      // File names: the script hands a path's completion to zsh's own _files.
      expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^@file:/)]));
    },
  );

  it.runIf(hasShell("fish"))(
    "fish: the script parses (fish -n) and completes, with descriptions",
    async () => {
      const file = await script("fish");
      const dir = folderWithFile();
      // One fish process: the syntax check (fish -n), then the script sourced once for three questions.
      const [copy, formats, files] = answers(
        "fish",
        `fish -n ${file}; or exit 3; source ${file}; ` +
          [
            "reportkit platform files co",
            "reportkit chains users list --format j",
            `reportkit files import ${dir}/ledger`,
          ]
            .map((line) => `complete -C '${line}'; echo @@`)
            .join("; "),
      );
      expect(copy!.map((l) => l.split("\t")[0])).toEqual(expect.arrayContaining(["copy", "copy-file"]));
      expect(copy!.find((l) => l.startsWith("copy\t"))?.split("\t")[1]).toMatch(/\S.{4,}/);
      const words = (lines: string[] | undefined) => lines!.map((l) => l.split("\t")[0]);
      expect(words(formats)).toEqual(["json", "jsonl"]);
      expect(words(files)).toEqual([`${dir}/ledger-q3.csv`]);
    },
  );
});
