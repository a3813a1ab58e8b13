import { readFileSync } from "node:fs";
import type { EnvSource, Logger } from "@reportkit/sdk";
import { type Flags, HELP, list, parseFlags, TOKEN_ENV, UsageError } from "./args.js";
import { ConfigError, missingCredentials, resolveSettings, type Settings } from "./config.js";
import { connector } from "./connection.js";
import { debugLogger } from "./debug-log.js";
import { ResultStore } from "./results/store.js";
import type { Runtime } from "./runtime.js";
import { Scrubber } from "./secrets.js";
import { allowedFolders } from "./tools/paths.js";
import { SelectionError, selectTools } from "./tools/select.js";
import { allTools } from "./tools/table.js";
import type { AnyTool } from "./tools/tool.js";
import { checkToolsets, TOOLSETS_ENV } from "./tools/toolsets.js";
import { serveOnStdio } from "./transports/stdio.js";
import { withJitlessZod } from "./zod-jitless.js";

/** Written in by the bundle (scripts/bundle.mjs), whose chunks sit below dist/. */
declare const __REPORTKIT_MCP_VERSION__: string | undefined;

/** This package's version (package.json sits one folder above both src/ and dist/). */
export const VERSION =
  typeof __REPORTKIT_MCP_VERSION__ === "string"
    ? __REPORTKIT_MCP_VERSION__
    : (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string })
        .version;

/** Where `run` reads and writes, besides the transport (tests pass their own). */
export interface RunIo {
  env: EnvSource;
  /** Human-readable lines: never the protocol (stdout belongs to it under stdio). */
  stderr: (line: string) => void;
  stdout: (text: string) => void;
}

const defaultIo = (): RunIo => ({
  env: process.env,
  stderr: (line) => process.stderr.write(`${line}\n`),
  stdout: (text) => process.stdout.write(text),
});

/** The runtime the flags describe: settings resolved, tools selected, nothing sent yet. */
export async function buildRuntime(
  flags: Flags,
  env: EnvSource,
  log?: Logger,
): Promise<{ runtime: Runtime; settings: Settings }> {
  const settings = resolveSettings(flags, env);
  const allowedDirs = await allowedFolders(flags.allowDirs).catch((error: Error) => {
    throw new ConfigError(`--allow-dir: ${error.message}`);
  });
  const toolsets = checkToolsets(flags.toolsets ?? list([env[TOOLSETS_ENV] ?? ""]) ?? []);
  const selection = {
    apis: flags.apis,
    allowWrites: flags.allowWrites,
    tools: flags.tools,
    excludeTools: flags.excludeTools,
    files: allowedDirs.length > 0,
    toolsets,
  };
  const all = allTools(flags.allowWrites);
  const { enabled, hidden } = selectTools(all, selection);
  // Reachable through call_operation: what the write rules allow, listed or not (with --tools, only
  // what it names: the user chose every tool).
  const reachable = flags.tools ? enabled : selectTools(all, { ...selection, toolsets: undefined }).enabled;
  const operations = new Map(
    [...reachable, ...enabled].flatMap((tool) => (tool.operation ? [[tool.name, tool]] : [])) as [
      string,
      AnyTool,
    ][],
  );
  const scrubber = new Scrubber();
  scrubber.addSecret(settings.options.clientSecret);
  scrubber.addSecret(env[TOKEN_ENV]?.trim());
  const runtime: Runtime = {
    tools: new Map(enabled.map((tool) => [tool.name, tool])),
    operations,
    hidden: new Map([...hidden].filter(([name]) => !operations.has(name))),
    allowWrites: flags.allowWrites,
    confirmDestructive: !flags.yesDestructive,
    store: new ResultStore(),
    scrubber,
    maxResultChars: flags.maxResultChars,
    allowedDirs,
    connection: connector(settings, scrubber, log),
    version: VERSION,
  };
  return { runtime, settings };
}

function httpToken(env: EnvSource, clientSecret: string | undefined): string {
  const token = env[TOKEN_ENV]?.trim();
  if (!token) {
    throw new UsageError(
      `--http needs ${TOKEN_ENV}: a token of your choosing (16 characters or more) that HTTP clients send as a bearer token. It is this server's own, never the platform's credentials.`,
    );
  }
  if (token.length < 16) throw new UsageError(`${TOKEN_ENV} must be 16 characters or more.`);
  if (token === clientSecret) throw new UsageError(`${TOKEN_ENV} must not be the platform's client secret.`);
  return token;
}

const waitForSignal = () =>
  new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });

/**
 * The `reportkit-mcp` command: reads the flags, resolves the settings, selects the tools and serves
 * them until the client goes (stdio) or the process is stopped (HTTP). Resolves with the exit code:
 * 0, or 2 for a command line or configuration that cannot work.
 */
export async function run(argv: readonly string[], io: RunIo = defaultIo()): Promise<number> {
  let flags: Flags;
  let runtime: Runtime;
  let settings: Settings;
  let token: string | undefined;
  const scrub = { text: (text: string) => text };
  try {
    flags = parseFlags(argv);
    if (flags.help) {
      io.stdout(HELP);
      return 0;
    }
    if (flags.version) {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    const log = flags.debug ? debugLogger(io.stderr, (text) => scrub.text(text)) : undefined;
    ({ runtime, settings } = await buildRuntime(flags, io.env, log));
    scrub.text = (text) => runtime.scrubber.text(text);
    if (flags.listTools) {
      for (const tool of runtime.tools.values()) io.stdout(`${tool.name}\t${tool.access}\n`);
      return 0;
    }
    if (flags.http) token = httpToken(io.env, settings.options.clientSecret);
  } catch (error) {
    const setup =
      error instanceof UsageError || error instanceof ConfigError || error instanceof SelectionError;
    // The SDK's ConfigurationError too (a bad address, a profiles file the SDK reads).
    if (setup || (error as Error).name === "ConfigurationError") {
      io.stderr(`reportkit-mcp: ${(error as Error).message}`);
      io.stderr("Run reportkit-mcp --help for the flags.");
      return 2;
    }
    throw error;
  }

  const writes = [...runtime.tools.values()].filter((tool) => tool.access === "write").length;
  io.stderr(
    `reportkit-mcp ${VERSION}: ${runtime.tools.size} tools (${writes ? `${writes} that change data` : "read-only"})`,
  );
  const missing = missingCredentials(settings);
  if (missing) io.stderr(`reportkit-mcp: ${missing} Until then every call answers a CredentialsError.`);
  const onError = (error: Error) => io.stderr(scrub.text(`reportkit-mcp: ${error.message}`));

  if (!token) {
    await serveOnStdio(runtime, onError);
    return 0;
  }
  // Loaded only here: the HTTP adapter (and the fetch globals it subclasses) costs every stdio start.
  const { serveOnHttp } = await withJitlessZod(() => import("./transports/http.js"));
  const http = await serveOnHttp(runtime, { port: flags.port, token }, onError);
  // Listen for the signals before saying where it serves: a supervisor that stops it as soon as it
  // reads that line must not meet the default action (killed, no exit code).
  const stopped = waitForSignal();
  io.stderr(`reportkit-mcp: Streamable HTTP on ${http.url} (bearer token: $${TOKEN_ENV})`);
  await stopped;
  await http.close();
  return 0;
}
