import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { type Sandbox, startSandbox } from "@reportkit/sandbox";

/**
 * The executable the tests drive: the built one (turbo builds it before `test`), or the one installed
 * from the packed tarball when REPORTKIT_MCP_BIN names it (`pnpm consumer` runs the e2e tests so).
 */
export const BIN =
  process.env.REPORTKIT_MCP_BIN ?? fileURLToPath(new URL("../../dist/reportkit-mcp.js", import.meta.url));

type StartedSandbox = Sandbox & { close(): Promise<void> };

/** A sandbox over HTTP, and what a server needs to reach it. */
export async function sandboxFixture(options: Parameters<typeof startSandbox>[0] = {}) {
  const sandbox = (await startSandbox({ operationDurationMs: 1_500, ...options })) as StartedSandbox;
  const home = mkdtempSync(join(tmpdir(), "reportkit-mcp-home-"));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    // No profile of the machine's user is ever read: the profiles folder is a fresh one.
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    REPORTKIT_CLIENT_ID: sandbox.credentials.clientId,
    REPORTKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
    REPORTKIT_AUTH_URL: sandbox.urls.auth,
    REPORTKIT_PLATFORM_URL: sandbox.urls.platform,
    REPORTKIT_PREP_URL: sandbox.urls.prep,
    REPORTKIT_CHAINS_URL: sandbox.urls.chains,
    REPORTKIT_PREVIEW_AUTH_URL: sandbox.preview.authUrl,
  };
  return {
    sandbox,
    env,
    home,
    /** Every secret that must never leave the server: the client secret and every token issued so far. */
    secrets: () => [sandbox.credentials.clientSecret, ...Object.keys(sandbox.state.tokens)],
    async close() {
      await sandbox.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Records every message the server sends to the client (set before `connect`). */
export function recordMessages(transport: { onmessage?: unknown }, into: unknown[]): void {
  let handler: ((message: unknown, extra?: unknown) => void) | undefined;
  Object.defineProperty(transport, "onmessage", {
    configurable: true,
    get: () =>
      handler &&
      ((message: unknown, extra?: unknown) => {
        into.push(message);
        handler?.(message, extra);
      }),
    set: (value) => {
      handler = value;
    },
  });
}

export interface Connected {
  client: Client;
  /** Every message the server sent, as the client received it. */
  messages: unknown[];
  /** What the server wrote on standard error so far (stdio only). */
  stderr: () => string;
  /** Whether the server process is still running (stdio only). */
  alive: () => boolean;
  close(): Promise<void>;
}

/** Starts `reportkit-mcp` over stdio with the official client, as a host would. */
export async function connectStdio(args: string[], env: Record<string, string>): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...args],
    env,
    stderr: "pipe",
  });
  let errText = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    errText += chunk.toString("utf8");
  });
  const messages: unknown[] = [];
  recordMessages(transport as unknown as { onmessage?: unknown }, messages);
  const client = new Client({ name: "reportkit-mcp-tests", version: "1.0.0" });
  await client.connect(transport);
  const pid = transport.pid;
  return {
    client,
    messages,
    stderr: () => errText,
    alive: () => {
      try {
        return pid !== null && process.kill(pid, 0);
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

/** Starts `reportkit-mcp --http --port 0` and resolves with its address once it listens. */
export async function startHttpServer(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [BIN, "--http", "--port", "0", ...args], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
      const match = /Streamable HTTP on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`reportkit-mcp exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Connects the official client to an HTTP server with a bearer token. */
export async function connectHttp(url: string, token: string): Promise<Connected> {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const messages: unknown[] = [];
  recordMessages(transport as unknown as { onmessage?: unknown }, messages);
  const client = new Client({ name: "reportkit-mcp-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, messages, stderr: () => "", alive: () => true, close: () => client.close() };
}

/** Fails with the secret's position when any secret appears in any text the server sent. */
export function findSecrets(texts: readonly string[], secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    const forms = [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)];
    for (const text of texts) {
      if (forms.some((form) => text.includes(form)))
        found.push(`${secret.slice(0, 4)}... in ${text.slice(0, 120)}`);
    }
  }
  return found;
}

/** The text of a tool result's content blocks, joined. */
export function textOf(result: { content?: unknown }): string {
  const blocks = (result.content ?? []) as { type: string; text?: string }[];
  return blocks.map((block) => block.text ?? "").join("\n");
}

/** The typed details of a tool error: its `{"error": {...}}` text block (an error has no structuredContent). */
export function errorOf(result: object): Record<string, unknown> | undefined {
  const blocks = ((result as { content?: unknown }).content ?? []) as { type: string; text?: string }[];
  const block = blocks.find((b) => b.type === "text" && b.text?.startsWith('{"error"'));
  return block ? (JSON.parse(block.text!) as { error: Record<string, unknown> }).error : undefined;
}
