import type { ApiContract, OperationInfo } from "../contract/validator.js";
import { DEFAULT_VERSION, SUPPORTED_VERSIONS } from "../contract/versions.js";
import { ApiError } from "../core/api-error.js";
import type { Engine } from "../engine/engine.js";
import type { BodyFaultKind, InjectedFault } from "../engine/faults.js";
import { authenticate } from "./auth.js";
import { readBody } from "./body.js";
import { errorBody, invalidRequest } from "./errors.js";
import { connectionReset, withBodyFault, withInvalidJson } from "./fault-responses.js";
import { signalOf } from "./request-signal.js";
import { checkResponse, render } from "./respond.js";
import type { Mount, OperationHandler, OperationResult } from "./types.js";

/** One request to one operation, as the steps of running it share it. */
interface Exchange {
  engine: Engine;
  contract: ApiContract;
  op: OperationInfo;
  request: Request;
  url: URL;
  /** Absolute address of the API, such as `http://127.0.0.1:4010/platform`. */
  baseUrl: string;
  /** The path within the API (after the mount's prefix). */
  path: string;
  /** The token version the mount's paths require (a preview's own), if any. */
  audience: string | undefined;
  /** The version answering: the request's `X-Version` once accepted, the default until then. */
  version: string;
  /** How the answer's body fails on the way out, when a body fault was drawn for it. */
  bodyFault: BodyFaultKind | null;
}

function openExchange(
  engine: Engine,
  contract: ApiContract,
  op: OperationInfo,
  request: Request,
  mount: Mount,
): Exchange {
  const url = new URL(request.url);
  return {
    engine,
    contract,
    op,
    request,
    url,
    baseUrl: `${url.origin}${mount.prefix}`,
    path: url.pathname.slice(mount.prefix.length),
    audience: mount.audience,
    version: DEFAULT_VERSION,
    bodyFault: null,
  };
}

/** Waits out the latency fault, then draws the request fault for this request, if any. */
async function drawRequestFault({
  engine,
  contract,
  path,
  request,
}: Exchange): Promise<InjectedFault | null> {
  const latency = engine.faults.latency(contract.api, path);
  if (latency > 0) await engine.sleep(latency, signalOf(request));
  return engine.faults.pick(contract.api, path, () => engine.faultRandom.next());
}

/** The request's `X-Version`, the default when it has none; a version the sandbox does not serve is a 400. */
function acceptedVersion(request: Request): string {
  const requested = request.headers.get("x-version");
  if (requested === null) return DEFAULT_VERSION;
  if (!(SUPPORTED_VERSIONS as readonly string[]).includes(requested)) {
    throw new ApiError(
      400,
      "unsupported_version",
      `X-Version '${requested}' is not supported; use one of ${SUPPORTED_VERSIONS.join(", ")} (an absent X-Version means ${DEFAULT_VERSION}).`,
      { target: "X-Version" },
    );
  }
  return requested;
}

/** An injected 429 or error status answers instead of the operation. */
function answerInjectedFault(fault: InjectedFault | null): void {
  if (fault?.kind === "rateLimit") {
    throw new ApiError(
      429,
      "rate_limit_exceeded",
      "Too many requests (injected by the sandbox); retry after the number of seconds in Retry-After.",
      { headers: { "Retry-After": String(fault.retryAfterSeconds) } },
    );
  }
  if (fault?.kind === "error") {
    throw new ApiError(
      fault.status,
      fault.status === 503 ? "service_unavailable" : "internal_error",
      `Injected fault: the sandbox answered ${fault.status}.`,
    );
  }
}

/** Every segment of the path must be valid percent-encoding (else 400). */
function checkPathEncoding(url: URL): void {
  for (const segment of url.pathname.split("/")) {
    try {
      decodeURIComponent(segment);
    } catch {
      throw new ApiError(
        400,
        "invalid_request",
        `The path segment '${segment}' is not valid percent-encoding.`,
        { target: "path" },
      );
    }
  }
}

/** The query parameters (a repeated one as a list), integers read as the spec's bounds need them. */
function queryOf({ contract, op, url }: Exchange): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const prev = raw[key];
    raw[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return contract.normalizeQuery(op.operationId, raw);
}

/** The request headers, names in lower case. */
function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

/** Checks the request (path, token, body, then the spec's rules) and answers it with the handler. */
async function callHandler(
  exchange: Exchange,
  handler: OperationHandler,
  params: Record<string, string>,
): Promise<OperationResult> {
  const { engine, contract, op, request } = exchange;
  checkPathEncoding(exchange.url);
  const client = op.secured ? authenticate(engine, request, op, exchange.audience) : null;
  const body = await readBody(request, op, engine.bodyLimitBytes);
  const query = queryOf(exchange);
  const headers = headersOf(request);
  handler.precheck?.({ body, query: query as Record<string, string>, params });
  const issues = contract.validateRequest(op.operationId, {
    method: request.method,
    path: exchange.path,
    query,
    headers,
    body,
  });
  if (issues.length > 0) throw invalidRequest(issues);
  return handler({
    api: contract.api,
    operationId: op.operationId,
    method: request.method,
    version: exchange.version,
    params,
    query: query as Record<string, string>,
    headers,
    body,
    client,
    baseUrl: exchange.baseUrl,
    url: exchange.url,
    engine,
  });
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");

/** The answer to a failure: an ApiError in the API's error shape, anything else a 500 (logged). */
function errorResult({ contract, op, request, version }: Exchange, error: unknown): OperationResult {
  // A caller that gave up (in process, or a client that disconnected from the HTTP server, whose
  // abort reason is a string) gets no answer: nothing to log, nothing to render.
  if (isAbort(error) || signalOf(request).aborted) throw error;
  if (error instanceof ApiError) {
    const style = contract.errorStyle(op.operationId);
    return {
      status: error.status,
      body: errorBody(
        contract.api,
        version,
        error,
        style,
        style === "jsonapi" ? crypto.randomUUID() : undefined,
      ),
      ...(error.extra.headers ? { headers: error.extra.headers } : {}),
    };
  }
  console.error(`@reportkit/sandbox: ${op.operationId} failed`, error);
  const internal = new ApiError(
    500,
    "internal_error",
    `The sandbox failed: ${(error as Error)?.message ?? String(error)}`,
  );
  return { status: 500, body: errorBody(contract.api, version, internal) };
}

/** A JSON body of a 2xx answer, the only kind the invalid-JSON fault replaces. */
const isSuccessfulJson = (result: OperationResult) =>
  result.status >= 200 && result.status < 300 && result.body !== undefined;

/** The answer, checked against the spec, then spoilt by the body fault or invalid-JSON fault if one applies. */
function respond(exchange: Exchange, result: OperationResult): Response {
  const { engine, contract, request } = exchange;
  const { response, text } = render(result);
  checkResponse(engine, contract, exchange.op.operationId, request, result, response);
  if (exchange.bodyFault) return withBodyFault(response, text, exchange.bodyFault, signalOf(request));
  if (isSuccessfulJson(result) && engine.faults.takeInvalidJson(contract.api, exchange.path))
    return withInvalidJson(response, text);
  return response;
}

/** Runs one operation: faults, version, auth, body, spec validation, handler, response validation. */
export async function runOperation(
  engine: Engine,
  contract: ApiContract,
  op: OperationInfo,
  handler: OperationHandler,
  request: Request,
  params: Record<string, string>,
  mount: Mount,
): Promise<Response> {
  const exchange = openExchange(engine, contract, op, request, mount);
  engine.tick();
  let result: OperationResult;
  try {
    const fault = await drawRequestFault(exchange);
    if (fault?.kind === "reset") return connectionReset();
    exchange.bodyFault = engine.faults.takeBodyFault(contract.api, exchange.path);
    exchange.version = acceptedVersion(request);
    answerInjectedFault(fault);
    result = await callHandler(exchange, handler, params);
  } catch (error) {
    result = errorResult(exchange, error);
  }
  return respond(exchange, result);
}
