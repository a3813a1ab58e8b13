import { parseArgs } from "node:util";
import type { ConfigFlags } from "./config.js";

/** A command line that cannot work as typed (exit code 2). */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** Every flag of `reportkit-mcp`. */
export interface Flags extends ConfigFlags {
  allowWrites: boolean;
  tools?: string[];
  excludeTools?: string[];
  apis?: string[];
  /** `--toolsets`: undefined when not given (then `REPORTKIT_MCP_TOOLSETS`, else none). */
  toolsets?: string[];
  /** `--yes-destructive`: destructive operations run without asking the user. */
  yesDestructive: boolean;
  allowDirs: string[];
  maxResultChars: number;
  http: boolean;
  port: number;
  listTools: boolean;
  debug: boolean;
  help: boolean;
  version: boolean;
}

export const DEFAULT_MAX_RESULT_CHARS = 50_000;
export const DEFAULT_PORT = 8_931;

/** The variable holding the bearer token HTTP clients must send (this server's own token). */
export const TOKEN_ENV = "REPORTKIT_MCP_TOKEN";

export const HELP = `reportkit-mcp: reportkit's APIs as Model Context Protocol tools: every operation of its specs
found by find_operations and called by call_operation, and the toolsets you choose listed one tool each.

Usage: reportkit-mcp [flags]

Tools (safe by default: only the operations that read):
  --toolsets <names>        list the operations of these toolsets as tools (comma-separated, repeatable;
                            else REPORTKIT_MCP_TOOLSETS): an API (platform, prep, chains,
                            processes-preview), an API's tag (platform.spreadsheets, chains.users...)
                            or all. Every other operation stays reachable through find_operations,
                            describe_operation and call_operation
  --allow-writes            allow the operations that change data too (listed or called, annotated
                            destructive or not)
  --yes-destructive         run destructive operations (deletes, trash, overwrites) without asking the
                            user; without it they are confirmed through the host (MCP elicitation),
                            and refused where the host cannot ask
  --tools <names>           offer only these tools (comma-separated, repeatable; * matches anything).
                            A tool named in full is offered even if it changes data; a pattern
                            offers such tools only with --allow-writes
  --exclude-tools <names>   never offer these tools (same syntax)
  --apis <apis>             only the tools of these APIs: platform, prep, chains, processes-preview
  --allow-dir <folder>      a folder import_file and export_file may use (repeatable; without one
                            they are not offered); relative paths start in the first
  --max-result-chars <n>    longest result text in one answer (default ${DEFAULT_MAX_RESULT_CHARS}); longer ones are
                            cut and continued with read_result
  --list-tools              print the tools these flags offer, and exit

Transport (standard input and output by default):
  --http                    Streamable HTTP on 127.0.0.1 instead, at /mcp; clients must send
                            Authorization: Bearer $${TOKEN_ENV} (a token you choose, 16+ characters)
  --port <n>                the HTTP port (default ${DEFAULT_PORT}; 0: any free port, printed on stderr)

Credentials and addresses (flags, then REPORTKIT_* variables, then the profile):
  --profile <name>          a profile of the reportkit command line (else REPORTKIT_PROFILE, else its default)
  --client-id <id>          else REPORTKIT_CLIENT_ID
  --client-secret-file <f>  a file readable by its owner only; else REPORTKIT_CLIENT_SECRET,
                            REPORTKIT_CLIENT_SECRET_FILE, the profile's file
  --region <us|eu|apac>     else REPORTKIT_REGION
  --auth-url, --platform-url, --prep-url, --chains-url <url>
                            else REPORTKIT_AUTH_URL, REPORTKIT_PLATFORM_URL, REPORTKIT_PREP_URL, REPORTKIT_CHAINS_URL
  --preview-auth-url <url>  the processes preview's token endpoint; else REPORTKIT_PREVIEW_AUTH_URL
  --api-version <version>   X-Version of every request; else REPORTKIT_VERSION

  --debug                   a line per request sent (method, URL, status, duration) and the SDK's
                            other log lines on stderr (secrets removed)
  --help, --version
`;

/** A comma-separated, repeatable list: its items, trimmed, without empty ones. */
export const list = (values: string[] | undefined) =>
  values
    ?.flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);

function integer(flag: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(
      `${flag} must be a whole number from ${min} to ${max}; got ${JSON.stringify(text)}.`,
    );
  }
  return value;
}

/** Reads the command line; a bad one throws {@link UsageError}. */
export function parseFlags(argv: readonly string[]): Flags {
  const text = { type: "string" } as const;
  const many = { type: "string", multiple: true } as const;
  const flag = { type: "boolean" } as const;
  let values: ReturnType<typeof parse>["values"];
  function parse() {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        "allow-writes": flag,
        tools: many,
        "exclude-tools": many,
        apis: many,
        toolsets: many,
        "yes-destructive": flag,
        "allow-dir": many,
        "max-result-chars": text,
        "list-tools": flag,
        http: flag,
        port: text,
        profile: text,
        "client-id": text,
        "client-secret-file": text,
        region: text,
        "auth-url": text,
        "platform-url": text,
        "prep-url": text,
        "chains-url": text,
        "preview-auth-url": text,
        "api-version": text,
        debug: flag,
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "V" },
      },
    });
  }
  try {
    values = parse().values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return {
    allowWrites: values["allow-writes"] ?? false,
    tools: list(values.tools),
    excludeTools: list(values["exclude-tools"]),
    apis: list(values.apis),
    toolsets: list(values.toolsets),
    yesDestructive: values["yes-destructive"] ?? false,
    allowDirs: values["allow-dir"] ?? [],
    maxResultChars: integer(
      "--max-result-chars",
      values["max-result-chars"],
      DEFAULT_MAX_RESULT_CHARS,
      2_000,
      10_000_000,
    ),
    listTools: values["list-tools"] ?? false,
    http: values.http ?? false,
    port: integer("--port", values.port, DEFAULT_PORT, 0, 65_535),
    profile: values.profile,
    clientId: values["client-id"],
    clientSecretFile: values["client-secret-file"],
    region: values.region,
    authUrl: values["auth-url"],
    platformUrl: values["platform-url"],
    prepUrl: values["prep-url"],
    chainsUrl: values["chains-url"],
    previewAuthUrl: values["preview-auth-url"],
    apiVersion: values["api-version"],
    debug: values.debug ?? false,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}
