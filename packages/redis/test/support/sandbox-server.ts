// The sandbox of the multi-process tests in a process of its own, bundled by esbuild (see
// workers.ts) and forked: the service the workers share does not stall when the test's process is
// busy (forking workers, reading their reports, restarting redis-server). It serves the sandbox
// through a recording front and answers the test over IPC.
import { createSandbox, type SandboxOptions } from "@reportkit/sandbox";
import { RecordingFront } from "./recording-front.js";

/** A request of the test: `id` comes back on its reply. */
export type ServerRequest =
  | { type: "reset"; id: number }
  | { type: "revoke-tokens"; id: number }
  | { type: "issue-token"; id: number }
  | { type: "exchanges"; id: number; since: number };

const options = JSON.parse(process.env.SANDBOX_OPTIONS ?? "{}") as SandboxOptions;
const sandbox = createSandbox(options);
const front = await RecordingFront.start(sandbox);
const send = (message: unknown) => process.send?.(message);

process.on("message", (request: ServerRequest) => {
  const reply = (value?: unknown) => send({ type: "reply", id: request.id, value });
  if (request.type === "reset") {
    sandbox.control.reset();
    front.exchanges.length = 0;
    reply();
  } else if (request.type === "revoke-tokens") {
    for (const token of Object.keys(sandbox.state.tokens)) delete sandbox.state.tokens[token];
    reply();
  } else if (request.type === "issue-token") {
    reply(sandbox.control.issueToken());
  } else if (request.type === "exchanges") {
    reply(front.since(request.since));
  }
});
process.on("disconnect", () => {
  void front.close().then(() => process.exit(0));
});

send({
  type: "ready",
  urls: front.urls,
  demo: sandbox.demo,
  credentials: { clientId: sandbox.credentials.clientId, clientSecret: sandbox.credentials.clientSecret },
});
