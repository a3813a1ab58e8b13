// Spawned: the spawning harness itself (support/spawn-cli.ts). What only it catches: the harness failing
// a run when the process exits before reading its standard input (EPIPE on the pipe).
import { expect, it } from "vitest";
import { cli } from "../support/spawn-cli.js";

it("the harness resolves with the exit code of a command that ends without reading its input", async () => {
  // 10 MB cannot fit in the pipe: the rest is written after `--version` has exited (EPIPE).
  const run = await cli(["--version"], { input: "x".repeat(10_000_000) });
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^\d+\.\d+\.\d+/);
});
