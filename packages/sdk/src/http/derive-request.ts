/**
 * Requests are immutable once built, so layers derive new ones. These helpers keep the attempt
 * number the retry layer assigned (read by the logging layer) across every derivation.
 */
const attempts = new WeakMap<Request, number>();

/** Records which attempt (1-based) `request` is; returns it. */
export function markAttempt(request: Request, attempt: number): Request {
  attempts.set(request, attempt);
  return request;
}

/** The attempt number the retry layer gave this request, if it went through one. */
export function attemptOf(request: Request): number | undefined {
  return attempts.get(request);
}

function carry(from: Request, to: Request): Request {
  const attempt = attempts.get(from);
  if (attempt !== undefined) attempts.set(to, attempt);
  return to;
}

/** `request.clone()`, keeping the attempt number. */
export function cloneRequest(request: Request): Request {
  return carry(request, request.clone());
}

/** A copy of `request` (consuming its body) with the given headers set. */
export function withHeaders(request: Request, headers: Record<string, string>): Request {
  const merged = new Headers(request.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return carry(request, new Request(request, { headers: merged }));
}

/** A copy of `request` (consuming its body) that follows `signal` instead of its own. */
export function withSignal(request: Request, signal: AbortSignal): Request {
  return carry(request, new Request(request, { signal }));
}
