import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunningSandbox } from "@reportkit/sandbox";

/** The built executable (the package's test task builds it first). */
export const BIN = fileURLToPath(new URL("../../dist/reportkit.js", import.meta.url));

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: Record<string, string>;
  input?: string;
  cwd?: string;
  /** A bound on real time, not a wait: the process normally ends long before (busy 2-core machines). */
  timeoutMs?: number;
  nodeArgs?: string[];
}

/** A fresh, empty config folder (XDG_CONFIG_HOME) so no test sees another's profiles. */
export const freshConfigHome = () => mkdtempSync(join(tmpdir(), "reportkit-cli-config-"));

/** The environment of a run: nothing of the caller's REPORTKIT_* settings, a config folder of its own. */
export function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  const keep = ["PATH", "HOME", "TMPDIR", "SYSTEMROOT", "LANG"];
  const env: Record<string, string> = {};
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name]!;
  return { XDG_CONFIG_HOME: freshConfigHome(), XDG_CACHE_HOME: freshConfigHome(), ...env, ...extra };
}

/** The REPORTKIT_* variables of a sandbox (its demo client), as `reportkit-sandbox` prints them. */
export function sandboxVars(
  sandbox: Pick<RunningSandbox, "urls" | "credentials" | "preview">,
): Record<string, string> {
  return {
    REPORTKIT_CLIENT_ID: sandbox.credentials.clientId,
    REPORTKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
    REPORTKIT_AUTH_URL: sandbox.urls.auth,
    REPORTKIT_PLATFORM_URL: sandbox.urls.platform,
    REPORTKIT_PREP_URL: sandbox.urls.prep,
    REPORTKIT_CHAINS_URL: sandbox.urls.chains,
    REPORTKIT_PREVIEW_AUTH_URL: sandbox.preview.authUrl,
  };
}

/** Runs `reportkit <args>` to its end and collects what it printed. */
export function cli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
      cwd: options.cwd,
      env: options.env ?? baseEnv(),
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 90_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
    // A command that ends without reading all of its input closes the pipe first: writing the rest then
    // fails with EPIPE, which says nothing of the command (its exit code and output do). Seen beside
    // another `pnpm test`, where the write came after the command had exited.
    child.stdin.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") reject(error);
    });
    child.stdin.end(options.input ?? "");
  });
}
