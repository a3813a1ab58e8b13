import { PassThrough } from "node:stream";
import { lazyModule } from "../lazy-module.js";
import type { Runtime } from "../runtime.js";
import { withJitlessZod } from "../zod-jitless.js";
import { Opening } from "./opening.js";

/**
 * Serves the tools over this process's standard input and output (one client, the host that started
 * the process). Resolves when the client closes standard input.
 *
 * The opening (initialize, initialized, ping, tools/list) is answered without the MCP SDK
 * ({@link Opening}); the SDK serves the session from the first other message (the first tools/call),
 * from the same state: it reads the opening's `initialize` first. Its modules are loaded once the first
 * `tools/list` is answered, while the host reads the list (or at that first message, if it comes first).
 */
export function serveOnStdio(runtime: Runtime, onError: (error: Error) => void): Promise<void> {
  const { stdin, stdout } = process;
  const opening = new Opening(runtime);
  // Bytes read and not yet answered by the opening; once handed over, the SDK's input.
  let unread = Buffer.alloc(0);
  let sdk: { input: PassThrough; served: Promise<{ close(): Promise<void> }> } | undefined;
  let reading = Promise.resolve();
  const sdkModule = lazyModule(
    () => withJitlessZod(() => import("./stdio-sdk.js")),
    "the MCP SDK's stdio server is not loaded yet",
  );

  const handOver = () => {
    const { lines, answered } = opening.replay();
    const input = new PassThrough();
    for (const line of lines) input.write(`${line}\n`);
    input.write(unread);
    unread = Buffer.alloc(0);
    const served = sdkModule
      .load()
      .then(({ serveWithSdk }) => serveWithSdk(runtime, input, answered, onError));
    sdk = { input, served };
  };

  // One line at a time, in order: the opening answers it, or the SDK takes it and every line after.
  const read = async () => {
    for (let end = unread.indexOf(10); end >= 0 && !sdk; end = unread.indexOf(10)) {
      const line = unread.toString("utf8", 0, end).replace(/\r$/, "");
      const answer = line.trim() === "" ? null : await opening.answer(line);
      if (answer === undefined) {
        handOver();
        return;
      }
      unread = unread.subarray(end + 1);
      if (answer !== null) stdout.write(`${answer}\n`);
      // After the answer is written: the load never holds up the list (a failed load is reported by
      // the message that needs it).
      if (opening.listed) setImmediate(() => sdkModule.load().catch(() => {}));
    }
  };
  stdin.on("data", (chunk: Buffer) => {
    if (sdk) {
      sdk.input.write(chunk);
      return;
    }
    unread = Buffer.concat([unread, chunk]);
    reading = reading.then(read).catch(onError);
  });
  stdin.on("error", onError);
  // The SDK's transport reports the errors of its own writes.
  stdout.on("error", (error) => {
    if (!sdk) onError(error);
  });
  return new Promise((resolve) => {
    stdin.once("end", () => sdk?.input.end());
    stdin.once("close", () => {
      reading
        .then(() => sdk?.served)
        .then((served) => served?.close())
        .then(resolve, resolve);
    });
  });
}
