import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@reportkit/testkit/node";

/** Debian's tinyproxy (`apt-get install -y tinyproxy`; `.ci/run` installs it), or TINYPROXY_PATH. */
export const TINYPROXY_PATH = process.env.TINYPROXY_PATH ?? "/usr/bin/tinyproxy";

/**
 * Whether the proxy tests can run: true when tinyproxy is installed. Without it they are skipped with
 * a note naming `what`, except under CI, where a missing tinyproxy fails the run.
 */
export function tinyproxyAvailable(what: string): boolean {
  if (existsSync(TINYPROXY_PATH)) return true;
  if (process.env.CI)
    throw new Error(`CI needs tinyproxy at ${TINYPROXY_PATH} (apt-get install -y tinyproxy).`);
  console.warn(`Skipping ${what}: no tinyproxy at ${TINYPROXY_PATH}.`);
  return false;
}

/** A tinyproxy of the test's own on 127.0.0.1, logging every request line (never headers or bodies). */
export interface RunningProxy {
  url: string;
  /** Its log so far. */
  log(): string;
  close(): Promise<void>;
}

/** Resolves once something accepts connections on `port`, trying for at most `withinMs`. */
async function listening(port: number, child: ChildProcess, withinMs = 10_000): Promise<void> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tinyproxy exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => socket.end(() => resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (performance.now() > deadline)
      throw new Error(`tinyproxy did not listen on ${port} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a readiness poll, bounded above
  }
}

/** Starts tinyproxy in the foreground with a config of its own (a free port, loopback only). */
export async function startTinyproxy(): Promise<RunningProxy> {
  const dir = mkdtempSync(join(tmpdir(), "reportkit-tinyproxy-"));
  const port = await freePort();
  const logFile = join(dir, "tinyproxy.log");
  const config = [
    `Port ${port}`,
    "Listen 127.0.0.1",
    "Timeout 60",
    `LogFile "${logFile}"`,
    "LogLevel Info",
    "MaxClients 64",
    "Allow 127.0.0.1",
    // No ConnectPort line: CONNECT to any port (the sandbox's) is allowed.
  ].join("\n");
  const configFile = join(dir, "tinyproxy.conf");
  writeFileSync(configFile, `${config}\n`);
  const child = spawn(TINYPROXY_PATH, ["-d", "-c", configFile], { stdio: "ignore" });
  await listening(port, child);
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
