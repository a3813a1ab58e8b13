import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { Io, Output } from "../../cli/src/io.js";
import { main } from "../../cli/src/main.js";

/** A `reportkit` command that runs each command line in this process: its folder (for PATH), and stop. */
export interface CliRelay {
  /** The folder holding the `reportkit` command. */
  bin: string;
  close(): Promise<void>;
}

const { version } = JSON.parse(readFileSync(new URL("../../cli/package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** What the command sends: its command line, environment, directory and standard input (base64). */
interface Call {
  argv: string[];
  env: Record<string, string>;
  cwd: string;
  stdin: string;
}

/**
 * The `reportkit` a shell example calls: a few lines of plain JavaScript (no TypeScript, no catalogue
 * to load) that send the command line, its environment, directory and standard input to the relay and
 * print what it answers, with its exit code. Standard output closed early (`| head`) is not an error.
 */
const shimSource = (
  url: string,
) => `// Written by @reportkit/snippet-tests (src/cli-relay.ts): runs the command line in the test's process.
import { readFileSync } from "node:fs";
import { request } from "node:http";
const stdin = process.stdin.isTTY ? "" : readFileSync(0).toString("base64");
const body = JSON.stringify({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd(), stdin });
const answer = await new Promise((resolve, reject) => {
  const req = request(${JSON.stringify(url)}, { method: "POST" }, (res) => {
    const chunks = [];
    res.on("data", (chunk) => chunks.push(chunk));
    res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
    res.on("error", reject);
  });
  req.on("error", reject);
  req.end(body);
});
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
process.stderr.write(Buffer.from(answer.stderr, "base64"));
process.stdout.write(Buffer.from(answer.stdout, "base64"));
process.exitCode = answer.code;
`;

/** One command line run by the CLI's main() (what packages/cli/src/bin.ts calls) with the caller's I/O. */
async function runCall(call: Call): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdin = Buffer.from(call.stdin, "base64");
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const output = (into: Buffer[]): Output => ({
    isTTY: false,
    write: (text: string | Uint8Array) => into.push(Buffer.from(text)),
  });
  const io: Io = {
    env: call.env,
    stdin: () => Readable.from(stdin.length ? [stdin] : []),
    readStdin: () => stdin.toString("utf8"),
    stdout: output(out),
    stderr: output(err),
    cwd: call.cwd,
    onInterrupt: () => () => {},
  };
  let code: number;
  try {
    code = await main(call.argv, version, io);
  } catch (error) {
    // bin.ts would end with Node's report of an uncaught error: the same exit code, its stack printed.
    err.push(Buffer.from(`${error instanceof Error ? error.stack : String(error)}\n`));
    code = 1;
  }
  return {
    code,
    stdout: Buffer.concat(out).toString("base64"),
    stderr: Buffer.concat(err).toString("base64"),
  };
}

/**
 * Starts a relay on 127.0.0.1 and writes, in `workDir/bin`, a `reportkit` command that runs each of
 * its command lines in this process through the CLI's main() (the executable's own code, minus its few
 * lines on the real process): the CLI's modules and its 377-operation catalogue load once, not once per
 * command (about 1.5 s of CPU each). That the executable itself runs is the CLI's own spawned tests'.
 */
export async function startCliRelay(workDir: string): Promise<CliRelay> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const call = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Call;
      void runCall(call).then((answer) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const bin = join(workDir, "bin");
  mkdirSync(bin, { recursive: true });
  const script = join(bin, "reportkit-relay.mjs");
  writeFileSync(script, shimSource(`http://127.0.0.1:${port}/`));
  const shim = join(bin, "reportkit");
  writeFileSync(shim, `#!/bin/sh\nexec '${process.execPath}' '${script}' "$@"\n`);
  chmodSync(shim, 0o755);
  return {
    bin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
