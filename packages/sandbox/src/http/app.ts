import { Hono } from "hono";
import { API_NAMES, type ApiName } from "../contract/load.js";
import type { ApiContract, OperationInfo } from "../contract/validator.js";
import { DEFAULT_VERSION, SUPPORTED_VERSIONS } from "../contract/versions.js";
import { ApiError } from "../core/api-error.js";
import type { Engine } from "../engine/engine.js";
import type { BodyFaultKind } from "../engine/faults.js";
import { type ResponseMismatch, ResponseValidationError } from "../engine/response-validation.js";
import { authenticate } from "./auth.js";
import { readBody } from "./body.js";
import { errorBody, invalidRequest } from "./errors.js";
import { connectionReset, withBodyFault, withInvalidJson } from "./fault-responses.js";
import { allowedMethods, pathTemplate } from "./routing.js";
import type { HandlerMap, OperationHandler, OperationResult } from "./types.js";

function render(result: OperationResult): { response: Response; text: string } {
  const text = result.body === undefined ? "" : JSON.stringify(result.body);
  const headers = new Headers(result.headers);
  if (result.body !== undefined) headers.set("content-type", "application/json; charset=utf-8");
  return {
    response: new Response(result.body === undefined ? null : text, { status: result.status, headers }),
    text,
  };
}

function checkResponse(
  engine: Engine,
  contract: ApiContract,
  operationId: string,
  request: Request,
  result: OperationResult,
  response: Response,
): void {
  if (engine.responseValidation === "off") return;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = result.body === undefined ? undefined : (JSON.parse(JSON.stringify(result.body)) as unknown);
  const issues = contract.validateResponse(
    operationId,
    result.status,
    body,
    headers,
    response.headers.get("content-type"),
  );
  if (issues.length === 0) return;
  const mismatch: ResponseMismatch = {
    api: contract.api,
    operationId,
    method: request.method,
    url: request.url,
    status: result.status,
    issues,
  };
  engine.mismatches.push(mismatch);
  const error = new ResponseValidationError(mismatch);
  if (engine.responseValidation === "throw") throw error;
  console.warn(error.message);
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");

/** A JSON body of a 2xx answer, the only kind the invalid-JSON fault replaces. */
const isSuccessfulJson = (result: OperationResult) =>
  result.status >= 200 && result.status < 300 && result.body !== undefined;

/**
 * Where an API's routes are mounted: the path prefix of its base address (`/platform`), and, for a
 * version served beside another on the same prefix (a preview), which requests it takes (the others go
 * on to the next routes) and the token version its paths require (their own token endpoint's).
 */
export interface Mount {
  prefix: string;
  only?: (request: Request) => boolean;
  audience?: string;
}

/** Runs one operation: faults, version, auth, body, spec validation, handler, response validation. */
async function runOperation(
  engine: Engine,
  contract: ApiContract,
  op: OperationInfo,
  handler: OperationHandler,
  request: Request,
  params: Record<string, string>,
  mount: Mount,
): Promise<Response> {
  const api = contract.api;
  const url = new URL(request.url);
  const baseUrl = `${url.origin}${mount.prefix}`;
  const path = url.pathname.slice(mount.prefix.length);
  const faults = engine.faults;
  let version: string = DEFAULT_VERSION;
  let result: OperationResult;
  let bodyFault: BodyFaultKind | null = null;
  engine.tick();
  try {
    const latency = faults.latency(api, path);
    if (latency > 0) await engine.sleep(latency, request.signal);
    const fault = faults.pick(api, path, () => engine.faultRandom.next());
    if (fault?.kind === "reset") return connectionReset();
    bodyFault = faults.takeBodyFault(api, path);

    const requested = request.headers.get("x-version");
    if (requested !== null) {
      if (!(SUPPORTED_VERSIONS as readonly string[]).includes(requested)) {
        throw new ApiError(
          400,
          "unsupported_version",
          `X-Version '${requested}' is not supported; use one of ${SUPPORTED_VERSIONS.join(", ")} (an absent X-Version means ${DEFAULT_VERSION}).`,
          { target: "X-Version" },
        );
      }
      version = requested;
    }
    if (fault?.kind === "rateLimit") {
      throw new ApiError(
        429,
        "rate_limit_exceeded",
        "Too many requests (injected by the sandbox); retry after the number of seconds in Retry-After.",
        {
          headers: { "Retry-After": String(fault.retryAfterSeconds) },
        },
      );
    }
    if (fault?.kind === "error") {
      throw new ApiError(
        fault.status,
        fault.status === 503 ? "service_unavailable" : "internal_error",
        `Injected fault: the sandbox answered ${fault.status}.`,
      );
    }

    for (const segment of url.pathname.split("/")) {
      try {
        decodeURIComponent(segment);
      } catch {
        throw new ApiError(
          400,
          "invalid_request",
          `The path segment '${segment}' is not valid percent-encoding.`,
          {
            target: "path",
          },
        );
      }
    }
    const client = op.secured ? authenticate(engine, request, op, mount.audience) : null;
    const body = await readBody(request, op, engine.bodyLimitBytes);
    const raw: Record<string, string | string[]> = {};
    for (const [key, value] of url.searchParams) {
      const prev = raw[key];
      raw[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
    const query = contract.normalizeQuery(op.operationId, raw);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    handler.precheck?.({ body, query: query as Record<string, string>, params });
    const issues = contract.validateRequest(op.operationId, {
      method: request.method,
      path,
      query,
      headers,
      body,
    });
    if (issues.length > 0) throw invalidRequest(issues);

    result = await handler({
      api,
      operationId: op.operationId,
      method: request.method,
      version,
      params,
      query: query as Record<string, string>,
      headers,
      body,
      client,
      baseUrl,
      url,
      engine,
    });
  } catch (error) {
    // A caller that gave up (in process, or a client that disconnected from the HTTP server, whose
    // abort reason is a string) gets no answer: nothing to log, nothing to render.
    if (isAbort(error) || request.signal.aborted) throw error;
    if (error instanceof ApiError) {
      const style = contract.errorStyle(op.operationId);
      result = {
        status: error.status,
        body: errorBody(api, version, error, style, style === "jsonapi" ? crypto.randomUUID() : undefined),
        ...(error.extra.headers ? { headers: error.extra.headers } : {}),
      };
    } else {
      console.error(`@reportkit/sandbox: ${op.operationId} failed`, error);
      const internal = new ApiError(
        500,
        "internal_error",
        `The sandbox failed: ${(error as Error)?.message ?? String(error)}`,
      );
      result = { status: 500, body: errorBody(api, version, internal) };
    }
  }
  const { response, text } = render(result);
  checkResponse(engine, contract, op.operationId, request, result, response);
  if (bodyFault) return withBodyFault(response, text, bodyFault, request.signal);
  if (isSuccessfulJson(result) && faults.takeInvalidJson(api, path)) return withInvalidJson(response, text);
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
): Hono {
  const app = new Hono();
  const api = contract.api;
  for (const name of Object.keys(handlers)) {
    if (!contract.operations.some((op) => op.operationId === name)) {
      throw new Error(`@reportkit/sandbox: handler '${name}' has no operation in the ${api} spec`);
    }
  }
  /** 405 with the methods the spec declares for the addressed path, or 404 when no path matches. */
  const unmatched = (request: Request): Response => {
    engine.tick();
    const path = new URL(request.url).pathname.slice(mount.prefix.length) || "/";
    const template = pathTemplate(contract.operations, path);
    const allowed = template ? allowedMethods(contract.operations, template) : [];
    const error =
      allowed.length > 0
        ? new ApiError(
            405,
            "method_not_allowed",
            `${request.method} is not allowed on ${path}; allowed: ${allowed.join(", ")}.`,
            {
              headers: { Allow: allowed.join(", ") },
            },
          )
        : new ApiError(404, "not_found", `No ${api} operation matches ${request.method} ${path}.`);
    const result: OperationResult = {
      status: error.status,
      body: errorBody(api, DEFAULT_VERSION, error),
      ...(error.extra.headers ? { headers: error.extra.headers } : {}),
    };
    const { response } = render(result);
    const first = contract.operations[0];
    if (first) checkResponse(engine, contract, first.operationId, request, result, response);
    return response;
  };
  for (const op of contract.operations) {
    const handler: OperationHandler =
      handlers[op.operationId] ??
      (() => {
        throw new ApiError(501, "not_implemented", `The sandbox does not implement ${op.operationId} yet.`);
      });
    app.on(op.method, op.routePath, (c, next) => {
      if (mount.only && !mount.only(c.req.raw)) return next();
      // A concrete path of the spec wins over a template that also matches it (OpenAPI's rule):
      // GET .../samples/insertion is not getSample with the id "insertion".
      const path = new URL(c.req.url).pathname.slice(mount.prefix.length);
      if (pathTemplate(contract.operations, path) !== op.path) return unmatched(c.req.raw);
      return runOperation(engine, contract, op, handler, c.req.raw, c.req.param(), mount);
    });
  }
  if (!mount.only) app.all("*", (c) => unmatched(c.req.raw));
  return app;
}

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
  for (const api of API_NAMES) app.route(`/${api}`, apiApp(engine, engine.contracts[api], handlers[api]));
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
