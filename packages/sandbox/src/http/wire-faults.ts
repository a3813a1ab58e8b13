import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
// Taken from node:timers, not the globals, so a test's fake timers cannot hold a fault back.
import { setImmediate } from "node:timers";
import type { BodyFault } from "./fault-responses.js";

/** Resets a connection (TCP RST) where Node can, else destroys it. */
export function resetSocket(socket: Socket): void {
  if (socket.destroyed) return;
  if (typeof socket.resetAndDestroy === "function") socket.resetAndDestroy();
  else socket.destroy();
}

/**
 * Runs `fn` two event-loop turns from now. A reset that reaches the client together with the bytes
 * before it is reported by libuv as a clean end of stream (a partial read with POLLHUP), so the RST
 * waits until a client polling in this process has read the head; then it surfaces as ECONNRESET.
 */
function afterClientRead(fn: () => void): void {
  setImmediate(() => setImmediate(fn));
}

/**
 * Writes a faulted response on the socket itself: status, headers (Content-Length announcing the
 * whole body) and the first half of the body; then, once those bytes are out, a stall (nothing more,
 * the connection left open until the client or `close()` ends it), a reset, or a graceful close.
 */
export function writeBodyFault(
  outgoing: ServerResponse,
  status: number,
  headers: Headers,
  fault: BodyFault,
): void {
  const head: Record<string, string> = {};
  headers.forEach((value, name) => {
    head[name] = value;
  });
  head["content-length"] = String(fault.length);
  outgoing.writeHead(status, head);
  outgoing.write(fault.head, () => {
    const { socket } = outgoing;
    if (!socket) return;
    if (fault.kind === "reset") afterClientRead(() => resetSocket(socket));
    else if (fault.kind === "truncate") socket.end();
  });
}
