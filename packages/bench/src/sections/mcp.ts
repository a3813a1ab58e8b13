// The MCP server's start (issue 25): `tools/list` answers in under 200 ms after start. Each round spawns
// the bundled `reportkit-mcp` (no credentials: it lists its tools without them), speaks plain JSON-RPC
// over its stdio (initialize, initialized, tools/list) and times each answer from the spawn; `node -e 0`
// in the same rounds is the floor any Node process pays. What the list costs an agent (issue 34): the
// bytes of the tools/list answer at the default start, and with toolsets of 25 operations listed. The
// opening (initialize, tools/list) is answered without the MCP SDK, which the first other message loads:
// the first tools/call (find_operations) after it says what that costs.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ALL_TOOLSETS, knownToolsets } from "@reportkit/mcp";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { spread } from "../stats.js";

const SECTION = `mcp (reportkit-mcp over stdio, ${settings.mcpRounds} rounds, each a fresh process)`;
const LIMIT_MS = 200;
const DEFAULT_BYTES = 24_000;
const TOOLSET_BYTES = 40_000;
/** The one toolset whose size is nearest 25 operations (the "one toolset of ~25"), writes allowed. */
const [nearestName, nearestSize] = [...knownToolsets()]
  .filter(([name]) => name !== ALL_TOOLSETS)
  .reduce((best, entry) => (Math.abs(entry[1] - 25) < Math.abs(best[1] - 25) ? entry : best));
const TWENTY_FIVE = ["--toolsets", nearestName, "--allow-writes"];
const bin = fileURLToPath(new URL("../dist/reportkit-mcp.js", import.meta.resolve("@reportkit/mcp")));

interface Start {
  initializeMs: number;
  toolsListMs: number;
  /** From the spawn to the first tools/call answered (0 when none was sent). */
  firstCallMs: number;
  tools: number;
  /** Bytes of the tools/list answer line, as sent. */
  listBytes: number;
}

/**
 * One start: milliseconds from the spawn to the initialize answer, to the tools/list answer and, with
 * `call`, to the answer of a tools/call sent after it.
 */
function startOnce(args: readonly string[] = [], call = false): Promise<Start> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
      stdio: ["pipe", "pipe", "ignore"],
    });
    const send = (message: object) =>
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    let initializeMs = 0;
    let toolsListMs = 0;
    let listed = { tools: 0, listBytes: 0 };
    let buffer = "";
    child.once("error", reject);
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
        const line = buffer.slice(0, end);
        const message = JSON.parse(line) as {
          id?: number;
          result?: { tools?: unknown[]; isError?: boolean };
        };
        buffer = buffer.slice(end + 1);
        if (message.id === 1) {
          initializeMs = performance.now() - started;
          send({ method: "notifications/initialized" });
          send({ id: 2, method: "tools/list", params: {} });
        } else if (message.id === 2) {
          toolsListMs = performance.now() - started;
          listed = { tools: message.result?.tools?.length ?? 0, listBytes: Buffer.byteLength(line) };
          if (call) {
            const params = { name: "find_operations", arguments: { query: "chain run status" } };
            send({ id: 3, method: "tools/call", params });
          } else {
            child.stdin.end();
            resolve({ initializeMs, toolsListMs, firstCallMs: 0, ...listed });
          }
        } else if (message.id === 3) {
          const firstCallMs = performance.now() - started;
          child.stdin.end();
          if (!message.result || message.result.isError) reject(new Error(`find_operations failed: ${line}`));
          else resolve({ initializeMs, toolsListMs, firstCallMs, ...listed });
        }
      }
    });
    send({
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "bench", version: "1" },
      },
    });
  });
}

function nodeFloor(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["-e", "0"], { stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", () => resolve(performance.now() - started));
  });
}

export async function mcp(): Promise<{ rows: Row[]; details: unknown }> {
  await startOnce(); // warm the file cache
  const floor: number[] = [];
  const starts: Start[] = [];
  for (let round = 0; round < settings.mcpRounds; round++) {
    floor.push(await nodeFloor());
    starts.push(await startOnce([], true));
  }
  const listed = spread(starts.map((s) => s.toolsListMs));
  const ms = (figure: string, values: number[]): Row => ({
    section: SECTION,
    figure,
    unit: "ms",
    spread: spread(values),
  });
  const rows: Row[] = [
    ms("node -e 0 (spawn to exit)", floor),
    ms(
      "spawn to initialize answered",
      starts.map((s) => s.initializeMs),
    ),
    ms(
      "initialize answered to tools/list answered",
      starts.map((s) => s.toolsListMs - s.initializeMs),
    ),
    {
      section: SECTION,
      figure: `spawn to tools/list answered (${starts[0]?.tools ?? 0} tools, the default start)`,
      unit: "ms",
      spread: listed,
      target: { text: `<= ${LIMIT_MS} ms`, pass: listed.median <= LIMIT_MS },
    },
    ms(
      "tools/list answered to the first tools/call answered (find_operations: loads the MCP SDK and the operation table)",
      starts.map((s) => s.firstCallMs - s.toolsListMs),
    ),
  ];
  const toolset = await startOnce(TWENTY_FIVE);
  const bytes = (figure: string, value: number, limit: number): Row => ({
    section: SECTION,
    figure,
    unit: "bytes",
    spread: spread([value]),
    target: { text: `<= ${limit.toLocaleString("en-US")} bytes`, pass: value <= limit },
  });
  rows.push(
    bytes(
      `tools/list bytes, default start (${starts[0]?.tools ?? 0} tools, every operation reachable)`,
      starts[0]?.listBytes ?? 0,
      DEFAULT_BYTES,
    ),
    bytes(
      `tools/list bytes, toolset ${nearestName} (${nearestSize} operations) with writes (${toolset.tools} tools)`,
      toolset.listBytes,
      TOOLSET_BYTES,
    ),
  );
  return { rows, details: { floorMs: floor, starts, toolset } };
}
