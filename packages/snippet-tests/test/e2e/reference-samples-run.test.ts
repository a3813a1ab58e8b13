// A few API reference samples run as pasted, as a reader runs them: a child `node` per sample against a
// sandbox over HTTP (its `reportkit-sandbox` variables). Only a child shows what the in-process run of every
// sample (../every-operation/reference-samples-run.test.ts) cannot: a sample that never exits (an open handle, a timer
// left behind), and the samples loaded by `node`'s own loader, over a real socket. One sample per API,
// the first of its spec: a fixed sample whose cost does not grow with the specs (every sample spawned
// cost 173 s of CPU for 88 operations).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RUN_HANG_BOUND_MS, referenceSamples, runProgram, sampleName, sandboxEnv } from "../../src/index.js";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const workDir = fileURLToPath(new URL("../../node_modules/.cache/snippet-tests/reference/", import.meta.url));
// Built as the docs build builds them: the text the API reference shows, run as pasted.
const samples = referenceSamples(root).filter(
  (sample, index, all) => all.findIndex((other) => other.api === sample.api) === index,
);

describe("the first API reference sample of each API, run as pasted in a child node against the sandbox (seed 1)", () => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The sandbox a reader starts (seed 1, on 127.0.0.1), with operations that complete at once so a
    // `wait` costs one poll; its variables are the ones `reportkit-sandbox --env` writes.
    sandbox = await startSandbox({ seed: 1, operationDurationMs: 0 });
    env = sandboxEnv(sandbox);
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    writeFileSync(join(workDir, "package.json"), '{ "private": true, "type": "module" }\n');
  });
  afterAll(() => sandbox?.close());
  // Each sample meets the seed data, as a reader's first run does.
  beforeEach(() => sandbox.control.reset());

  samples.forEach((sample, index) => {
    it(`${sampleName(sample)} completes without an error`, {
      timeout: RUN_HANG_BOUND_MS + 30_000,
    }, async () => {
      const file = join(workDir, `${sample.api}-${String(index).padStart(3, "0")}-${sample.operationId}.ts`);
      writeFileSync(file, sample.source);
      const result = await runProgram(file, env);
      const how = result.timedOut
        ? `did not finish within ${RUN_HANG_BOUND_MS / 1000} s`
        : `exited with ${result.code}`;
      expect(
        result.code,
        `${sampleName(sample)} ${how}:\n${result.output}\n--- the sample:\n${sample.source}`,
      ).toBe(0);
    });
  });
});
