// Every API reference sample run as pasted, in this process: each sample's module imported through the
// test runner (the workspace's sources, as a child `node` loads them), its REPORTKIT_* variables those
// `reportkit-sandbox --env` prints, its fetch an in-process sandbox's (seed 1, no socket). A sample
// that compiles but fails against the API fails here, one case per operation, generated from the specs.
// That a pasted sample also runs in a child `node` as a reader starts it: ../e2e/reference-samples-run.test.ts.
// In test/every-operation/ (vitest.shared.ts, EVERY_OPERATION_TESTS): `pnpm test` runs it, `pnpm test:quick`
// does not (its cost grows with the specs, about 0.2 s of CPU per operation).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSandbox, type Sandbox } from "@reportkit/sandbox";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inProcessSandboxEnv, referenceSamples, runInProcess, sampleName } from "../../src/index.js";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
// Outside node_modules, so the test runner transforms the samples; test-results/ is not committed.
const workDir = fileURLToPath(new URL("../../test-results/samples/", import.meta.url));
// Built as the docs build builds them: the text the API reference shows, run as pasted.
const samples = referenceSamples(root);

// The SDK's waits (a 202's polls, Retry-After) return at once: the sandbox's operations complete at
// once, so the next poll sees them done. Real waits cost 67 of the file's 95 s of wall time.
const instant = async (_ms: number, signal?: AbortSignal) => signal?.throwIfAborted();

describe("every API reference sample, run as pasted against an in-process sandbox (seed 1)", () => {
  let sandbox: Sandbox;
  let env: Record<string, string>;

  beforeAll(() => {
    // Operations that complete at once, so a `wait` costs one poll.
    sandbox = createSandbox({ seed: 1, operationDurationMs: 0 });
    // Its addresses on a loopback-looking origin, so the SDK sends credentials over plain HTTP to it.
    env = inProcessSandboxEnv(sandbox);
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
  });
  // Each sample meets the seed data, as a reader's first run does.
  beforeEach(() => sandbox.control.reset());

  samples.forEach((sample, index) => {
    it(`${sampleName(sample)} completes without an error`, async () => {
      const file = join(workDir, `${sample.api}-${String(index).padStart(3, "0")}-${sample.operationId}.ts`);
      writeFileSync(file, sample.source);
      const result = await runInProcess(file, env, { fetch: sandbox.fetch as typeof fetch, sleep: instant });
      expect(
        result.code,
        `${sampleName(sample)} threw:\n${result.output}\n--- the sample:\n${sample.source}`,
      ).toBe(0);
    });
  });
});
