// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the reportkit-sandbox command in a child process: only a real process shows its printed addresses and
// --env lines, that it listens on 127.0.0.1 and that it stops on SIGINT/SIGTERM (the sandbox's routes are
// tested in process, through createSandbox's fetch).
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, typeScriptNodeArgs } from "@reportkit/testkit/node";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ENV_FILE_HEADER } from "../../src/cli-env.js";
import { CLI_FLAGS, parseCli } from "../../src/cli-options.js";
import { startErrorText } from "../../src/cli-start-error.js";

const CLI = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));
const ENV_NAMES = [
  "REPORTKIT_CLIENT_ID",
  "REPORTKIT_CLIENT_SECRET",
  "REPORTKIT_AUTH_URL",
  "REPORTKIT_PLATFORM_URL",
  "REPORTKIT_PREP_URL",
  "REPORTKIT_CHAINS_URL",
  "REPORTKIT_PREVIEW_AUTH_URL",
];

/** The CLI from its sources in a child process. */
function cli(args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [...typeScriptNodeArgs(), CLI, ...args], {
    env: { PATH: process.env.PATH ?? "" },
  });
}

/** Everything the process writes until it exits: its status and both streams. */
function finish(
  child: ChildProcessWithoutNullStreams,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** Resolves with stdout once the banner is complete ("Ctrl+C stops it."). */
function banner(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
      if (out.includes("Ctrl+C stops it.")) resolve(out);
    });
    child.once("close", (code) => reject(new Error(`the CLI exited (${code}) before it listened: ${out}`)));
  });
}

const exported = (text: string) =>
  Object.fromEntries([...text.matchAll(/^export (REPORTKIT_[A-Z_]+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));

const running: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});
const dir = mkdtempSync(join(tmpdir(), "reportkit-sandbox-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each of these starts Node with a TypeScript loader: seconds on a busy 2-core machine.
const SPAWNS = { timeout: 60_000 };

describe("reportkit-sandbox --help", SPAWNS, () => {
  it("lists every flag, each with a sentence, and exits 0", async () => {
    const { code, stdout } = await finish(cli(["--help"]));
    expect(code).toBe(0);
    const listed = new Map(
      [...stdout.matchAll(/^\s+(?:-\w, )?--([a-z-]+)(?: <[^>]+>)?\s+(.+)$/gm)].map((m) => [m[1], m[2]]),
    );
    expect([...listed.keys()]).toEqual(CLI_FLAGS);
    for (const [flag, sentence] of listed) expect(sentence, flag).toMatch(/^[A-Z].{15,}\.$/);
    expect(stdout).toMatch(/--port <port>.*default 4010/);
    expect(stdout).toMatch(/--latency-ms <ms>/);
    expect(stdout).toMatch(/--operation-ms <ms>/);
  });

  it("refuses an unknown flag with status 2 and says where the help is", async () => {
    const { code, stderr } = await finish(cli(["--colour"]));
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--colour'");
    expect(stderr).toContain("reportkit-sandbox --help lists the flags.");
  });
});

describe("parseCli", () => {
  // In process: every refusal is the same "error" command, which the spawned test above shows ends the
  // process with status 2 and the pointer to --help.
  it("refuses an unknown flag or a bad value", () => {
    for (const args of [["--colour"], ["--port", "x"], ["--error-rate", "2"], ["--fault-apis", "billing"]])
      expect(parseCli(args), args.join(" ")).toEqual({ kind: "error", message: expect.any(String) });
  });

  it("turns the fault flags into the sandbox's fault options, restricted to APIs and paths", () => {
    const command = parseCli([
      "--",
      "--port",
      "0",
      "--latency-ms",
      "50",
      "--error-rate",
      "0.25",
      "--rate-limit-burst",
      "2",
      "--fault-apis",
      "platform,chains",
      "--fault-paths",
      "/operations/",
      "--operation-ms",
      "100",
      "--sheet-writes",
      "6",
    ]);
    expect(command).toEqual({
      kind: "start",
      options: {
        port: 0,
        seed: 1,
        operationDurationMs: 100,
        responseValidation: "warn",
        sheetWriteLimit: { limit: 6 },
        faults: {
          latencyMs: 50,
          errorRate: 0.25,
          rateLimitBurst: 2,
          apis: ["platform", "chains"],
          paths: ["/operations/"],
        },
      },
    });
  });

  it("listens on port 4010 with seed 1 and 3-second operations by default", () => {
    expect(parseCli([])).toEqual({
      kind: "start",
      options: { port: 4010, seed: 1, operationDurationMs: 3000, responseValidation: "warn" },
    });
  });
});

describe("reportkit-sandbox", SPAWNS, () => {
  // One process serves both: its printed lines, its --env file, its fault flags, its demo client and SIGTERM.
  it("prints the REPORTKIT_* lines to paste and writes them to the --env file, which reach it with its demo client; applies fault flags; stops on SIGTERM", async () => {
    const file = join(dir, "sandbox.env");
    const port = await freePort();
    const child = cli([
      "--port",
      String(port),
      "--env",
      file,
      "--rate-limit-burst",
      "1",
      "--fault-apis",
      "chains",
    ]);
    running.push(child);
    const done = finish(child);
    const out = await banner(child);
    const env = exported(out);
    expect(Object.keys(env)).toEqual(ENV_NAMES);
    expect(env).toMatchObject({
      REPORTKIT_CLIENT_ID: "sandbox-demo-client",
      REPORTKIT_CLIENT_SECRET: "sandbox-demo-secret",
      REPORTKIT_AUTH_URL: `http://127.0.0.1:${port}/auth`,
      REPORTKIT_PLATFORM_URL: `http://127.0.0.1:${port}/platform`,
      REPORTKIT_PREP_URL: `http://127.0.0.1:${port}/prep`,
      REPORTKIT_CHAINS_URL: `http://127.0.0.1:${port}/chains`,
      REPORTKIT_PREVIEW_AUTH_URL: `http://127.0.0.1:${port}/auth/processes-preview`,
    });
    const written = readFileSync(file, "utf8");
    expect(written.split("\n")[0]).toBe(ENV_FILE_HEADER);
    const dotenv = Object.fromEntries(
      [...written.matchAll(/^(REPORTKIT_[A-Z_]+)=(\S+)$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(dotenv).toEqual(env);

    // The faults reach the chains API only: the auth API answers the demo client.
    const token = await fetch(`${env.REPORTKIT_AUTH_URL}/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: env.REPORTKIT_CLIENT_ID!,
        client_secret: env.REPORTKIT_CLIENT_SECRET!,
        grant_type: "client_credentials",
      }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    expect(out).not.toContain(access_token);
    const chains = `${env.REPORTKIT_CHAINS_URL}/v1/security/users`;
    expect((await fetch(chains)).status).toBe(429); // the burst, on the chains API only
    expect((await fetch(chains)).status).toBe(401); // then the API itself: no token

    process.kill(child.pid!, "SIGTERM");
    const { code, stdout } = await done;
    expect(code).toBe(0);
    expect(stdout).toContain("stopped (SIGTERM)");
  });

  it("leaves an --env file it did not write untouched and exits 2", async () => {
    const file = join(dir, "mine.env");
    writeFileSync(file, "REPORTKIT_CLIENT_SECRET=a-real-secret\n");
    const { code, stdout, stderr } = await finish(cli(["--port", String(await freePort()), "--env", file]));
    expect(code).toBe(2);
    expect(stderr).toContain("was not written by reportkit-sandbox");
    expect(`${stdout}${stderr}`).not.toContain("a-real-secret");
    expect(readFileSync(file, "utf8")).toBe("REPORTKIT_CLIENT_SECRET=a-real-secret\n");
  });
});

describe("a port that is taken", () => {
  it("is reported in two lines that name the port and the --port flag that picks another", () => {
    const error = Object.assign(new Error("listen EADDRINUSE: address already in use 127.0.0.1:4010"), {
      code: "EADDRINUSE",
    });
    const lines = startErrorText(error, 4010).split("\n");
    expect(lines).toEqual([
      "reportkit-sandbox: port 4010 on 127.0.0.1 is already in use (another sandbox or program listens there).",
      "Pick another port with --port, e.g. reportkit-sandbox --port 4011 (--port 0 picks a free one).",
    ]);
  });

  it("leaves any other start error's message as it is", () => {
    expect(startErrorText(new Error("EACCES: permission denied"), 80)).toBe("EACCES: permission denied");
  });

  it("makes the CLI exit 1 with that message, not a bare EADDRINUSE stack", SPAWNS, async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const { code, stdout, stderr } = await finish(cli(["--port", String(port)]));
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.trim().split("\n")).toEqual([
        `reportkit-sandbox: port ${port} on 127.0.0.1 is already in use (another sandbox or program listens there).`,
        `Pick another port with --port, e.g. reportkit-sandbox --port ${port + 1} (--port 0 picks a free one).`,
      ]);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
