import { OPERATIONS } from "@reportkit/catalog";
import { describe, expect, it } from "vitest";
import { API_COMMANDS } from "../src/apis.js";
import { commandNames } from "../src/commands/names.js";
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

  // test/generated-commands.test.ts runs --help for every operation's command by its name; this runs it
  // for the other words the table offers for a command (the operationId aliases), so a word that
  // completion offers but the program does not answer fails here.
  it("answers --help for every alias the table offers (the names: generated-commands.test.ts; the packed bin answers a sample: scripts/consumer-smoke.mjs)", async () => {
    const bash = await runCli(["completion", "bash"]);
    const named = new Set(
      Object.keys(API_COMMANDS).flatMap((api) =>
        [...commandNames(OPERATIONS.filter((o) => o.api === api)).values()].map(
          (n) => `${api} ${n.resource} ${n.action}`,
        ),
      ),
    );
    const offered = [
      ...bash.stdout.matchAll(
        /^\s*'((?:platform|prep|chains|processes-preview) [a-z-]+)'\) echo '([^']*)'/gm,
      ),
    ].flatMap(([, path, words]) =>
      words!
        .split(" ")
        .filter((word) => !word.startsWith("-"))
        .map((action) => [...path!.split(" "), action]),
    );
    expect(offered.length).toBeGreaterThan(named.size);
    expect(offered.filter((args) => named.has(args.join(" ")))).toHaveLength(named.size);
    const aliases = offered.filter((args) => !named.has(args.join(" ")));
    expect(aliases.length).toBeGreaterThan(10);
    const env = baseEnv();
    for (const args of aliases) {
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
