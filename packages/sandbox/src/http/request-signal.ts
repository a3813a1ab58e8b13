/**
 * The signal that says a request was given up. A `Request` built from a caller's `init.signal` gets a
 * signal of its own that follows the caller's only while the Request object lives (the platform holds
 * its controller weakly): an in-process request is dropped once its handler returned, so after a
 * garbage collection its `request.signal` would never abort, and a stalled body would never end.
 * The in-process fetch records the caller's own signal here; a request from the HTTP server has none
 * recorded and uses its own.
 */
const callerSignals = new WeakMap<Request, AbortSignal>();

/** Records the signal of the caller that sent `request` in process. */
export function recordCallerSignal(request: Request, signal: AbortSignal | undefined): void {
  if (signal) callerSignals.set(request, signal);
}

/** The signal that aborts when the sender of `request` gives up. */
export const signalOf = (request: Request): AbortSignal => callerSignals.get(request) ?? request.signal;
