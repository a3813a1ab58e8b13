import { type Readable, Writable } from "node:stream";
import { StdioServerTransport, serveStdio } from "@modelcontextprotocol/server/stdio";
import type { Runtime } from "../runtime.js";
import { createToolServer } from "../server.js";

/**
 * Serves the rest of a stdio session with the MCP SDK: it reads `input` (the opening's `initialize`
 * and `initialized` replayed, then what the client sends) and writes to standard output, but for its
 * answer to the replayed `initialize` (id `answered`), which the opening sent already.
 */
export function serveWithSdk(
  runtime: Runtime,
  input: Readable,
  answered: string | number | undefined,
  onError: (error: Error) => void,
): { close(): Promise<void> } {
  let skip = answered;
  const output = new Writable({
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      if (skip !== undefined) {
        // The SDK writes one message per write.
        const message = JSON.parse(chunk) as { id?: unknown; error?: { message?: string } };
        if (message.id === skip && !("method" in message)) {
          skip = undefined;
          if (message.error)
            onError(new Error(`the replayed initialize was refused: ${message.error.message}`));
          done();
          return;
        }
      }
      process.stdout.write(chunk, done);
    },
  });
  const transport = new StdioServerTransport(input, output);
  return serveStdio(() => createToolServer(runtime), { onerror: onError, transport });
}
