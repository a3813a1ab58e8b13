import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSpecsDir } from "../src/contract/load.js";
import { ApiContract } from "../src/contract/validator.js";
import { createSandbox, ResponseValidationError } from "../src/index.js";
import { manualClock } from "./helpers.js";

describe("spec contract", () => {
  it("answers every operation of the four specs: none is left to a 501 (the spec-driven tier answers the rest)", async () => {
    const sandbox = createSandbox({ clock: manualClock() });
    const token = sandbox.control.issueToken();
    const notEmulated: string[] = [];
    for (const api of ["auth", "platform", "prep", "chains"] as const) {
      for (const op of ApiContract.load(defaultSpecsDir(), api).operations) {
        const path = op.path.replace(/\{[^}]+\}/g, "x");
        const res = await sandbox.fetch(`${sandbox.urls[api]}${path}`, {
          method: op.method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          ...(op.requestBody ? { body: "{}" } : {}),
        });
        if (res.status === 501) notEmulated.push(op.operationId);
        expect(res.status, `${api} ${op.operationId}`).toBeLessThan(500);
      }
    }
    expect(notEmulated).toEqual([]);
    // Compiles the validators of every operation of the four specs: slow on a busy machine.
  }, 90_000);

  it("flags a response body that does not match the operation's schema", () => {
    const contract = ApiContract.load(defaultSpecsDir(), "chains");
    expect(contract.validateResponse("getUser", 200, { data: { id: 5 } }, {}, "application/json")).toEqual([
      { where: "body.data.id", message: "must be string" },
    ]);
    expect(contract.validateResponse("getUser", 200, { data: {} }, {}, "text/plain")[0]!.where).toBe(
      "content-type",
    );
  });

  it("flags a 202 without its Location and Retry-After headers", () => {
    const contract = ApiContract.load(defaultSpecsDir(), "platform");
    const issues = contract.validateResponse(
      "deleteSheetDataset",
      202,
      { operationLocation: "http://x/operations/1" },
      {},
      "application/json",
    );
    expect(issues.map((i) => i.where).sort()).toEqual(["header location", "header retry-after"]);
  });

  it("rejects the request in throw mode when the sandbox answers off-spec", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sandbox-specs-"));
    for (const api of ["auth", "platform", "prep", "chains"]) {
      let text = readFileSync(join(defaultSpecsDir(), `${api}.json`), "utf8");
      if (api === "chains") {
        const doc = JSON.parse(text);
        doc.components.schemas.User.properties.email = { type: "integer" };
        text = JSON.stringify(doc);
      }
      writeFileSync(join(dir, `${api}.json`), text);
    }
    const sandbox = createSandbox({ specsDir: dir, responseValidation: "throw", clock: manualClock() });
    const token = sandbox.control.issueToken();
    const pending = sandbox.fetch(`${sandbox.urls.chains}/v1/security/users/${sandbox.demo.userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await expect(pending).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(pending).rejects.toThrow("body.data.email must be integer");
    const warn = createSandbox({ specsDir: dir, responseValidation: "warn", clock: manualClock() });
    const original = console.warn;
    console.warn = () => {};
    try {
      const res = await warn.fetch(`${warn.urls.chains}/v1/security/users/${warn.demo.userId}`, {
        headers: { authorization: `Bearer ${warn.control.issueToken()}` },
      });
      expect(res.status).toBe(200);
    } finally {
      console.warn = original;
    }
    expect(warn.control.mismatches()).toHaveLength(1);
  });
});

describe("determinism", () => {
  it("builds the same ids and data from the same seed, and different ones from another seed", async () => {
    const a = createSandbox({ seed: 42, clock: manualClock() });
    const b = createSandbox({ seed: 42, clock: manualClock() });
    const c = createSandbox({ seed: 43, clock: manualClock() });
    expect(a.control.snapshot()).toEqual(b.control.snapshot());
    expect(a.demo).toEqual(b.demo);
    expect(c.demo.fileId).not.toBe(a.demo.fileId);
    const put = async (s: typeof a) => {
      const res = await s.fetch(
        `${s.urls.platform}/spreadsheets/${s.demo.spreadsheetId}/sheets/${s.demo.sheetId}/values/A1`,
        {
          method: "PUT",
          headers: { authorization: `Bearer ${s.control.issueToken()}`, "content-type": "application/json" },
          body: JSON.stringify({ values: [[1]] }),
        },
      );
      return res.headers.get("location");
    };
    expect(await put(a)).toBe(await put(b));
  });
});
