import { describe, expect, it } from "vitest";
import { baseEnv, runCli } from "./support/run-cli.js";

// The scripts' words, in process. Whether each shell parses and runs its script: test/e2e/completion.test.ts.
describe("shell completion, generated from the command table", () => {
  it("prints a script for each shell holding the command table's words", async () => {
    const bash = await runCli(["completion", "bash"]);
    expect(bash.code).toBe(0);
    expect(bash.stdout).toMatch(/^ {4}'platform files'\) echo '[^']*\bcopy copy-file\b[^']*' ;;$/m);
    expect(bash.stdout).toMatch(
      /^ {4}'platform files copy'\) echo '[^']*--destination-container --destination-name\b/m,
    );
    const zsh = await runCli(["completion", "zsh"]);
    expect(zsh.stdout).toMatch(/^ {4}'platform files'\) print -rl -- .*'copy:\S.{4,}?'/m);
    const fish = await runCli(["completion", "fish"]);
    expect(fish.stdout).toMatch(/case 'platform files'\n {12}printf '%s\\t%s\\n' .*'copy' '\S.{4,}?'/);
  });

  it("answers --help for every command of the table, aliases included (the packed bin answers a sample: scripts/consumer-smoke.mjs)", async () => {
    const bash = await runCli(["completion", "bash"]);
    const commands = [
      ...bash.stdout.matchAll(
        /^\s*'((?:platform|prep|chains|processes-preview) [a-z-]+)'\) echo '([^']*)'/gm,
      ),
    ].flatMap(([, path, words]) =>
      words!
        .split(" ")
        .filter((word) => !word.startsWith("-"))
        .map((action) => [...path!.split(" "), action]),
    );
    expect(commands.length).toBeGreaterThan(50);
    const env = baseEnv();
    for (const args of commands) {
      const run = await runCli([...args, "--help"], { env });
      expect(run.code, args.join(" ")).toBe(0);
      expect(run.stdout, args.join(" ")).toContain(`Usage: reportkit ${args.slice(0, 2).join(" ")}`);
      expect(run.stdout, args.join(" ")).toContain("Request:");
    }
  });

  it("completes --profile to the saved profiles, and --format to the formats", async () => {
    const env = baseEnv();
    await runCli(["--profile", "staging", "login", "--client-id", "c", "--region", "eu"], { env });
    const bash = await runCli(["completion", "bash"], { env });
    expect(bash.stdout).toMatch(/^ {4}'--profile'\) echo 'staging' ;;$/m);
    expect(bash.stdout).toMatch(/^ {4}'--format'\) echo 'json jsonl table csv yaml' ;;$/m);
    expect(bash.stdout).toMatch(/^ {4}'files import'\) echo '[^']*@file[^']*' ;;$/m);
  });

  it("refuses a shell it does not know", async () => {
    const run = await runCli(["completion", "tcsh"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Allowed choices are bash, zsh, fish");
  });
});
