import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import * as advanced from "../../src/advanced.js";
import * as settings from "../../src/node/settings-entry.js";
import * as node from "../../src/node.js";

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
// A value import or re-export (`import type` and `export type` load nothing).
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"/gm;

/** Every module of src/ that `entry` loads, transitively, relative to src/. */
function loadedBy(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
      visit(join(dirname(file), specifier!.replace(/\.js$/, ".ts")));
    }
  };
  visit(join(SRC, entry));
  return [...seen].map((file) => relative(SRC, file)).sort();
}

it("@reportkit/sdk/node exports everything /node/settings does (SecretRegistry too, the one /advanced exports)", () => {
  for (const [name, value] of Object.entries(settings)) {
    expect((node as Record<string, unknown>)[name], name).toBe(value);
  }
  expect(settings.SecretRegistry).toBe(advanced.SecretRegistry);
  expect(Object.keys(settings)).toEqual(
    expect.arrayContaining(["resolveSettings", "missingCredentials", "describeSettings", "readProfiles"]),
  );
});

it("@reportkit/sdk/node/settings loads nothing that sends a request: no pipeline, transport, transfers, telemetry or client", () => {
  const loaded = loadedBy("node/settings-entry.ts");
  expect(loaded).toContain("node/settings.ts");
  const requestSide = loaded.filter((file) =>
    /^(http|pipeline|transfers|telemetry|clients|instance|retry|limit|poll|paginate|auth)\/|^node\/(transfers|undici)/.test(
      file,
    ),
  );
  expect(requestSide).toEqual([]);
});
