import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { operationCount, referenceSamples, sampleName } from "../src/index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
// Built as the docs build builds them: the text the API reference shows, run as pasted.
const samples = referenceSamples(root);

describe("the API reference's reportkit samples", () => {
  it("are one per operation of the specs, so a new operation without a running sample fails here", () => {
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.length).toBe(operationCount(root));
    expect(new Set(samples.map(sampleName)).size).toBe(samples.length);
  });
});
