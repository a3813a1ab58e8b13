// The pack guard as npm and pnpm run it: scripts/pack-guard.mjs in a child process, with the user agent
// each package manager sets. Only a real process shows the exit status that stops `npm pack`.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/packages.mjs";

describe("packing", () => {
  it("refuses npm pack, whose tarball would keep workspace: specifiers, and lets pnpm pack", () => {
    const run = (agent: string) =>
      spawnSync(process.execPath, [join(repoRoot, "scripts", "pack-guard.mjs")], {
        env: { ...process.env, npm_config_user_agent: agent, npm_package_name: "@reportkit/sdk" },
        encoding: "utf8",
      });
    const npm = run("npm/10.8.2 node/v20.20.2 linux x64 workspaces/false");
    expect(npm.status).toBe(1);
    expect(npm.stderr).toContain("Refusing to pack @reportkit/sdk with npm/10.8.2");
    expect(run("pnpm/10.34.9 npm/? node/v20.20.2 linux x64").status).toBe(0);
  });
});
