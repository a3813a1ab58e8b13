import { Hono } from "hono";
import type { ApiContract, OperationInfo } from "../contract/validator.js";
import { DEFAULT_VERSION } from "../contract/versions.js";
import { ApiError, notImplemented } from "../core/api-error.js";
import type { Engine } from "../engine/engine.js";
import { errorBody } from "./errors.js";
import { checkResponse, render } from "./respond.js";
import { allowedMethods, pathTemplate } from "./routing.js";
import { runOperation } from "./run-operation.js";
import type { HandlerMap, Mount, OperationHandler, OperationResult } from "./types.js";

/** A handler without an operation in the spec is a startup error. */
function checkHandlers(contract: ApiContract, handlers: HandlerMap): void {
  for (const name of Object.keys(handlers)) {
    if (!contract.operations.some((op) => op.operationId === name)) {
      throw new Error(`@reportkit/sandbox: handler '${name}' has no operation in the ${contract.api} spec`);
    }
  }
}

/** The handler of an operation nothing answers (no hand-written emulation, no fallback): 501. */
const notEmulated =
  (op: OperationInfo): OperationHandler =>
  () => {
    throw notImplemented(op.operationId);
  };

/** 405 with the methods the spec declares for `path`, or 404 when no path of the spec matches. */
function unmatchedError(contract: ApiContract, method: string, path: string): ApiError {
  const template = pathTemplate(contract.operations, path);
  const allowed = template ? allowedMethods(contract.operations, template) : [];
  if (allowed.length === 0) {
    return new ApiError(404, "not_found", `No ${contract.api} operation matches ${method} ${path}.`);
  }
  return new ApiError(
    405,
    "method_not_allowed",
    `${method} is not allowed on ${path}; allowed: ${allowed.join(", ")}.`,
    {
      headers: { Allow: allowed.join(", ") },
    },
  );
}

/** The answer to a request no operation of the spec takes (checked against the spec's error shape). */
function unmatched(engine: Engine, contract: ApiContract, mount: Mount, request: Request): Response {
  engine.tick();
  const path = new URL(request.url).pathname.slice(mount.prefix.length) || "/";
  const error = unmatchedError(contract, request.method, path);
  const result: OperationResult = {
    status: error.status,
    body: errorBody(contract.api, DEFAULT_VERSION, error),
    ...(error.extra.headers ? { headers: error.extra.headers } : {}),
  };
  const { response } = render(result);
  const first = contract.operations[0];
  if (first) checkResponse(engine, contract, first.operationId, request, result, response);
  return response;
}

/**
 * One API's routes, made from its spec: every operation is a Hono route to its handler. A gated mount
 * (`only`) takes only the requests it accepts and has no catch-all: the rest go on to later routes.
 */
export function apiApp(
  engine: Engine,
  contract: ApiContract,
  handlers: HandlerMap,
  mount: Mount = { prefix: `/${contract.api}` },
  fallback?: (contract: ApiContract, operationId: string) => OperationHandler | undefined,
): Hono {
  checkHandlers(contract, handlers);
  const app = new Hono();
  for (const op of contract.operations) {
    const handler = handlers[op.operationId] ?? fallback?.(contract, op.operationId) ?? notEmulated(op);
    app.on(op.method, op.routePath, (c, next) => {
      if (mount.only && !mount.only(c.req.raw)) return next();
      // A concrete path of the spec wins over a template that also matches it (OpenAPI's rule):
      // GET .../samples/insertion is not getSample with the id "insertion": the concrete path's own
      // route (registered later: GET /files/trash after GET /files/{fileId}) takes it.
      const path = new URL(c.req.url).pathname.slice(mount.prefix.length);
      if (pathTemplate(contract.operations, path) !== op.path) return next();
      return runOperation(engine, contract, op, handler, c.req.raw, c.req.param(), mount);
    });
  }
  if (!mount.only) app.all("*", (c) => unmatched(engine, contract, mount, c.req.raw));
  return app;
}
