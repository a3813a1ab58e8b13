import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packageChangelogs, parseChangeset, pendingChanges } from "../../../docs/scripts/changelog.mjs";
import { repoRoot, siteDir } from "../src/site.js";

const scratch = mkdtempSync(join(tmpdir(), "reportkit-changelog-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the Changelog page (docs/src/changelog.md)", () => {
  it("reads a changeset's packages, bumps and text", () => {
    expect(
      parseChangeset("---\n\"@reportkit/sdk\": minor\n'@reportkit/cli': patch\n---\n\nProfiles.\n"),
    ).toEqual({
      releases: [
        { name: "@reportkit/sdk", bump: "minor" },
        { name: "@reportkit/cli", bump: "patch" },
      ],
      summary: "Profiles.",
    });
    expect(parseChangeset("# not a changeset\n")).toBeUndefined();
  });

  it("lists the pending changesets but not the folder's README", () => {
    const dir = join(scratch, ".changeset");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "README.md"), "# Changesets\n");
    writeFileSync(join(dir, "b-fix.md"), '---\n"@reportkit/sdk": patch\n---\n\nA fix.\n');
    writeFileSync(join(dir, "config.json"), "{}");
    expect(pendingChanges(dir)).toEqual([
      { id: "b-fix", releases: [{ name: "@reportkit/sdk", bump: "patch" }], summary: "A fix." },
    ]);
  });

  it("reads a package's CHANGELOG.md when it has one, null before its first release", () => {
    const released = join(scratch, "released");
    mkdirSync(released, { recursive: true });
    writeFileSync(join(released, "CHANGELOG.md"), "# @x/a\n\n## 1.0.0\n\n### Major Changes\n\n- First.\n");
    const logs = packageChangelogs([
      { name: "@x/b", dir: join(scratch, "unreleased"), manifest: { version: "0.1.0" } },
      { name: "@x/a", dir: released, manifest: { version: "1.0.0" } },
    ]);
    expect(logs.map((l) => l.name)).toEqual(["@x/a", "@x/b"]);
    expect(logs[0]?.changelog).toContain("## 1.0.0");
    expect(logs[1]?.changelog).toBeNull();
  });

  it("is generated at release: .changeset/config.json names a changelog writer that resolves", () => {
    const config = JSON.parse(readFileSync(join(repoRoot, ".changeset", "config.json"), "utf8"));
    const writer = Array.isArray(config.changelog) ? config.changelog[0] : config.changelog;
    expect(writer, "changelog: false writes no CHANGELOG.md").toEqual(expect.any(String));
    const require = createRequire(join(repoRoot, ".changeset", "config.json"));
    expect(() => require.resolve(writer)).not.toThrow();
  });

  it("shows every pending changeset and every public package on the built page", () => {
    const html = readFileSync(join(siteDir, "changelog.html"), "utf8");
    const pending = pendingChanges(join(repoRoot, ".changeset"));
    expect(pending.length).toBeGreaterThan(0);
    for (const change of pending) {
      for (const release of change.releases) expect(html, change.id).toContain(release.name);
    }
    expect(html).toContain("Unreleased changes");
    expect(html.split('class="rk-change"').length - 1, "one entry per pending changeset").toBe(
      pending.length,
    );
    for (const pkg of packageChangelogs())
      expect(html).toContain(`<h3 id="${pkg.name.replace(/[@/]/g, "-").replace(/^-/, "")}"`);
  });
});
