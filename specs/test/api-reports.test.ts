// The API report check of the test command (scripts/api-reports.mjs), on a fixture package whose
// index.d.ts gained an export after its report was written: the check must bite.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkReports, entryPoints } from "../../scripts/api-reports.mjs";

const fixture = join(import.meta.dirname, "fixtures", "api-report");
const widgets = (dir: string) => ({
  name: "@fixture/widgets",
  dir,
  manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")),
});

describe("the API report check", () => {
  it("fails when the exported surface differs from the checked-in report, naming the package and the fix", () => {
    const [result] = checkReports([widgets(fixture)], { reportsDir: join(fixture, "api-reports") });
    expect(result?.status).toBe("changed");
    expect(result?.message).toContain("@fixture/widgets");
    expect(result?.message).toContain("pnpm api:update");
    expect(result?.message).toContain("+ export function paintWidget(");
  }, 60_000);

  it("passes once the report is updated, and fails when a report is missing", () => {
    const dir = mkdtempSync(join(tmpdir(), "api-report-fixture-"));
    try {
      cpSync(fixture, dir, { recursive: true });
      const reportsDir = join(dir, "api-reports");
      const [updated] = checkReports([widgets(dir)], { reportsDir, update: true });
      expect(updated?.status).toBe("updated");
      expect(checkReports([widgets(dir)], { reportsDir })[0]?.status).toBe("ok");
      rmSync(join(reportsDir, "widgets.api.md"));
      expect(checkReports([widgets(dir)], { reportsDir })[0]?.status).toBe("missing");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("covers every published entry point, one per folder of a pattern subpath", () => {
    const dir = join(import.meta.dirname, "..", "..", "packages", "platform");
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const subpaths = entryPoints(dir, manifest).map((e: { subpath: string }) => e.subpath);
    expect(subpaths[0]).toBe(".");
    // With a build, "./*" stands for each generated version folder (processes-preview today).
    for (const subpath of subpaths.slice(1)) expect(subpath).toMatch(/^\.\/[a-z0-9.-]+$/);
  });
});
