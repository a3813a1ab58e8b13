import type { Reportkit } from "@reportkit/sdk";
import type { Connection } from "../client/connect.js";
import { UsageError } from "../errors.js";
import { fillPath, type PreparedRequest, queryString } from "./prepared.js";

/** What came back: the parsed body (JSON, else text; undefined when empty) and the response. */
export interface Sent {
  status: number;
  data: unknown;
  response: Response;
}

type UntypedCall = (
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; response: Response }>;

/** The SDK instance an operation goes through: the stable one, or the one pinned to its preview version. */
export function instanceFor(connection: Connection, request: PreparedRequest): Reportkit<true> {
  const operation = request.operation;
  return operation && operation.api !== operation.family
    ? connection.versioned(operation.version)
    : connection.rk;
}

/**
 * Sends a request through the SDK (auth, X-Version, retries, typed errors). An operation of the specs
 * goes through its API's typed client; any other path through the API's wired fetch, whose non-2xx
 * answers become an error carrying the status.
 */
export async function send(
  connection: Connection,
  request: PreparedRequest,
  signal?: AbortSignal,
): Promise<Sent> {
  const rk = instanceFor(connection, request);
  if (request.operation) {
    if (request.family === "auth")
      throw new UsageError("The token endpoint is not called from the command line: see `reportkit whoami`.");
    const client = rk[request.family] as unknown as Record<string, UntypedCall>;
    const call = client[request.method.toUpperCase()];
    if (!call) throw new UsageError(`${request.method} is not a method the client sends.`);
    const result = await call(request.path, {
      params: { path: request.pathParams, query: request.query },
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal,
    });
    return { status: result.response.status, data: result.data, response: result.response };
  }
  return sendRaw(connection, rk, request, signal);
}

async function sendRaw(
  connection: Connection,
  rk: Reportkit<true>,
  request: PreparedRequest,
  signal?: AbortSignal,
): Promise<Sent> {
  if (request.family === "auth")
    throw new UsageError("The token endpoint is not called from the command line: see `reportkit whoami`.");
  const base = connection.settings.urls[request.family];
  if (!base)
    throw new UsageError(
      `No address for the ${request.family} API: set REPORTKIT_${request.family.toUpperCase()}_URL or REPORTKIT_REGION.`,
    );
  const url = `${base.replace(/\/+$/, "")}${fillPath(request)}${queryString(request.query)}`;
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  if (request.body !== undefined) headers["content-type"] ??= "application/json";
  const response = await rk.fetch[request.family](url, {
    method: request.method.toUpperCase(),
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal,
  });
  const text = await response.text();
  let data: unknown = text === "" ? undefined : text;
  if (text && /json/i.test(response.headers.get("content-type") ?? "")) {
    try {
      data = JSON.parse(text);
    } catch {
      // kept as text
    }
  }
  if (!response.ok) throw new HttpError(response, data);
  return { status: response.status, data, response };
}

/** A non-2xx answer to a path the specs do not describe (typed errors need an operation). */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly status: number;
  readonly requestId?: string;
  constructor(response: Response, data: unknown) {
    const detail =
      data && typeof data === "object"
        ? ((data as { message?: unknown; error?: unknown }).message ?? (data as { error?: unknown }).error)
        : data;
    super(
      `${response.status} ${response.statusText}${detail ? `: ${typeof detail === "string" ? detail : JSON.stringify(detail)}` : ""}`,
    );
    this.status = response.status;
    const id =
      response.headers.get("x-request-id") ??
      response.headers.get("request-id") ??
      response.headers.get("x-correlation-id");
    if (id) this.requestId = id;
  }
}
