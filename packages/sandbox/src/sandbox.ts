import { authHandlers } from "./apis/auth/index.js";
import { chainsHandlers } from "./apis/chains/index.js";
import { genericHandler } from "./apis/generic/handler.js";
import { platformHandlers } from "./apis/platform/index.js";
import { transferApp } from "./apis/platform/transfer-routes.js";
import { prepHandlers } from "./apis/prep/index.js";
import { PROCESSES_PREVIEW_AUTH_PATH, PROCESSES_PREVIEW_VERSION } from "./apis/processes/index.js";
import { previewApis } from "./apis/processes/preview.js";
import { TIME_STEPS } from "./apis/time-steps.js";
import { API_NAMES, type ApiName } from "./contract/load.js";
import { DEFAULT_VERSION, SUPPORTED_VERSIONS } from "./contract/versions.js";
import { controlApp, createControl, type SandboxControl } from "./control.js";
import { Engine } from "./engine/engine.js";
import type { SandboxOptions } from "./engine/options.js";
import { sandboxApp } from "./http/app.js";
import { isConnectionReset } from "./http/fault-responses.js";
import { recordCallerSignal } from "./http/request-signal.js";
import type { DemoIds } from "./state/seed.js";
import type { SandboxState } from "./state/types.js";

/** The origin of the in-process fetch (any origin works; this one appears in links). */
export const IN_PROCESS_ORIGIN = "http://sandbox.local";

export type SandboxUrls = Record<ApiName, string>;

export interface SandboxCredentials {
  /** The demo client: every scope (ALL_SCOPES). */
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** Where to ask for tokens (`{auth}/oauth2/token`). */
  tokenUrl: string;
  /** A client with the read scopes only (file:read graph:read activity:read). */
  readOnly: { clientId: string; clientSecret: string; scopes: string[] };
}

/**
 * The processes preview: its paths answer under `urls.platform` with `X-Version: <version>` and a token
 * from its own token endpoint (`authUrl` serves `/oauth2/token`; `tokenUrl` is the whole address).
 */
export interface SandboxPreview {
  version: string;
  authUrl: string;
  tokenUrl: string;
}

export function sandboxPreview(origin: string): SandboxPreview {
  const authUrl = `${origin}${PROCESSES_PREVIEW_AUTH_PATH}`;
  return { version: PROCESSES_PREVIEW_VERSION, authUrl, tokenUrl: `${authUrl}/oauth2/token` };
}

export type SandboxFetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface Sandbox {
  /** A `fetch` served in process (no port): give it to an SDK as its fetch. */
  fetch: SandboxFetch;
  /** The base address of each API. */
  urls: SandboxUrls;
  credentials: SandboxCredentials;
  /** The processes preview's version and its own token endpoint. */
  preview: SandboxPreview;
  /** Ids of the seeded objects worth reaching for first. */
  demo: DemoIds;
  control: SandboxControl;
  /** The live state, brought up to the sandbox clock when read. Treat it as read-only. */
  readonly state: SandboxState;
  /** Serves one request; the HTTP server uses it too. A dropped connection is a marked Response. */
  handle(request: Request): Promise<Response>;
}

export function sandboxUrls(origin: string): SandboxUrls {
  return Object.fromEntries(API_NAMES.map((api) => [api, `${origin}/${api}`])) as SandboxUrls;
}

export function sandboxCredentials(engine: Engine, origin: string): SandboxCredentials {
  const [demo, readOnly] = engine.state.clients as [SandboxState["clients"][0], SandboxState["clients"][0]];
  return {
    clientId: demo.id,
    clientSecret: demo.secret,
    scopes: [...demo.scopes],
    tokenUrl: `${origin}/auth/oauth2/token`,
    readOnly: { clientId: readOnly.id, clientSecret: readOnly.secret, scopes: [...readOnly.scopes] },
  };
}

/** The error `fetch` (undici) raises when the connection drops. */
function connectionResetError(): TypeError {
  const cause = Object.assign(new Error("read ECONNRESET"), {
    code: "ECONNRESET",
    errno: -104,
    syscall: "read",
  });
  return new TypeError("fetch failed", { cause });
}

/**
 * `fetch` over `handle`, in process: a path alone is resolved against {@link IN_PROCESS_ORIGIN}; a
 * dropped connection rejects like undici's, and an aborted request with its signal's reason.
 */
function inProcessFetch(handle: (request: Request) => Promise<Response>): SandboxFetch {
  return async (input, init) => {
    const target =
      typeof input === "string" && input.startsWith("/") ? `${IN_PROCESS_ORIGIN}${input}` : input;
    const request = new Request(target, init);
    // The caller's own signal, not the Request's copy of it (see http/request-signal.ts).
    const signal = init?.signal ?? (input instanceof Request ? input.signal : request.signal);
    recordCallerSignal(request, signal);
    if (signal.aborted) throw signal.reason;
    const response = await handle(request);
    if (isConnectionReset(response)) throw connectionResetError();
    if (signal.aborted) {
      // Like fetch: a caller that aborted before the answer arrived gets the abort, not the answer.
      await response.body?.cancel().catch(() => {});
      throw signal.reason;
    }
    return response;
  };
}

/**
 * A sandbox of the four APIs, in memory: `fetch` serves requests in process, deterministic from `seed`,
 * on the sandbox clock. `startSandbox` puts the same application on a port.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const engine = new Engine(options, TIME_STEPS);
  const control = createControl(engine);
  const describe = (origin: string) => ({
    urls: sandboxUrls(origin),
    credentials: sandboxCredentials(engine, origin),
    demo: engine.demo,
    versions: { supported: SUPPORTED_VERSIONS, default: DEFAULT_VERSION },
    preview: sandboxPreview(origin),
  });
  const app = sandboxApp(
    engine,
    { auth: authHandlers, platform: platformHandlers, prep: prepHandlers, chains: chainsHandlers },
    {
      control: controlApp(control, describe),
      routes: [{ prefix: "/platform", app: transferApp(engine) }],
      previews: previewApis(options.specsDir),
      fallback: genericHandler,
    },
  );
  const handle = async (request: Request) => app.fetch(request);
  return {
    fetch: inProcessFetch(handle),
    handle,
    urls: sandboxUrls(IN_PROCESS_ORIGIN),
    credentials: sandboxCredentials(engine, IN_PROCESS_ORIGIN),
    preview: sandboxPreview(IN_PROCESS_ORIGIN),
    get demo() {
      return engine.demo;
    },
    control,
    get state() {
      engine.tick();
      return engine.state;
    },
  };
}
