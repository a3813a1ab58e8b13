import { withHeaders } from "../http/derive-request.js";
import type { FetchLike } from "../http/fetch-like.js";

/** The X-Version every request carries unless a client or a single call pins another one. */
export const DEFAULT_API_VERSION = "2026-01-01";

/** The X-Version of the processes preview (it has its own token endpoint). */
export const PROCESSES_PREVIEW_VERSION = "2026-04-01.processes.preview";

/**
 * Pins the API version: a request without `X-Version` gets `version`. A request that already
 * carries one (set per call with `headers: { "X-Version": ... }`, or by the client) keeps it, so
 * the most specific choice wins: call > client > default.
 */
export function withVersion(next: FetchLike, version: string = DEFAULT_API_VERSION): FetchLike {
  return (request) =>
    next(request.headers.has("X-Version") ? request : withHeaders(request, { "X-Version": version }));
}
