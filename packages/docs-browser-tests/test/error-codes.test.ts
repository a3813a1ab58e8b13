import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CODE_NOTES } from "../../../docs/scripts/error-code-notes.mjs";
import { codesInSource, codesInSpec, findErrorCodes } from "../../../docs/scripts/error-codes.mjs";
import { repoRoot, siteDir } from "../src/site.js";

describe("the Error codes page (docs/src/guide/error-codes.md)", () => {
  const found = findErrorCodes(repoRoot);

  it("finds the codes of the sandbox and of the specs (invalid_client, concurrent_operations_exceeded...)", () => {
    const codes = found.map((c) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining(["invalid_client", "concurrent_operations_exceeded", "not_found"]),
    );
    const auth = found.find((c) => c.code === "invalid_client");
    expect(auth?.sources).toEqual(expect.arrayContaining(["spec: auth", "sandbox: apis/auth/index.ts"]));
  });

  it("finds a code in every form the sandbox writes one: ApiError's argument, either branch, a code or error property", () => {
    const source = [
      'throw new ApiError(409, "one_line", "m");',
      'throw new ApiError(\n  429,\n  "multi_line",\n  `m`,\n);',
      'new ApiError(s, s === 503 ? "when_true" : "when_false", "m")',
      'details: [{ code: "in_details", message: "m" }]',
      'JSON.stringify({ error: "oauth_style" })',
      'const label = "not_a_code_here";',
    ].join("\n");
    expect(codesInSource(source).sort()).toEqual(
      ["in_details", "multi_line", "oauth_style", "one_line", "when_false", "when_true"].sort(),
    );
  });

  it("finds a code in a spec's error examples, enums and descriptions, not in its 2xx examples", () => {
    const spec = {
      paths: {
        "/x": {
          get: {
            description: "Too many answer 429 with the code `too_busy`.",
            responses: {
              "200": { content: { "application/json": { example: { code: "ok_code" } } } },
              "401": { content: { "application/json": { example: { error: "bad_client" } } } },
              "409": {
                content: { "application/json": { examples: { a: { value: { code: "in_conflict" } } } } },
              },
            },
          },
        },
      },
      components: { schemas: { Error: { properties: { code: { type: "string", enum: ["from_enum"] } } } } },
    };
    expect(codesInSpec(spec).sort()).toEqual(["bad_client", "from_enum", "in_conflict", "too_busy"]);
  });

  it("describes every code found: what it means and what to do", () => {
    const notes: Readonly<Record<string, readonly [string, string] | undefined>> = ERROR_CODE_NOTES;
    const undescribed = found.map((c) => c.code).filter((code) => !notes[code]?.[0] || !notes[code]?.[1]);
    expect(undescribed, "add them to docs/scripts/error-code-notes.mjs").toEqual([]);
  });

  it("lists every code found on the built page, and is linked from the Errors guide", () => {
    const page = join(siteDir, "guide", "error-codes.html");
    expect(existsSync(page), "docs/dist is not built: run `pnpm docs`").toBe(true);
    const html = readFileSync(page, "utf8");
    const missing = found.filter(({ code }) => !html.includes(`id="${code}"`)).map((c) => c.code);
    expect(missing).toEqual([]);
    expect(found.length).toBeGreaterThan(20);
    expect(readFileSync(join(siteDir, "guide", "errors.html"), "utf8")).toMatch(
      /href="[^"]*error-codes(\.html)?"/,
    );
  });
});
