import { Hono } from "hono";
import { API_NAMES, type ApiName } from "../contract/load.js";
import type { ApiContract } from "../contract/validator.js";
import { DEFAULT_VERSION } from "../contract/versions.js";
import type { Engine } from "../engine/engine.js";
import { apiApp } from "./api-app.js";
import type { HandlerMap, OperationHandler } from "./types.js";

/** A version served beside its API (a preview): its contract, handlers, and its own token endpoint's. */
export interface PreviewApi {
  version: string;
  contract: ApiContract;
  handlers: HandlerMap;
  /** Where its token endpoint is mounted (`/auth/processes-preview`), and that endpoint's handlers. */
  authPrefix: string;
  authHandlers: HandlerMap;
}

/** What the sandbox serves besides the operations of the four specs. */
export interface SandboxParts {
  /** The control routes, under `/__sandbox`. */
  control: Hono;
  /** Routes outside the specs on an API's host (the platform's upload and download URLs), before the APIs'. */
  routes: readonly { prefix: string; app: Hono }[];
  previews: readonly PreviewApi[];
  /** The handler of an operation of the four APIs that has no hand-written one (the spec-driven tier). */
  fallback?: (contract: ApiContract, operationId: string) => OperationHandler | undefined;
}

/**
 * The whole sandbox: the four APIs under `/auth`, `/platform`, `/prep`, `/chains`, and the control
 * routes. A preview answers its paths under its API's prefix only when asked for with its `X-Version`
 * (any other version gets that API's answer for an unknown path) and has its own token endpoint.
 */
export function sandboxApp(engine: Engine, handlers: Record<ApiName, HandlerMap>, parts: SandboxParts): Hono {
  const app = new Hono();
  app.route("/__sandbox", parts.control);
  for (const { prefix, app: routes } of parts.routes) app.route(prefix, routes);
  for (const preview of parts.previews) {
    const prefix = `/${preview.contract.api}`;
    const only = (request: Request) => request.headers.get("x-version") === preview.version;
    app.route(
      prefix,
      apiApp(engine, preview.contract, preview.handlers, { prefix, only, audience: preview.version }),
    );
    const auth = { prefix: preview.authPrefix };
    app.route(preview.authPrefix, apiApp(engine, engine.contracts.auth, preview.authHandlers, auth));
  }
  for (const api of API_NAMES)
    app.route(`/${api}`, apiApp(engine, engine.contracts[api], handlers[api], undefined, parts.fallback));
  app.notFound((c) =>
    c.json(
      {
        error: "not_found",
        error_description: `Nothing is served at ${new URL(c.req.url).pathname}; the APIs live under ${API_NAMES.map((a) => `/${a}`).join(", ")}.`,
        version: DEFAULT_VERSION,
      },
      404,
    ),
  );
  // Response mismatches (in `throw` mode) and aborted requests reach the caller as rejections.
  app.onError((error) => {
    throw error;
  });
  return app;
}
