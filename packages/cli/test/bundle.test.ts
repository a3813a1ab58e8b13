import { readFileSync, statSync } from "node:fs";
import { expect, it } from "vitest";
import { BIN, cli } from "./support/cli.js";

it("keeps the executable's entry small: --version reads it alone, the rest is a chunk run() imports", async () => {
  // One 84 kB bundle made `reportkit --version` parse commander and every command: 1.85x `node -e 0`.
  expect(statSync(BIN).size).toBeLessThan(2_000);
  expect(readFileSync(BIN, "utf8")).not.toContain("commander");
  const run = await cli(["--version"]);
  expect(run.code).toBe(0);
  expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
});
