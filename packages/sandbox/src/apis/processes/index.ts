import { ApiError, notFound } from "../../core/api-error.js";
import type { HandlerMap, OperationHandler } from "../../http/types.js";
import type { SandboxState } from "../../state/types.js";
import { requestToken } from "../auth/index.js";

/** The processes preview's version: its paths exist only under it, its tokens come from its own endpoint. */
export const PROCESSES_PREVIEW_VERSION = "2026-04-01.processes.preview";
/** Where the preview's token endpoint lives, under the sandbox's origin (it serves `/oauth2/token`). */
export const PROCESSES_PREVIEW_AUTH_PATH = "/auth/processes-preview";

type Payload = Record<string, unknown>;
interface PreviewState {
  processes: Map<string, Payload>;
  runs: Map<string, Payload>;
}

// Simple in-memory state, kept beside the sandbox state object: a reset (a new state) starts it afresh.
const states = new WeakMap<SandboxState, PreviewState>();
function stateOf(state: SandboxState): PreviewState {
  let preview = states.get(state);
  if (!preview) {
    preview = { processes: new Map(), runs: new Map() };
    states.set(state, preview);
  }
  return preview;
}

const payload = (body: unknown): Payload =>
  body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Payload) : {};

/** Everything the caller sent, except what the sandbox owns. */
function fields(body: unknown): Payload {
  const { id: _id, created: _created, modified: _modified, revision: _revision, ...rest } = payload(body);
  return rest;
}

function processOf(req: Parameters<OperationHandler>[0]): Payload {
  const process = stateOf(req.engine.state).processes.get(req.params.processId!);
  if (!process) throw notFound(`No process has the id '${req.params.processId}'.`, "processId");
  return process;
}

const getProcesses: OperationHandler = ({ engine }) => ({
  status: 200,
  body: { data: [...stateOf(engine.state).processes.values()] },
});

const createProcess: OperationHandler = ({ engine, body }) => {
  const now = engine.iso();
  const process = { ...fields(body), id: engine.random.hex(32), created: now, modified: now, revision: 1 };
  stateOf(engine.state).processes.set(process.id, process);
  return { status: 201, body: process };
};

const getProcessById: OperationHandler = (req) => ({ status: 200, body: processOf(req) });

/** Merges the given members into the process (a member set to null is removed). */
function merge(process: Payload, changes: Payload, now: string): void {
  for (const [key, value] of Object.entries(fields(changes))) {
    if (value === null) delete process[key];
    else process[key] = value;
  }
  process.modified = now;
  process.revision = Number(process.revision ?? 0) + 1;
}

const partiallyUpdateProcessById: OperationHandler = (req) => {
  const process = processOf(req);
  merge(process, payload(req.body), req.engine.iso());
  return { status: 200, body: process };
};

/** `{ updates: [changes...] }` merged in order; a body without `updates` is one change. */
const batchUpdateProcess: OperationHandler = (req) => {
  const process = processOf(req);
  const body = payload(req.body);
  const updates = Array.isArray(body.updates) ? body.updates : [body];
  for (const [i, update] of updates.entries()) {
    if (update === null || typeof update !== "object" || Array.isArray(update)) {
      throw new ApiError(400, "invalid_request", `updates[${i}] must be an object.`, {
        target: `updates[${i}]`,
      });
    }
  }
  for (const update of updates) merge(process, update as Payload, req.engine.iso());
  return { status: 200, body: { process, applied: updates.length } };
};

/** The sandbox runs a process at once: the run is `completed` when it is created. */
const runProcess: OperationHandler = (req) => {
  const process = processOf(req);
  const now = req.engine.iso();
  const run = {
    id: req.engine.random.hex(32),
    processId: process.id,
    status: "completed",
    input: payload(req.body),
    started: now,
    finished: now,
  };
  stateOf(req.engine.state).runs.set(run.id, run);
  return { status: 201, body: run };
};

/** A process without a `name` is invalid; anything else passes. */
const validateProcess: OperationHandler = (req) => {
  const process = processOf(req);
  const issues =
    typeof process.name === "string" && process.name.trim() !== ""
      ? []
      : [{ code: "missing_name", message: "The process has no name.", target: "name" }];
  return { status: 200, body: { processId: process.id, valid: issues.length === 0, issues } };
};

const getProcessRunById: OperationHandler = ({ engine, params }) => {
  const run = stateOf(engine.state).runs.get(params.processRunId!);
  if (!run) throw notFound(`No process run has the id '${params.processRunId}'.`, "processRunId");
  return { status: 200, body: run };
};

export const processesHandlers: HandlerMap = {
  getProcesses,
  createProcess,
  getProcessById,
  partiallyUpdateProcessById,
  batchUpdateProcess,
  runProcess,
  validateProcess,
  getProcessRunById,
};

/**
 * The preview's own token endpoint: the client-credentials grant of the stable one, asked with
 * `X-Version: 2026-04-01.processes.preview` (any other version is refused); its tokens are the only
 * ones the preview's paths accept.
 */
const requestPreviewToken: OperationHandler = async (req) => {
  if (req.version !== PROCESSES_PREVIEW_VERSION) {
    throw new ApiError(
      400,
      "unsupported_version",
      `This token endpoint serves X-Version ${PROCESSES_PREVIEW_VERSION} only (got ${req.headers["x-version"] ?? "none"}).`,
      { target: "X-Version" },
    );
  }
  const result = await requestToken(req);
  const token = (result.body as { access_token: string }).access_token;
  const record = req.engine.state.tokens[token];
  if (record) record.version = PROCESSES_PREVIEW_VERSION;
  return result;
};

export const previewAuthHandlers: HandlerMap = { requestToken: requestPreviewToken };
