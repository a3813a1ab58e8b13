import type { ApiName } from "../contract/load.js";
import type { Engine } from "../engine/engine.js";
import type { Client } from "../state/types.js";

/** A validated request, as an operation handler receives it. */
export interface OperationRequest {
  api: ApiName;
  operationId: string;
  method: string;
  /** The API version in use (the request's `X-Version`, or the default). */
  version: string;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
  /** Query parameters (the spec has checked them; repeated ones were refused). */
  query: Record<string, string>;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  body: unknown;
  /** The authenticated client (absent on the token endpoint). */
  client: Client | null;
  /** Absolute address of this API, such as `http://127.0.0.1:4010/platform`. */
  baseUrl: string;
  url: URL;
  engine: Engine;
}

export interface OperationResult {
  status: number;
  body?: unknown;
  /** A body that is not JSON (a file the operation answers), with its media type; `body` is ignored then. */
  raw?: { data: string | Uint8Array<ArrayBuffer>; contentType: string };
  headers?: Record<string, string>;
}

export type OperationHandler = ((req: OperationRequest) => OperationResult | Promise<OperationResult>) & {
  /**
   * Checks that run before the spec's validation, for requests whose spec error would say less (such
   * as which positions of an over-long array were refused). Throws an ApiError to refuse.
   */
  precheck?: (req: Pick<OperationRequest, "body" | "query" | "params">) => void;
};

/** Handlers of one API by operationId. */
export type HandlerMap = Record<string, OperationHandler>;

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
