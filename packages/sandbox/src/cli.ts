#!/usr/bin/env node
import { exportLines, reportkitEnv, writeEnvFile } from "./cli-env.js";
import { helpText, parseCli } from "./cli-options.js";
import { startSandbox } from "./server.js";

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
  const sandbox = await startSandbox(options);
  const { urls, credentials, demo } = sandbox;
  const env = reportkitEnv(urls, credentials);
  if (envFile !== undefined) {
    try {
      writeEnvFile(envFile, env);
    } catch (error) {
      console.error((error as Error).message);
      await sandbox.close();
      process.exit(2);
    }
  }
  const faults = options.faults
    ? `\n  faults    ${Object.entries(options.faults)
        .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join(",") : value}`)
        .join(" ")}\n`
    : "";
  console.log(`reportkit sandbox listening on ${urls.auth.replace(/\/auth$/, "")} (seed ${options.seed}, Node)

${
  envFile === undefined
    ? "Paste these into the shell that runs your program (--env <file> writes them to a dotenv file):"
    : `Wrote these to ${envFile} (node --env-file=${envFile} app.mjs loads it), or paste them into a shell:`
}

${exportLines(env)}

  auth      ${urls.auth}        token: POST ${credentials.tokenUrl}
  platform  ${urls.platform}
  prep      ${urls.prep}
  chains    ${urls.chains}
  control   ${urls.auth.replace(/\/auth$/, "/__sandbox")}
${faults}
  demo client       ${credentials.clientId} / ${credentials.clientSecret}
                    scopes: ${credentials.scopes.join(" ")}
  read-only client  ${credentials.readOnly.clientId} / ${credentials.readOnly.clientSecret}
                    scopes: ${credentials.readOnly.scopes.join(" ")}

  organization ${demo.organizationId}  workspace ${demo.workspaceId}  service provider ${demo.serviceProviderId}
  file ${demo.fileId}  spreadsheet ${demo.spreadsheetId}  sheet ${demo.sheetId}
  test form ${demo.testFormId}  phase ${demo.testPhaseId}  matrix ${demo.matrixId}
  sample ${demo.sampleWithAttachmentsId}
  table ${demo.tableId}  select list ${demo.selectListId}  environments ${demo.environments.join(", ")}

Ctrl+C stops it.`);
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
