// Spawned: the built executable (dist/reportkit.js), with a module-load recorder. What only it catches: an
// entry that grew (commander or the program bundled into it), `--version` / `--help` loading more than
// the entry, and the entry's help differing from what the program prints on stderr for bare `reportkit`.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { BIN, baseEnv, cli, freshConfigHome } from "../support/spawn-cli.js";

const RECORDER = ["--import", new URL("../support/record-loads.mjs", import.meta.url).href];
const ENTRY = pathToFileURL(BIN).href;

/** Runs `reportkit <args>` and returns what it printed and the files of this package's dist/ it loaded. */
async function withLoads(args: string[]) {
  const record = join(freshConfigHome(), "loads.txt");
  const run = await cli(args, { env: baseEnv({ RECORD_LOADS: record }), nodeArgs: RECORDER });
  const all = readFileSync(record, "utf8").split("\n");
  const loaded = all.filter((url) => url.startsWith(new URL(".", ENTRY).href));
  return { ...run, loaded, all };
}

it("keeps the executable's entry small: --version reads it alone, the rest is a bundle run() imports", async () => {
  // One 84 kB bundle made `reportkit --version` parse commander and every command: 1.85x `node -e 0`.
  // The entry holds the top-level help (two renderings of ~3 kB), nothing of commander.
  expect(statSync(BIN).size).toBeLessThan(12_000);
  expect(readFileSync(BIN, "utf8")).not.toContain("commander");
  const run = await withLoads(["--version"]);
  expect(run.code).toBe(0);
  expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  expect(run.loaded).toEqual([ENTRY]);
});

it("answers --help, -h and help from the entry alone, with the help the program prints", async () => {
  // Bare `reportkit` goes through the program (commander) and prints the same help, on stderr, exit code 2.
  const bare = await withLoads([]);
  expect(bare.code).toBe(2);
  expect(bare.loaded, "the recorder sees the program's bundle").not.toEqual([ENTRY]);
  expect(bare.stderr).toMatch(/^Usage: reportkit \[options\] \[command\]\n/);
  for (const word of ["--help", "-h", "help"]) {
    const run = await withLoads([word]);
    expect(run.code, word).toBe(0);
    expect(run.stderr, word).toBe("");
    expect(run.stdout, word).toBe(bare.stderr);
    expect(run.loaded, word).toEqual([ENTRY]);
  }
});

it("loads jq (WebAssembly, 1.3 MB) only for a command line that uses --jq", async () => {
  // Both are usage errors found before anything is sent, so no credentials are needed.
  const fields = await withLoads(["chains", "users", "get", "usr-1", "--fields", "nope"]);
  expect(fields.code).toBe(2);
  expect(fields.all.some((url) => url.includes("jq-wasm"))).toBe(false);
  const jq = await withLoads(["chains", "users", "get", "usr-1", "--jq", ".data | {"]);
  expect(jq.code).toBe(2);
  expect(jq.all.some((url) => url.includes("jq-wasm"))).toBe(true);
});
