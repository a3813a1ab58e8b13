// Spawned: the executable moving 50 MB each way over HTTP, its peak memory measured by the process
// (rss-probe.mjs). What only it catches: a transfer that buffers a whole file (memory that grows with the
// file), and bytes changed on the real socket path. Progress lines, failed exports and --dry-run are
// checked in process (test/transfers.test.ts).
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseEnv, cli, freshConfigHome, sandboxVars } from "../support/spawn-cli.js";

const SIZE = 50 * 1024 * 1024;
const PROBE = ["--import", new URL("../support/rss-probe.mjs", import.meta.url).href];

let sandbox: RunningSandbox;
let env: Record<string, string>;
let dir: string;
let big: string;
let digest: string;

/** Deterministic bytes, 64 KiB at a time. */
async function* bytes(size: number) {
  for (let sent = 0, i = 0; sent < size; i++) {
    const chunk = new Uint8Array(Math.min(65536, size - sent));
    for (let j = 0; j < chunk.length; j += 512) chunk[j] = (i * 31 + j) & 255;
    sent += chunk.length;
    yield chunk;
  }
}

async function sha256(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

const peakKiB = (stderr: string) => Number(/rss-peak-kib=(\d+)/.exec(stderr)?.[1]);

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 10, operationDurationMs: 200, concurrentFileOperations: 10 });
  env = baseEnv(sandboxVars(sandbox));
  dir = freshConfigHome();
  big = join(dir, "ledger.bin");
  await pipeline(bytes(SIZE), createWriteStream(big));
  digest = await sha256(big);
});
afterAll(() => sandbox?.close());

describe("files import and export, streamed", () => {
  let small: { importKiB: number; exportKiB: number; id: string };

  it("imports and exports a small file (the memory baseline), printing plain progress lines off a terminal", async () => {
    const path = join(dir, "small.bin");
    writeFileSync(path, "tiny");
    const imported = await cli(["files", "import", path], { env, nodeArgs: PROBE });
    expect(imported.code).toBe(0);
    expect(imported.stderr).toMatch(/^upload: 100% \(4 B of 4 B\)$/m);
    expect(imported.stderr).toMatch(/^operation: completed$/m);
    const [file] = JSON.parse(imported.stdout) as { id: string; kind: string }[];
    expect(file?.kind).toBe("SupportingDocument");
    const exported = await cli(
      ["files", "export", file!.id, "--kind", "SupportingDocument", "-o", join(dir, "small.out")],
      {
        env,
        nodeArgs: PROBE,
      },
    );
    expect(exported.code).toBe(0);
    small = { importKiB: peakKiB(imported.stderr), exportKiB: peakKiB(exported.stderr), id: file!.id };
  });

  it("moves 50 MB each way byte for byte, its peak memory within 40 MiB of the small file's", async () => {
    const imported = await cli(["files", "import", big, "--name", "ledger.bin"], { env, nodeArgs: PROBE });
    expect(imported.code, imported.stderr).toBe(0);
    for (const tenth of [10, 50, 100])
      expect(imported.stderr).toMatch(new RegExp(`^upload: ${tenth}% `, "m"));
    const [file] = JSON.parse(imported.stdout) as { id: string }[];
    const destination = join(dir, "ledger-export.bin");
    const exported = await cli(
      ["files", "export", file!.id, "--kind", "SupportingDocument", "-o", destination],
      {
        env,
        nodeArgs: PROBE,
      },
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({
      path: destination,
      bytes: SIZE,
      fileName: "ledger.bin",
    });
    expect(statSync(destination).size).toBe(SIZE);
    expect(await sha256(destination)).toBe(digest);
    const growth = {
      import: (peakKiB(imported.stderr) - small.importKiB) / 1024,
      export: (peakKiB(exported.stderr) - small.exportKiB) / 1024,
    };
    console.log(
      `50 MB through the CLI: peak RSS +${growth.import.toFixed(1)} MiB (import), +${growth.export.toFixed(1)} MiB (export)`,
    );
    expect(growth.import).toBeLessThan(40);
    expect(growth.export).toBeLessThan(40);
  });
});
