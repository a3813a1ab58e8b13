// Spawned: the executable on the real process's I/O (src/io.ts's processIo, wired by bin.ts), against a
// sandbox over HTTP. What only it catches: standard input not reaching a command (read whole for
// `--input -`, streamed for `--client-secret-stdin`), relative paths not starting from the process's
// directory, the environment not being the process's, and the exit code not being the process's. Every
// command's behaviour is checked in process (test/*.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseEnv, cli, freshConfigHome, sandboxVars } from "../support/spawn-cli.js";

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1 });
});
afterAll(() => sandbox?.close());

describe("the executable on its process's I/O", () => {
  it("reads standard input, its environment and directory, and exits with the command's code", async () => {
    const { REPORTKIT_CLIENT_SECRET: secret, ...vars } = sandboxVars(sandbox);
    const dir = freshConfigHome();
    // The secret streamed from standard input; -o relative to the process's directory.
    const body = await cli(
      ["--client-secret-stdin", "chains", "users", "list", "--page-size", "1", "-o", "users.json"],
      { env: baseEnv(vars), cwd: dir, input: secret },
    );
    expect(body.stderr).toBe("");
    expect(body.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "users.json"), "utf8"))).toMatchObject({
      data: [{ id: "usr-1001" }],
    });
    // --input - reads standard input whole.
    const copy = await cli(["api", "POST", `/files/${sandbox.demo.fileId}/copy`, "--input", "-"], {
      env: baseEnv(sandboxVars(sandbox)),
      input: JSON.stringify({ destinationName: "from stdin" }),
    });
    expect(copy.code, copy.stderr).toBe(0);
    expect(copy.stderr).toMatch(/^Accepted: operation \S+\. Wait for it: /m);
    const missing = await cli(["chains", "users", "get", "nobody"], { env: baseEnv(sandboxVars(sandbox)) });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toMatch(/^reportkit: NotFoundError: /m);
  });
});
