// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): 50 MB over real sockets with memory measured: only this shows that the transfers
// stream (bounded memory) end to end; the transfer logic is tested in process in packages/sdk/test/transfers/.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { AbortedError, createReportkit, importFile, type Reportkit } from "@reportkit/sdk";
import { exportFileToPath, importFile as importFromPath } from "@reportkit/sdk/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { peakGrowth, sampleEvery } from "../../src/memory.js";

// Issue 10: 50 MB through the SDK against the sandbox over real HTTP on 127.0.0.1 (one server for the
// file), with the process's peak memory growth measured while the bytes move. The sandbox runs in this
// process too, so its side of each transfer is counted as well.
const SIZE = 50 * 1024 * 1024;
const LIMIT_MIB = 16;
// The resident set also counts garbage not yet returned to the system and allocator slack, so it moves
// with the machine's load (20 to 33 MiB seen for the same import); a transfer that held the file whole
// would add its 50 MiB on top, so this bound still catches that while the live bound above is the tight one.
const RSS_LIMIT_MIB = 40;
// The meter looks once per 4 MiB moved: a transfer that kept its bytes would have grown by the next look.
const STEP = 4 * 1024 * 1024;

let sandbox: RunningSandbox;
let rk: Reportkit<true>;
let dir: string;
let source: string;
let digest: string;
let importedId: string;

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

beforeAll(async () => {
  // Room for the import an aborted upload leaves waiting for its bytes (it holds a slot, as live).
  sandbox = await startSandbox({ seed: 10, operationDurationMs: 200, concurrentFileOperations: 10 });
  rk = createReportkit({
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    urls: sandbox.urls,
    throwOnError: true,
    env: false,
  });
  dir = await mkdtemp(join(tmpdir(), "reportkit-transfers-"));
  source = join(dir, "ledger.bin");
  const hash = createHash("sha256");
  await pipeline(
    bytes(SIZE),
    async function* (chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(source),
  );
  digest = hash.digest("hex");
  await rk.tokens.getToken();
});

afterAll(async () => {
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("50 MB over HTTP, never held whole", () => {
  it("imports a 50 MB file from its path with progress, holding well under 16 MB", async () => {
    const phases = new Set<string>();
    let sent = 0;
    const {
      value: imported,
      liveMiB,
      rssMiB,
      samples,
    } = await peakGrowth((sample) => {
      const step = sampleEvery(STEP, sample);
      return importFromPath(rk, source, {
        kind: "SupportingDocument",
        onProgress: (p) => {
          phases.add(p.phase);
          if (p.phase !== "upload") return;
          sent = p.bytes;
          step(p.bytes);
        },
      });
    });
    // The cases below read this file, so a missed bound here does not make them fail too.
    importedId = imported.files[0]!.id!;
    console.log(
      `import of 50 MB: live +${liveMiB.toFixed(1)} MiB, rss +${rssMiB.toFixed(1)} MiB (${samples} samples)`,
    );
    expect(liveMiB).toBeLessThan(LIMIT_MIB);
    expect(rssMiB).toBeLessThan(RSS_LIMIT_MIB);
    expect(samples).toBeGreaterThan(2);
    expect(sent).toBe(SIZE);
    expect([...phases]).toEqual(["upload", "operation"]);
    expect(imported.operation.status).toBe("completed");
    expect(imported.files).toEqual([expect.objectContaining({ kind: "SupportingDocument" })]);
    const file = sandbox.state.files.find((f) => f.id === importedId);
    expect(file?.name).toBe("ledger.bin");
    expect(sandbox.state.blobs[`file-${importedId}`]?.size).toBe(SIZE);
  });

  it("exports it to a path with progress, byte for byte, holding well under 16 MB", async () => {
    let received = 0;
    let total: number | undefined;
    const destination = join(dir, "ledger-export.bin");
    const {
      value: exported,
      liveMiB,
      rssMiB,
      samples,
    } = await peakGrowth((sample) => {
      const step = sampleEvery(STEP, sample);
      return exportFileToPath(rk, importedId, destination, {
        kind: "SupportingDocument",
        onProgress: (p) => {
          if (p.phase !== "download") return;
          received = p.bytes;
          total = p.total;
          step(p.bytes);
        },
      });
    });
    console.log(`export of 50 MB: live +${liveMiB.toFixed(1)} MiB, rss +${rssMiB.toFixed(1)} MiB`);
    expect(liveMiB).toBeLessThan(LIMIT_MIB);
    expect(rssMiB).toBeLessThan(RSS_LIMIT_MIB);
    expect(samples).toBeGreaterThan(2);
    expect(exported).toMatchObject({ path: destination, bytes: SIZE, size: SIZE, fileName: "ledger.bin" });
    expect([received, total]).toEqual([SIZE, SIZE]);
    expect((await stat(destination)).size).toBe(SIZE);
    expect(await sha256(destination)).toBe(digest);
  });

  it("shows that the meter sees a whole file held in memory (50 MB held off the JS heap)", async () => {
    // What the bounds above rest on: a meter blind to the bytes would pass them however much a transfer
    // held. A buffered download holds its file as one ArrayBuffer, off the JS heap like this one; moving
    // the 50 MB over HTTP once more (a third of this file's time) showed nothing more about the meter.
    const { liveMiB } = await peakGrowth(async (sample) => {
      const whole = new Uint8Array(SIZE).fill(7);
      sample(); // a look while it is held
      return whole.byteLength;
    });
    expect(liveMiB).toBeGreaterThan(40);
  });
});

// How soon an aborted transfer must settle: far under the 60 s attempt and idle timeouts that a transfer
// deaf to its signal would wait for, so a busy machine cannot fail it (568 ms was seen beside a second
// `pnpm test`, a few ms alone); it never measures speed. Moving the whole file anyway is caught apart:
// the bytes reported after the abort must stop short of the file's size.
const AT_ONCE_MS = 10_000;

describe("aborting a transfer", () => {
  it("settles an upload at once when aborted mid-way; the import makes no file", async () => {
    const controller = new AbortController();
    const files = sandbox.state.files.length;
    let abortedAt = 0;
    let moved = 0;
    const started = importFromPath(rk, source, {
      fileName: "aborted.bin",
      kind: "SupportingDocument",
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === "upload") moved = Math.max(moved, p.bytes);
        if (p.phase === "upload" && p.bytes >= 5 * 1024 * 1024 && !abortedAt) {
          abortedAt = performance.now();
          controller.abort();
        }
      },
    });
    const error = await started.catch((e: unknown) => e);
    const settledIn = performance.now() - abortedAt;
    expect(error).toBeInstanceOf(AbortedError);
    expect(settledIn).toBeLessThan(AT_ONCE_MS);
    expect(moved).toBeLessThan(SIZE);
    expect(sandbox.state.files).toHaveLength(files);
  });

  it("settles an upload that stalls (a source that stops giving bytes) as soon as it is aborted", async () => {
    const controller = new AbortController();
    let pulls = 0;
    const stalling = new ReadableStream<Uint8Array>({
      pull(c) {
        if (++pulls <= 16) c.enqueue(new Uint8Array(65536));
        else return new Promise(() => {}); // never another byte
      },
    });
    const started = importFile(rk, stalling, {
      fileName: "stalled.bin",
      kind: "SupportingDocument",
      signal: controller.signal,
    });
    while (pulls <= 16) await new Promise((resolve) => setTimeout(resolve, 5));
    const abortedAt = performance.now();
    controller.abort();
    const error = await started.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(performance.now() - abortedAt).toBeLessThan(AT_ONCE_MS);
  });

  it("settles a download at once when aborted mid-way and leaves no partial file at the destination", async () => {
    const controller = new AbortController();
    const destination = join(dir, "aborted-export.bin");
    let abortedAt = 0;
    let moved = 0;
    const error = await exportFileToPath(rk, importedId, destination, {
      kind: "SupportingDocument",
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === "download") moved = Math.max(moved, p.bytes);
        if (p.phase === "download" && p.bytes >= 5 * 1024 * 1024 && !abortedAt) {
          abortedAt = performance.now();
          controller.abort();
        }
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(performance.now() - abortedAt).toBeLessThan(AT_ONCE_MS);
    expect(moved).toBeLessThan(SIZE);
    await expect(stat(destination)).rejects.toMatchObject({ code: "ENOENT" });
    expect((await readdir(dir)).filter((name) => name.includes("aborted-export"))).toEqual([]);
  });
});
