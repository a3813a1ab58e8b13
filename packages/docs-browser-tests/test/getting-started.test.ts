// What only this file proves: the getting-started guide works as printed for a newcomer outside the
// clone (packed tarballs installed with npm, the sandbox started with npx, tsx and tsc with the guide's
// tsconfig). The packages' own behaviour is their suites'; the tarballs' contents are scripts/consumer-smoke.mjs's.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockTitled, type FencedBlock, fencedBlocks } from "../src/guide-blocks.js";
import { runBash, startBash } from "../src/processes.js";
import { repoRoot } from "../src/site.js";

// A newcomer follows docs/src/guide/getting-started.md literally: the commands are read from the page
// (by their titles), never copied here. Their shell still holds the placeholders an earlier version of
// the guide told them to export; Node's --env-file never overrides a set variable, so without the
// guide's `unset` the first call would send these and get 401 invalid_client.
const STALE = {
  REPORTKIT_CLIENT_ID: "your client id",
  REPORTKIT_CLIENT_SECRET: "your client secret",
  REPORTKIT_REGION: "eu",
};
const guide = join(repoRoot, "docs", "src", "guide", "getting-started.md");

/**
 * A shell block's commands without the clone's install and build: the builds of the packages the guide
 * packs are this task's turbo dependencies (../turbo.json; the first test checks the list).
 */
const withoutRepoSetup = (block: FencedBlock) =>
  block.code
    .split("\n")
    .filter((line) => !/pnpm@[\d.]+ (install|build)\b/.test(line))
    .join("\n");

describe("getting started, followed literally by a newcomer (packed tarballs, sandbox on 127.0.0.1)", () => {
  const blocks = fencedBlocks(readFileSync(guide, "utf8"));
  let home: string;
  let env: NodeJS.ProcessEnv;
  let project: string;
  let stopSandbox: (() => Promise<void>) | undefined;

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), "reportkit-newcomer-"));
    // npm's cache stays the machine's, so the packages' own dependencies come from it when they can.
    const npmCache = execFileSync("npm", ["config", "get", "cache"], { encoding: "utf8" }).trim();
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(REPORTKIT_|npm_|PNPM_|INIT_CWD$|NODE_OPTIONS$)/i.test(name),
      ),
    );
    env = {
      ...inherited,
      ...STALE,
      HOME: home,
      npm_config_cache: npmCache,
      npm_config_prefer_offline: "true",
      npm_config_audit: "false",
      npm_config_fund: "false",
      npm_config_update_notifier: "false",
    };
    project = join(home, "first-call");
  });

  afterAll(async () => {
    await stopSandbox?.();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it("packs the packages in the clone into ~/reportkit-tarballs", { timeout: 300_000 }, async () => {
    const clone = blockTitled(blocks, "in the reportkit clone");
    // Each package the guide packs is built before this task runs (turbo.json), or its tarball is empty.
    const packed = /\.\/packages\/\{([^}]+)\}/.exec(clone.code)?.[1]?.split(",") ?? [];
    const turbo = JSON.parse(readFileSync(new URL("../turbo.json", import.meta.url), "utf8"));
    expect(packed.length).toBeGreaterThan(0);
    expect(turbo.tasks.test.dependsOn).toEqual(
      expect.arrayContaining(packed.map((name) => `@reportkit/${name}#build`)),
    );
    const ran = await runBash(withoutRepoSetup(clone), repoRoot, env);
    expect(ran.code, ran.stderr).toBe(0);
    const tarballs = readdirSync(join(home, "reportkit-tarballs"));
    expect(tarballs).toEqual(expect.arrayContaining([expect.stringMatching(/^reportkit-sdk-.*\.tgz$/)]));
    expect(tarballs).toEqual(expect.arrayContaining([expect.stringMatching(/^reportkit-sandbox-.*\.tgz$/)]));
  });

  it("installs them with npm into a fresh folder, an ES module package", { timeout: 300_000 }, async () => {
    const ran = await runBash(blockTitled(blocks, "in a fresh folder").code, home, env);
    expect(ran.code, ran.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(project, "package.json"), "utf8"));
    expect(manifest.type).toBe("module");
    expect(existsSync(join(project, "node_modules", "@reportkit", "sdk", "package.json"))).toBe(true);
  });

  it("reaches the first call against the sandbox, in a shell with stale REPORTKIT_* placeholders", {
    timeout: 180_000,
  }, async () => {
    const program = blockTitled(blocks, "first-call.mjs");
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, "first-call.mjs"), program.code);
    const sandbox = await startBash(
      blockTitled(blocks, "second terminal").code,
      project,
      env,
      "Ctrl+C stops it.",
    );
    stopSandbox = sandbox.stop;
    expect(sandbox.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(existsSync(join(project, ".env.sandbox"))).toBe(true);

    const ran = await runBash(blockTitled(blocks, "first terminal").code, project, env);
    expect(ran.code, `${ran.stdout}\n${ran.stderr}`).toBe(0);
    expect(ran.stdout).toMatch(/^\d+ tags$/m);
    const users = /^(\d+) users$/m.exec(ran.stdout);
    expect(Number(users?.[1])).toBeGreaterThan(0);
  });

  it("runs the same program as TypeScript with the guide's TypeScript setup (tsx, then tsc)", {
    timeout: 300_000,
  }, async () => {
    const program = blockTitled(blocks, "first-call.mjs");
    writeFileSync(join(project, "first-call.ts"), program.code);
    writeFileSync(join(project, "tsconfig.json"), blockTitled(blocks, "tsconfig.json").code);
    const unset = blockTitled(blocks, "first terminal")
      .code.split("\n")
      .filter((line) => line.startsWith("unset "));
    expect(unset).toHaveLength(1);
    const ran = await runBash([...unset, blockTitled(blocks, "typescript").code].join("\n"), project, env);
    expect(ran.code, `${ran.stdout}\n${ran.stderr}`).toBe(0);
    // Both runs (tsx, then the compiled JavaScript) reach the sandbox.
    expect(ran.stdout.match(/^\d+ users$/gm)).toHaveLength(2);
    expect(existsSync(join(project, "dist", "first-call.js"))).toBe(true);
  });

  it('needs the guide\'s "type": "module": without it tsc fails with TS1295 and TS1309, as the guide says', {
    timeout: 120_000,
  }, async () => {
    const manifest = readFileSync(join(project, "package.json"), "utf8");
    try {
      const commonJs = JSON.parse(manifest);
      delete commonJs.type;
      writeFileSync(join(project, "package.json"), JSON.stringify(commonJs, null, 2));
      const ran = await runBash("npx tsc --noEmit", project, env);
      expect(ran.code).not.toBe(0);
      expect(ran.stdout).toContain("TS1295");
      expect(ran.stdout).toContain("TS1309");
    } finally {
      writeFileSync(join(project, "package.json"), manifest);
    }
  });

  it("would have sent the placeholders without the guide's unset (the stale shell is a real trap)", {
    timeout: 120_000,
  }, async () => {
    const run = blockTitled(blocks, "first terminal").code;
    const withoutUnset = run
      .split("\n")
      .filter((line) => !line.startsWith("unset "))
      .join("\n");
    expect(withoutUnset).not.toBe(run);
    const ran = await runBash(withoutUnset, project, env);
    expect(ran.code).not.toBe(0);
    expect(`${ran.stdout}${ran.stderr}`).toMatch(/invalid_client|AuthenticationError/);
  });
});
