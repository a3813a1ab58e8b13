import { describe, expect, it } from "vitest";
import { createSandbox } from "../src/index.js";

// The spec-driven tier seeds a collection when a request first reaches it, and a sandbox reads an API's
// spec and the catalogue at that API's first request: none of it draws from the seed's sequence, so the
// same seed gives the same ids and data whatever order the requests come in.
describe("a sandbox made from a seed", () => {
  const paths = (urls: Record<"platform" | "prep" | "chains", string>) => [
    `${urls.chains}/v1/security/user_groups`,
    `${urls.prep}/api/v1/connections`,
    `${urls.prep}/api/v1/tag`,
    `${urls.platform}/tasks`,
    `${urls.platform}/programs`,
  ];

  async function readAll(order: "forward" | "backward") {
    const sandbox = createSandbox({ seed: 7, responseValidation: "throw" });
    const headers = { authorization: `Bearer ${sandbox.control.issueToken()}` };
    const urls = paths(sandbox.urls);
    const bodies = new Map<string, unknown>();
    for (const url of order === "forward" ? urls : [...urls].reverse()) {
      const res = await sandbox.fetch(url, { headers });
      expect(res.status, url).toBe(200);
      bodies.set(url.slice(url.indexOf("/", 8)), await res.json());
    }
    return { demo: sandbox.demo, bodies: Object.fromEntries([...bodies].sort()) };
  }

  it("answers the same ids and data whatever order its collections are first read in", async () => {
    const forward = await readAll("forward");
    const backward = await readAll("backward");
    expect(backward).toEqual(forward);
    expect(JSON.stringify(forward.bodies)).toMatch(/"id"/);
  });
});
