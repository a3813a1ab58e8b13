import type { BodyFaultKind } from "../engine/faults.js";

/**
 * Responses shaped by faults. Each is a working in-process Response (its body fails the way `fetch`'s
 * would), marked so that the HTTP server can produce the same failure on a real socket.
 */

/** A body that goes wrong after its first bytes: what to send, and how many bytes were announced. */
export interface BodyFault {
  kind: BodyFaultKind;
  /** The first half of the body, sent before the fault. */
  head: Uint8Array;
  /** The length of the whole body, announced in Content-Length. */
  length: number;
}

const resets = new WeakSet<Response>();
const bodyFaults = new WeakMap<Response, BodyFault>();

/** Whether `response` stands for a connection dropped before any answer. */
export const isConnectionReset = (response: Response): boolean => resets.has(response);

/** The body fault `response` carries, for transports that produce it their own way. */
export const bodyFaultOf = (response: Response): BodyFault | undefined => bodyFaults.get(response);

/** A connection dropped before any answer. */
export function connectionReset(): Response {
  const response = new Response(null, { status: 599 });
  resets.add(response);
  return response;
}

/** The error undici gives a body whose connection was reset: `TypeError: terminated`, cause `ECONNRESET`. */
export function resetError(): TypeError {
  const cause = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
  return new TypeError("terminated", { cause });
}

/** The error undici gives a body whose connection closed early: `TypeError: terminated`. */
export function terminatedError(): TypeError {
  const cause = Object.assign(new Error("other side closed"), {
    name: "SocketError",
    code: "UND_ERR_SOCKET",
  });
  return new TypeError("terminated", { cause });
}

/**
 * The in-process body of a faulted response: the head first, then a stall (until cancelled, or until
 * the request's signal aborts, which errors it with the abort reason as `fetch` does) or an error.
 */
function faultyStream(fault: BodyFault, signal: AbortSignal): ReadableStream<Uint8Array> {
  let stopListening = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(fault.head);
      if (fault.kind !== "stall") return;
      const onAbort = () => controller.error(signal.reason);
      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort, { once: true });
      stopListening = () => signal.removeEventListener("abort", onAbort);
    },
    // Called once the head has been read: the point where the bytes stop.
    pull(controller) {
      if (fault.kind === "reset") controller.error(resetError());
      else if (fault.kind === "truncate") controller.error(terminatedError());
      // A stall enqueues nothing more and never calls back.
    },
    cancel() {
      stopListening();
    },
  });
}

/** `response` with a body that fails as `kind` says after its first half. */
export function withBodyFault(
  response: Response,
  text: string,
  kind: BodyFaultKind,
  signal: AbortSignal,
): Response {
  const bytes = new TextEncoder().encode(text);
  const fault: BodyFault = {
    kind,
    head: bytes.slice(0, Math.floor(bytes.byteLength / 2)),
    length: bytes.byteLength,
  };
  const headers = new Headers(response.headers);
  headers.set("content-length", String(fault.length));
  const faulted = new Response(faultyStream(fault, signal), { status: response.status, headers });
  bodyFaults.set(faulted, fault);
  return faulted;
}

/** Text that is not valid JSON: the first half of `text` (a JSON object or array never parses cut short). */
export function invalidJsonText(text: string): string {
  const half = text.slice(0, Math.ceil(text.length / 2));
  try {
    JSON.parse(half);
  } catch {
    return half;
  }
  return `${half}}`;
}

/** `response` with the same status and headers but a complete body that is not valid JSON. */
export function withInvalidJson(response: Response, text: string): Response {
  const body = new TextEncoder().encode(invalidJsonText(text));
  const headers = new Headers(response.headers);
  headers.set("content-length", String(body.byteLength));
  return new Response(body, { status: response.status, headers });
}
