// Release metadata: every public package says the same repository, homepage and bugs address (defined
// once, in scripts/packages.mjs), carries the shared keywords, and ships the root LICENSE and a README.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectedMetadata,
  HOMEPAGE,
  metadataProblems,
  publicPackages,
  REPOSITORY_URL,
  repoRoot,
} from "../../scripts/packages.mjs";

const packages = publicPackages();
const license = readFileSync(join(repoRoot, "LICENSE"), "utf8");

describe("release metadata", () => {
  it("lists the public packages", () => {
    expect(packages.map((p: { name: string }) => p.name).sort()).toEqual(
      expect.arrayContaining(["@reportkit/sdk", "@reportkit/platform", "@reportkit/sandbox"]),
    );
  });

  it.each(packages.map((p: { name: string; dir: string; manifest: object }) => [p.name, p] as const))(
    "%s has the shared repository, homepage, bugs, keywords and license",
    (_name, pkg) => {
      expect(metadataProblems(pkg.manifest, relative(repoRoot, pkg.dir))).toEqual([]);
    },
  );

  it.each(packages.map((p: { name: string; dir: string }) => [p.name, p.dir] as const))(
    "%s ships a README and a LICENSE identical to the root one",
    (_name, dir) => {
      expect(existsSync(join(dir, "README.md"))).toBe(true);
      expect(readFileSync(join(dir, "LICENSE"), "utf8")).toBe(license);
    },
  );

  it("points every package at one repository, in the form npm publish --provenance compares", () => {
    const { repository, bugs, homepage } = expectedMetadata("packages/sdk");
    expect(repository).toEqual({
      type: "git",
      url: `git+${REPOSITORY_URL}.git`,
      directory: "packages/sdk",
    });
    expect(bugs.url.startsWith(REPOSITORY_URL)).toBe(true);
    expect(homepage).toBe(HOMEPAGE);
  });

  it("reports a package that disagrees", () => {
    const good = {
      license: "MIT",
      keywords: ["reportkit", "reporting", "openapi", "typescript"],
      ...expectedMetadata("packages/x"),
    };
    expect(metadataProblems(good, "packages/x")).toEqual([]);
    const forked = {
      ...good,
      repository: { ...good.repository, url: "git+https://github.com/someone/fork.git" },
    };
    expect(metadataProblems(forked, "packages/x")).toEqual([expect.stringMatching(/^repository is/)]);
    expect(metadataProblems(good, "packages/y")).toEqual([expect.stringMatching(/^repository is/)]);
    expect(metadataProblems({ ...good, keywords: [] }, "packages/x")).toEqual([
      expect.stringMatching(/^keywords lack reportkit/),
    ]);
  });
});

describe("packing", () => {
  it.each(
    packages.map(
      (p: { name: string; manifest: { scripts?: Record<string, string> } }) => [p.name, p] as const,
    ),
  )("%s runs the pack guard before it is packed", (_name, pkg) => {
    expect(pkg.manifest.scripts?.prepack).toBe("node ../../scripts/pack-guard.mjs");
  });
});

describe("the test command's turbo graph", () => {
  it("builds every public package before the consumer checks and the API reports, which run beside the tests", () => {
    const turbo = JSON.parse(readFileSync(join(repoRoot, "turbo.json"), "utf8"));
    const builds = packages.map((p: { name: string }) => `${p.name}#build`).sort();
    expect([...turbo.tasks["//#consumer"].dependsOn].sort()).toEqual(builds);
    expect([...turbo.tasks["//#api:reports"].dependsOn].sort()).toEqual(builds);
  });
});
