import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_NAMES, defaultSpecsDir } from "../src/contract/load.js";
import { harness } from "./helpers.js";

const METHODS = ["GET", "PUT", "POST", "DELETE", "PATCH"];

describe("methods a path does not declare", () => {
  const h = harness();

  // About 1,100 requests (every path of the specs, each method it does not declare): a few seconds
  // alone, over 30 s (the suite's default bound) beside a second copy of the test command on a loaded
  // 2-core machine, where both copies failed on it. The bound only catches a hang.
  it("answer 405 whose Allow lists exactly the methods the spec declares for that path, on every path", {
    timeout: 300_000,
  }, async () => {
    const checked: string[] = [];
    for (const api of API_NAMES) {
      const spec = JSON.parse(readFileSync(`${defaultSpecsDir()}${api}.json`, "utf8")) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const [template, item] of Object.entries(spec.paths)) {
        const declared = Object.keys(item)
          .map((m) => m.toUpperCase())
          .filter((m) => METHODS.includes(m));
        const path = template.replace(/\{[^}]+\}/g, "x1");
        for (const method of METHODS.filter((m) => !declared.includes(m))) {
          const res = await h.call(method, `${h.sandbox.urls[api]}${path}`, {
            ...(method === "GET" || method === "DELETE" ? {} : { body: {} }),
          });
          expect(res.status, `${method} ${api}${template}`).toBe(405);
          expect(res.headers.get("allow")?.split(", ").sort(), `${method} ${api}${template}`).toEqual(
            [...declared].sort(),
          );
          checked.push(`${method} ${api}${template}`);
        }
      }
    }
    expect(checked).toContain(
      "GET platform/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
    );
  });

  it("answer 405 Allow: POST for any other method on the sample insertion path, which a sample id cannot shadow", async () => {
    const d = h.sandbox.demo;
    const insertion = `${h.sandbox.urls.platform}/testForms/${d.testFormId}/testPhases/${d.testPhaseId}/matrices/${d.matrixId}/samples/insertion`;
    for (const method of ["PUT", "DELETE", "GET"]) {
      const res = await h.call(method, insertion);
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.body).toMatchObject({ code: "method_not_allowed" });
    }
  });
});
