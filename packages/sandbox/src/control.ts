import { type Context, Hono } from "hono";
import { readRange } from "./apis/platform/spreadsheets.js";
import type { Engine } from "./engine/engine.js";
import { checkFaults, type FaultOptions } from "./engine/faults.js";
import type { ResponseMismatch } from "./engine/response-validation.js";
import type { CellValue, SandboxState } from "./state/types.js";

/** Levers over a running sandbox, in process (`sandbox.control`) and over HTTP (`/__sandbox/...`). */
export interface SandboxControl {
  /** The sandbox clock, in epoch ms. */
  now(): number;
  /** Moves the sandbox clock forward (tokens expire, operations and imports progress); returns the new time. */
  advanceClock(ms: number): number;
  /** Merges fault settings into the current ones. */
  setFaults(faults: FaultOptions): void;
  clearFaults(): void;
  faults(): FaultOptions;
  /** Back to the seed data; tokens and faults are dropped, the clock keeps its time. */
  reset(): void;
  /** A deep copy of the whole state, brought up to the clock first. */
  snapshot(): SandboxState;
  /** A bearer token for a registered client (the demo client by default), without an HTTP round trip. */
  issueToken(clientId?: string, scopes?: string[]): string;
  /** The values of a spreadsheet range, `null` for empty cells. */
  readRange(spreadsheetId: string, sheetId: string, range: string): (CellValue | null)[][];
  /** Responses that did not match the specs (recorded in `warn` and `throw` modes). */
  mismatches(): ResponseMismatch[];
}

export function createControl(engine: Engine): SandboxControl {
  return {
    now: () => engine.now(),
    advanceClock: (ms) => {
      const now = engine.clock.advance(ms);
      engine.tick();
      return now;
    },
    setFaults: (faults) => {
      const problem = checkFaults(faults);
      if (problem) throw new TypeError(problem);
      engine.faults.set(faults);
    },
    clearFaults: () => engine.faults.clear(),
    faults: () => ({ ...engine.faults.current }),
    reset: () => engine.reset(),
    snapshot: () => {
      engine.tick();
      return structuredClone(engine.state);
    },
    issueToken: (clientId = engine.state.clients[0]!.id, scopes) => {
      const client = engine.client(clientId);
      if (!client) throw new TypeError(`no client '${clientId}' is registered`);
      return engine.issueToken(client, scopes ?? client.scopes).token;
    },
    readRange: (spreadsheetId, sheetId, range) => {
      engine.tick();
      return readRange(engine, spreadsheetId, sheetId, range);
    },
    mismatches: () => [...engine.mismatches],
  };
}

/** A refused control request: `{ error: "invalid_control_request", message }`. */
const fail = (message: string, status: 400 | 404 = 400) =>
  new Response(JSON.stringify({ error: "invalid_control_request", message }), {
    status,
    headers: { "content-type": "application/json" },
  });

/** The request's JSON body (an empty body is `{}`); throws when it is not JSON. */
const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text.trim() === "") return {};
  return JSON.parse(text) as unknown;
};

/** POST /faults: merges the faults sent into the current ones, and answers all of them. */
async function setFaults(c: Context, control: SandboxControl): Promise<Response> {
  let body: unknown;
  try {
    body = await readJson(c.req.raw);
  } catch {
    return fail("the body must be JSON");
  }
  const problem = checkFaults(body);
  if (problem) return fail(problem);
  control.setFaults(body as FaultOptions);
  return c.json(control.faults());
}

/** POST /clock/advance: `{ "ms": n }` or `{ "seconds": n }` moves the clock forward; answers the new time. */
async function advanceClock(c: Context, control: SandboxControl): Promise<Response> {
  let body: { ms?: unknown; seconds?: unknown };
  try {
    body = (await readJson(c.req.raw)) as typeof body;
  } catch {
    return fail("the body must be JSON");
  }
  const ms =
    typeof body.ms === "number"
      ? body.ms
      : typeof body.seconds === "number"
        ? body.seconds * 1000
        : Number.NaN;
  if (!Number.isFinite(ms) || ms < 0) return fail('send { "ms": n } or { "seconds": n } with n >= 0');
  const now = control.advanceClock(ms);
  return c.json({ now, iso: new Date(now).toISOString() });
}

/** POST /tokens: a bearer token for `{ "clientId"? }` (the demo client by default). */
async function issueToken(c: Context, control: SandboxControl): Promise<Response> {
  let body: { clientId?: unknown };
  try {
    body = (await readJson(c.req.raw)) as typeof body;
  } catch {
    return fail("the body must be JSON");
  }
  const clientId = typeof body.clientId === "string" ? body.clientId : undefined;
  try {
    return c.json({ access_token: control.issueToken(clientId), token_type: "Bearer" });
  } catch (error) {
    return fail((error as Error).message, 404);
  }
}

/** The control routes under `/__sandbox`; never subject to faults, never validated against the specs. */
export function controlApp(control: SandboxControl, describe: (origin: string) => unknown): Hono {
  const app = new Hono();
  app.get("/", (c) => c.json(describe(new URL(c.req.url).origin) as object));
  app.get("/faults", (c) => c.json(control.faults()));
  app.post("/faults", (c) => setFaults(c, control));
  app.delete("/faults", (c) => {
    control.clearFaults();
    return c.json(control.faults());
  });
  app.get("/clock", (c) => c.json({ now: control.now(), iso: new Date(control.now()).toISOString() }));
  app.post("/clock/advance", (c) => advanceClock(c, control));
  app.post("/reset", (c) => {
    control.reset();
    return c.json({ reset: true });
  });
  app.get("/state", (c) => c.json(control.snapshot()));
  app.get("/mismatches", (c) => c.json(control.mismatches()));
  app.post("/tokens", (c) => issueToken(c, control));
  app.all("*", (c) => fail(`no control route ${c.req.method} ${new URL(c.req.url).pathname}`, 404));
  return app;
}
