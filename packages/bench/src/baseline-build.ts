// The SDK and the client packages as they were built at a past commit, for figures measured "against
// before": a clone of this repository checked out at that commit, installed from pnpm's store and built,
// kept in the system's temporary folder (outside the repository, whose linters and workspaces would take
// it for part of the project) and reused by later runs.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stderr}`));
      else resolve();
    });
  });
}

/** pnpm as this process was started by it (`pnpm bench`), else `npx pnpm`. */
function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath, ...args]];
  return ["npx", ["--yes", "pnpm", ...args]];
}

/**
 * The root of a checkout of `commit` whose `@reportkit/sdk` and the packages it depends on are built:
 * made once in `<tmpdir>/reportkit-bench-baseline-<commit>/`, then reused. Throws, saying why, when the
 * commit is not in this clone's history (a shallow clone) or the install or build fails.
 */
export async function baselineBuild(commit: string): Promise<string> {
  const dir = join(tmpdir(), `reportkit-bench-baseline-${commit}/`);
  const done = join(dir, ".built");
  if (existsSync(done)) return dir;
  await rm(dir, { recursive: true, force: true });
  await run("git", ["cat-file", "-e", `${commit}^{commit}`], repoRoot).catch(() => {
    throw new Error(`commit ${commit} is not in this clone's history (fetch it, or unshallow the clone)`);
  });
  await run("git", ["clone", "--quiet", "--no-checkout", repoRoot, dir], repoRoot);
  await run("git", ["checkout", "--quiet", commit], dir);
  const [command, install] = pnpm(["install", "--frozen-lockfile", "--prefer-offline", "--reporter=silent"]);
  await run(command, install, dir);
  const [, build] = pnpm([
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=@reportkit/sdk...",
    "--output-logs=errors-only",
  ]);
  await run(command, build, dir);
  await writeFile(done, `${commit}\n`);
  return dir;
}
