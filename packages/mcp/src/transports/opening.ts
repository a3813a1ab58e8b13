import { identityOf } from "../identity.js";
import type { Runtime } from "../runtime.js";
import { listedTools } from "../tools/listed.js";

/**
 * The 2025-era protocol versions the MCP SDK's server agrees to in `initialize`, its preferred first
 * (test/unit/opening.test.ts holds this list to the SDK's own).
 */
export const OPENING_VERSIONS: readonly string[] = [
  "2025-11-25",
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07",
];

type Json = Record<string, unknown>;

interface Message {
  id?: string | number;
  method: string;
  params?: Json;
}

const plain = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const keysIn = (value: Json, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));
const strings = (value: Json, keys: readonly string[]) =>
  keys.every((key) => value[key] === undefined || typeof value[key] === "string");

/**
 * A request or notification the opening may answer: strict JSON-RPC 2.0 as the SDK reads it, with no
 * `_meta` (an envelope claim, a progress token: the SDK reads those).
 */
function messageOf(line: string): Message | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!plain(value) || value.jsonrpc !== "2.0" || typeof value.method !== "string") return undefined;
  if (!keysIn(value, ["jsonrpc", "id", "method", "params"])) return undefined;
  if ("id" in value && typeof value.id !== "string" && !Number.isInteger(value.id)) return undefined;
  if ("params" in value && (!plain(value.params) || "_meta" in value.params)) return undefined;
  return value as unknown as Message;
}

/** An `initialize` whose every part the SDK accepts as it is, asking for a version the SDK agrees to. */
function openingInitialize(params: Json | undefined): params is Json & { protocolVersion: string } {
  if (!params || !keysIn(params, ["protocolVersion", "capabilities", "clientInfo"])) return false;
  const { protocolVersion, capabilities, clientInfo } = params;
  if (typeof protocolVersion !== "string" || !OPENING_VERSIONS.includes(protocolVersion)) return false;
  if (!plain(capabilities) || !Object.values(capabilities).every(plain)) return false;
  const roots = capabilities.roots as Json | undefined;
  if (roots && roots.listChanged !== undefined && typeof roots.listChanged !== "boolean") return false;
  return (
    plain(clientInfo) &&
    keysIn(clientInfo, ["name", "version", "title", "description", "websiteUrl"]) &&
    typeof clientInfo.name === "string" &&
    typeof clientInfo.version === "string" &&
    strings(clientInfo, ["title", "description", "websiteUrl"])
  );
}

const empty = (params: Json | undefined) => !params || Object.keys(params).length === 0;

/**
 * The opening of a stdio session, answered without the MCP SDK (its protocol schemas cost a start more
 * than everything else): a 2025-era `initialize`, the `initialized` notification, `ping` and
 * `tools/list`, each answered exactly as the SDK's server would (test/unit/opening.test.ts compares
 * them). Any other message, or one of these in a shape it does not know, is the SDK's: `answer` then
 * resolves `undefined`, and `replay` gives the lines the SDK must read first to reach the same state
 * (the `initialize` and `initialized` the opening took, whose answers are already sent).
 */
export class Opening {
  #initialize: { id: string | number; line: string } | undefined;
  #initialized: string | undefined;
  #listed = false;

  constructor(private readonly runtime: Runtime) {}

  /** The answer to one line (`null`: a notification, nothing to answer), or `undefined`: the SDK's. */
  async answer(line: string): Promise<string | null | undefined> {
    const message = messageOf(line);
    if (!message) return undefined;
    const { id, method, params } = message;
    if (id === undefined) {
      if (method !== "notifications/initialized" || !this.#initialize || this.#initialized || !empty(params))
        return undefined;
      this.#initialized = line;
      return null;
    }
    if (method === "initialize") {
      if (this.#initialize || !openingInitialize(params)) return undefined;
      this.#initialize = { id, line };
      const { serverInfo, capabilities, instructions } = identityOf(this.runtime);
      const result = { protocolVersion: params.protocolVersion, capabilities, serverInfo, instructions };
      return JSON.stringify({ result, jsonrpc: "2.0", id });
    }
    if (!this.#initialize) return undefined;
    if (method === "ping" && empty(params)) return JSON.stringify({ result: {}, jsonrpc: "2.0", id });
    if (method === "tools/list" && (!params || (keysIn(params, ["cursor"]) && strings(params, ["cursor"])))) {
      const tools = await listedTools(this.runtime);
      this.#listed = true;
      return JSON.stringify({ result: { tools }, jsonrpc: "2.0", id });
    }
    return undefined;
  }

  /** Whether it answered a `tools/list`: the host has what it needs and a call may come. */
  get listed(): boolean {
    return this.#listed;
  }

  /** What the SDK reads before the first message the opening left to it, and the id of the answer it must not send again. */
  replay(): { lines: string[]; answered: string | number | undefined } {
    const lines = [this.#initialize?.line, this.#initialized].filter((line) => line !== undefined);
    return { lines, answered: this.#initialize?.id };
  }
}
