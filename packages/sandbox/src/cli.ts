#!/usr/bin/env node
import { parseArgs } from "node:util";
import { startSandbox } from "./server.js";

const usage = "usage: reportkit-sandbox [--port 4010] [--seed 1] [--operation-ms 3000]";

async function main(): Promise<void> {
  let values: { port?: string; seed?: string; "operation-ms"?: string; help?: boolean };
  try {
    // `pnpm sandbox -- --port 4010` passes the `--` along.
    const args = process.argv.slice(2);
    ({ values } = parseArgs({
      args: args[0] === "--" ? args.slice(1) : args,
      options: {
        port: { type: "string", short: "p" },
        seed: { type: "string", short: "s" },
        "operation-ms": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  const number = (text: string | undefined, name: string, fallback: number) => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0) {
      console.error(`--${name} must be a whole number >= 0, got '${text}'\n${usage}`);
      process.exit(2);
    }
    return n;
  };
  const sandbox = await startSandbox({
    port: number(values.port, "port", 4010),
    seed: number(values.seed, "seed", 1),
    operationDurationMs: number(values["operation-ms"], "operation-ms", 3000),
    responseValidation: "warn",
  });
  const { urls, credentials, demo } = sandbox;
  console.log(`reportkit sandbox listening (seed ${number(values.seed, "seed", 1)})

  auth      ${urls.auth}        token: POST ${credentials.tokenUrl}
  platform  ${urls.platform}
  prep      ${urls.prep}
  chains    ${urls.chains}
  control   ${urls.auth.replace(/\/auth$/, "/__sandbox")}

  demo client       ${credentials.clientId} / ${credentials.clientSecret}
                    scopes: ${credentials.scopes.join(" ")}
  read-only client  ${credentials.readOnly.clientId} / ${credentials.readOnly.clientSecret}
                    scopes: ${credentials.readOnly.scopes.join(" ")}

  organization ${demo.organizationId}  workspace ${demo.workspaceId}  service provider ${demo.serviceProviderId}
  file ${demo.fileId}  spreadsheet ${demo.spreadsheetId}  sheet ${demo.sheetId}
  test form ${demo.testFormId}  phase ${demo.testPhaseId}  matrix ${demo.matrixId}
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
