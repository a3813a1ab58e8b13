import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

// --wait on an operation the catalogue follows (its `follow`, from the specs' response links and
// x-reportkit-settles) and on the read operation that follows it (its `settles`).
let s: CliSandbox;
let options: RunOptions;

beforeAll(() => {
  s = cliSandbox({ seed: 1 });
  options = { env: baseEnv(s.vars), ...s.run };
});

describe("--wait on an answer the specs follow", () => {
  it("prep tables import-file --wait follows the file until it is IMPORTED and prints it", async () => {
    const run = await runCli(["prep", "tables", "import-file", s.sandbox.demo.tableId, "--wait"], options);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      body: { status: "IMPORTED", tableId: s.sandbox.demo.tableId },
    });
  });

  it("chains chain-runs start-chain --wait follows the run until its state is final", async () => {
    const chain = s.sandbox.state.chains.environments["env-prod"]!.find((c) => !c.disabled)!;
    const run = await runCli(
      ["chains", "chain-runs", "start-chain", "env-prod", chain.id, "--runtime-variables", "{}", "--wait"],
      options,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ data: { state: "all_succeeded" } });
  });

  it("Ctrl-C prints the read command that resumes it, exits 130; that command with --wait finishes it", async () => {
    const ctrlC = new AbortController();
    const run = await runCli(["prep", "tables", "import-file", s.sandbox.demo.tableId, "--wait"], {
      ...options,
      interrupt: ctrlC.signal,
      onStderr: (stderr) => {
        if (/getFile \S+: waiting/.test(stderr)) ctrlC.abort();
      },
    });
    expect(run.code, run.stderr).toBe(130);
    const id = /getFile (\S+): waiting/.exec(run.stderr)![1]!;
    expect(run.stderr).toContain(`Resume with: reportkit prep files get-file ${id} --wait`);

    const resumed = await runCli(["prep", "files", "get-file", id, "--wait"], options);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ body: { id, status: "IMPORTED" } });
  });
});
