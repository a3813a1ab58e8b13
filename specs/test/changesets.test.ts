// The changeset check of the test command (scripts/check-changesets.mjs), on fixtures: it must bite.
import { describe, expect, it } from "vitest";
import { isPublishedSource, packagesOfChangeset, uncovered } from "../../scripts/check-changesets.mjs";

const packages = [
  { name: "@reportkit/sdk", path: "packages/sdk" },
  { name: "@reportkit/platform", path: "packages/platform" },
];
const sdkChangeset = `---\n"@reportkit/sdk": minor\n---\n\nA change.\n`;

describe("the changeset check", () => {
  it("reads the packages a changeset names, quoted or not", () => {
    expect(packagesOfChangeset(`---\n"@reportkit/sdk": minor\n'@reportkit/prep': patch\n---\ntext`)).toEqual([
      "@reportkit/sdk",
      "@reportkit/prep",
    ]);
    expect(packagesOfChangeset("no front matter")).toEqual([]);
  });

  it("counts sources and the manifest as published, tests not", () => {
    expect(isPublishedSource("packages/sdk/src/transport/attempt.ts", "packages/sdk")).toBe(true);
    expect(isPublishedSource("packages/sdk/package.json", "packages/sdk")).toBe(true);
    expect(isPublishedSource("packages/sdk/test/poll.test.ts", "packages/sdk")).toBe(false);
    expect(isPublishedSource("packages/sdk-extra/src/a.ts", "packages/sdk")).toBe(false);
  });

  it("fails a package whose source changed without a changeset naming it", () => {
    const changed = ["packages/sdk/src/index.ts", "packages/platform/src/generated/openapi.gen.ts"];
    expect(uncovered(changed, [sdkChangeset], packages).map((p) => p.name)).toEqual(["@reportkit/platform"]);
  });

  it("passes when every changed package is named, and ignores test-only changes", () => {
    expect(uncovered(["packages/sdk/src/index.ts"], [sdkChangeset], packages)).toEqual([]);
    expect(uncovered(["packages/platform/test/types.test-d.ts"], [], packages)).toEqual([]);
  });
});
