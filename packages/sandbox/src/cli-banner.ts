import { exportLines } from "./cli-env.js";
import type { RunningSandbox, StartSandboxOptions } from "./server.js";

/** The faults the sandbox started with, as one line (empty without any). */
function faultsLine(faults: StartSandboxOptions["faults"]): string {
  if (!faults) return "";
  const settings = Object.entries(faults).map(
    ([name, value]) => `${name}=${Array.isArray(value) ? value.join(",") : value}`,
  );
  return `\n  faults    ${settings.join(" ")}\n`;
}

/**
 * What the CLI prints once the sandbox listens: the REPORTKIT_* lines (`env`) to paste (or where
 * `--env` wrote them), the addresses, the demo credentials and the demo ids.
 */
export function bannerText(
  sandbox: Pick<RunningSandbox, "urls" | "credentials" | "demo">,
  options: StartSandboxOptions & { seed: number },
  env: [string, string][],
  envFile: string | undefined,
): string {
  const { urls, credentials, demo } = sandbox;
  return `reportkit sandbox listening on ${urls.auth.replace(/\/auth$/, "")} (seed ${options.seed}, Node)

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
${faultsLine(options.faults)}
  demo client       ${credentials.clientId} / ${credentials.clientSecret}
                    scopes: ${credentials.scopes.join(" ")}
  read-only client  ${credentials.readOnly.clientId} / ${credentials.readOnly.clientSecret}
                    scopes: ${credentials.readOnly.scopes.join(" ")}

  organization ${demo.organizationId}  workspace ${demo.workspaceId}  service provider ${demo.serviceProviderId}
  file ${demo.fileId}  spreadsheet ${demo.spreadsheetId}  sheet ${demo.sheetId}
  test form ${demo.testFormId}  phase ${demo.testPhaseId}  matrix ${demo.matrixId}
  sample ${demo.sampleWithAttachmentsId}
  table ${demo.tableId}  select list ${demo.selectListId}  environments ${demo.environments.join(", ")}

Ctrl+C stops it.`;
}
