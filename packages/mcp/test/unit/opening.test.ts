import { PassThrough } from "node:stream";
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/server";
import { StdioServerTransport, serveStdio } from "@modelcontextprotocol/server/stdio";
import { describe, expect, it } from "vitest";
import { parseFlags } from "../../src/args.js";
import { buildRuntime } from "../../src/run.js";
import { createToolServer } from "../../src/server.js";
import { OPENING_VERSIONS, Opening } from "../../src/transports/opening.js";

// The opening of a stdio session is answered without the MCP SDK (src/transports/opening.ts): each
// answer it gives must be the one the SDK's server gives to the same lines, over the SDK's own stdio.
async function runtimeOf(argv: string[]) {
  return (await buildRuntime(parseFlags(argv), {})).runtime;
}

/** The SDK's answers (by id) to the lines, sent one after the other over its stdio transport. */
async function sdkAnswers(argv: string[], lines: string[]): Promise<Map<unknown, unknown>> {
  const runtime = await runtimeOf(argv);
  const input = new PassThrough();
  const output = new PassThrough();
  const answers = new Map<unknown, unknown>();
  let buffered = "";
  output.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
      const message = JSON.parse(buffered.slice(0, end)) as { id?: unknown };
      answers.set(message.id, message);
      buffered = buffered.slice(end + 1);
    }
  });
  const handle = serveStdio(() => createToolServer(runtime), {
    transport: new StdioServerTransport(input, output),
  });
  const requests = lines.filter((line) => "id" in JSON.parse(line)).length;
  for (const line of lines) input.write(`${line}\n`);
  await expect.poll(() => answers.size, { timeout: 60_000 }).toBe(requests);
  await handle.close();
  return answers;
}

async function openingAnswers(argv: string[], lines: string[]) {
  const opening = new Opening(await runtimeOf(argv));
  const answers: (string | null | undefined)[] = [];
  for (const line of lines) answers.push(await opening.answer(line));
  return { answers, opening };
}

const line = (message: object) => JSON.stringify({ jsonrpc: "2.0", ...message });
const initialize = (id: number, protocolVersion: string, extra: object = {}) =>
  line({
    id,
    method: "initialize",
    params: {
      protocolVersion,
      capabilities: { elicitation: {}, roots: { listChanged: true } },
      clientInfo: { name: "a host", version: "1.0.0", title: "A host" },
      ...extra,
    },
  });
const INITIALIZED = line({ method: "notifications/initialized" });

describe("the stdio opening, answered without the MCP SDK", () => {
  it("agrees to the protocol versions the SDK's server agrees to in initialize", () => {
    expect([...OPENING_VERSIONS].sort()).toEqual(
      SUPPORTED_PROTOCOL_VERSIONS.filter((version) => version < "2026").sort(),
    );
  });

  for (const argv of [[], ["--toolsets", "chains", "--allow-writes"]]) {
    it(`answers initialize (every version), ping and tools/list as the SDK's server does (${argv.join(" ") || "default start"})`, async () => {
      for (const version of OPENING_VERSIONS) {
        const lines = [
          initialize(1, version),
          INITIALIZED,
          line({ id: 2, method: "tools/list", params: {} }),
          line({ id: "three", method: "tools/list" }),
          line({ id: 4, method: "ping" }),
          line({ id: 5, method: "tools/list", params: { cursor: "anything" } }),
        ];
        const sdk = await sdkAnswers(argv, lines);
        const { answers } = await openingAnswers(argv, lines);
        expect(answers[1]).toBeNull();
        const ours = answers.filter((answer) => typeof answer === "string").map((a) => JSON.parse(a));
        expect(ours).toHaveLength(5);
        for (const answer of ours) expect(answer).toEqual(sdk.get(answer.id));
      }
    });
  }

  it("leaves to the SDK what it does not answer exactly as the SDK would, and replays its initialize first", async () => {
    const declined = [
      line({ id: 2, method: "tools/list" }), // before initialize
      initialize(3, "1999-01-01"), // a version the SDK answers with its own
      initialize(4, "2026-07-28"), // the modern era
      initialize(5, "2025-06-18", { _meta: { progressToken: 1 } }),
      line({
        id: 6,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: { roots: 1 } },
      }),
      `${initialize(7, "2025-06-18").slice(0, -1)},"extra":1}`,
      "not json",
    ];
    for (const message of declined) {
      expect((await openingAnswers([], [message])).answers).toEqual([undefined]);
    }
    const lines = [
      initialize(1, "2025-06-18"),
      INITIALIZED,
      line({ id: 2, method: "tools/list", params: { _meta: { progressToken: 9 } } }),
    ];
    const { answers, opening } = await openingAnswers([], lines);
    expect(answers.slice(1)).toEqual([null, undefined]);
    for (const other of [
      line({ id: 3, method: "tools/call", params: { name: "find_operations", arguments: {} } }),
      initialize(4, "2025-06-18"), // a second initialize
      line({ id: 5.5, method: "ping" }),
    ]) {
      expect(await opening.answer(other)).toBeUndefined();
    }
    expect(opening.replay()).toEqual({ lines: lines.slice(0, 2), answered: 1 });
  });
});
