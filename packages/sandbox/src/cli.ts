#!/usr/bin/env node
import { bannerText } from "./cli-banner.js";
import { reportkitEnv, writeEnvFile } from "./cli-env.js";
import { helpText, parseCli } from "./cli-options.js";
import { startErrorText } from "./cli-start-error.js";
import { type RunningSandbox, startSandbox } from "./server.js";

/** Writes the variables to `file`; a file it may not write stops the sandbox and exits 2. */
async function writeEnvOrExit(sandbox: RunningSandbox, file: string, env: [string, string][]): Promise<void> {
  try {
    writeEnvFile(file, env);
  } catch (error) {
    console.error((error as Error).message);
    await sandbox.close();
    process.exit(2);
  }
}

/** Ctrl+C (SIGINT) and SIGTERM close the sandbox, then exit 0 (1 when closing failed). */
function stopOnSignals(sandbox: RunningSandbox): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => {
        console.log(`\nstopped (${signal})`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

async function main(): Promise<void> {
  const command = parseCli(process.argv.slice(2));
  if (command.kind === "help") {
    process.stdout.write(helpText());
    return;
  }
  if (command.kind === "error") {
    console.error(`${command.message}\nreportkit-sandbox --help lists the flags.`);
    process.exit(2);
  }
  const { options, envFile } = command;
  const sandbox = await startSandbox(options).catch((error: unknown) => {
    console.error(startErrorText(error, options.port));
    process.exit(1);
  });
  const env = reportkitEnv(sandbox);
  if (envFile !== undefined) await writeEnvOrExit(sandbox, envFile, env);
  console.log(bannerText(sandbox, options, env, envFile));
  stopOnSignals(sandbox);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
