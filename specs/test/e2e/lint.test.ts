// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): redocly lint run as CI runs it (its own process, on fixture specs): only a real run shows that a house rule
// still rejects what it must and that the exit status fails the build.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const specsDir = fileURLToPath(new URL("../..", import.meta.url));
const redocly = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

async function lint(target: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      [redocly, "lint", target, "--config", "redocly.yaml", "--format", "json"],
      { cwd: specsDir, maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

function ruleIds(stdout: string): string[] {
  const report = JSON.parse(stdout) as { problems: { ruleId: string }[] };
  return report.problems.map((p) => p.ruleId);
}

describe("house lint rules", () => {
  it("rejects a spec that breaks each house rule, naming every broken rule", async () => {
    const { code, stdout } = await lint("test/fixtures/broken.yaml");

    expect(code).not.toBe(0);
    const rules = ruleIds(stdout);
    expect(rules).toEqual(
      expect.arrayContaining([
        "rule/operation-id-camel-case",
        "rule/operation-has-one-tag",
        "rule/operation-has-description",
        "rule/no-nullable-keyword",
        "rule/media-type-has-example",
        "response-contains-header",
        "response-contains-property",
      ]),
    );
  }, 60_000);
});
