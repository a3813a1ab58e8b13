// The command line's two targets (issue 24), measured as ratios in one run, each variant a fresh
// process, interleaved round by round:
// - `reportkit --version` and `reportkit --help` against `node -e 0`: <= 1.5x;
// - `reportkit api GET /v1/security/users --paginate` over the sandbox's 230 users against the same
//   walk written with the SDK in one process (sections/cli-sdk-loop.ts): <= 1.2x.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startSandbox } from "@reportkit/sandbox";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { ratios, spread } from "../stats.js";

const SECTION = `cli (${settings.cliRounds} rounds, each a fresh process; sandbox on 127.0.0.1, 230 users)`;
const cliBin = fileURLToPath(new URL("../dist/reportkit.js", import.meta.resolve("@reportkit/cli")));
const sdkLoop = fileURLToPath(new URL("./cli-sdk-loop.js", import.meta.url));

/** Wall time of one process from spawn to exit, in ms; its output is read and dropped. */
function timed(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stdout.resume();
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0) reject(new Error(`node ${args.join(" ")} exited with ${code}: ${stderr}`));
      else resolve(performance.now() - started);
    });
  });
}

export async function cli(): Promise<{ rows: Row[]; details: unknown }> {
  const base: number[] = [];
  const version: number[] = [];
  const help: number[] = [];
  await timed([cliBin, "--help"]); // warm the file cache
  for (let round = 0; round < settings.cliRounds; round++) {
    base.push(await timed(["-e", "0"]));
    version.push(await timed([cliBin, "--version"]));
    help.push(await timed([cliBin, "--help"]));
  }

  const sandbox = await startSandbox({ responseValidation: "off" });
  const sdk: number[] = [];
  const paged: number[] = [];
  try {
    const env = {
      ...process.env,
      REPORTKIT_CLIENT_ID: sandbox.credentials.clientId,
      REPORTKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
      REPORTKIT_AUTH_URL: sandbox.urls.auth,
      REPORTKIT_CHAINS_URL: sandbox.urls.chains,
      REPORTKIT_PLATFORM_URL: sandbox.urls.platform,
      REPORTKIT_PREP_URL: sandbox.urls.prep,
    };
    const command = [cliBin, "api", "GET", "/v1/security/users", "--paginate"];
    await timed(command, env); // warm up
    for (let round = 0; round < settings.cliRounds; round++) {
      sdk.push(await timed([sdkLoop], env));
      paged.push(await timed(command, env));
    }
  } finally {
    await sandbox.close();
  }

  const row = (figure: string, values: number[], target?: number): Row => {
    const figures = spread(values);
    return {
      section: SECTION,
      figure,
      unit: "x",
      spread: figures,
      ...(target ? { target: { text: `<= ${target}`, pass: figures.median <= target } } : {}),
    };
  };
  const ms = (figure: string, values: number[]): Row => ({
    section: SECTION,
    figure,
    unit: "ms",
    spread: spread(values),
  });
  const rows: Row[] = [
    ms("node -e 0", base),
    ms("reportkit --version", version),
    ms("reportkit --help", help),
    row("reportkit --version / node -e 0", ratios(version, base), 1.5),
    row("reportkit --help / node -e 0", ratios(help, base), 1.5),
    ms("SDK loop over 230 users (one process)", sdk),
    ms("reportkit api GET /v1/security/users --paginate", paged),
    row("reportkit --paginate / SDK loop", ratios(paged, sdk), 1.2),
  ];
  return {
    rows,
    details: { baseMs: base, versionMs: version, helpMs: help, sdkLoopMs: sdk, paginateMs: paged },
  };
}
