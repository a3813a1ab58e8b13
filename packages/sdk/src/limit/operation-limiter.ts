import { ApiError } from "../errors/api-error.js";
import { operationLocationOf } from "../http/links.js";
import type { Log } from "../logging/logger.js";
import { outcomeOf } from "../operation/resource.js";
import type { Send } from "../pipeline/create-pipeline.js";
import {
  createMemoryOperationSlots,
  type OperationSlot,
  type OperationSlots,
  type SlotOperation,
} from "./operation-slots.js";

const OPERATIONS: ReadonlyArray<readonly [SlotOperation, RegExp]> = [
  ["copy", /\/files\/[^/]+\/copy\/?$/],
  ["export", /\/files\/[^/]+\/export\/?$/],
  ["import", /\/files\/import\/?$/],
];

/** POST /files/{fileId}/copy, POST /files/import, POST /files/{fileId}/export: which one, if any. */
export function slotOperationOf(request: { method: string; url: string }): SlotOperation | undefined {
  if (request.method.toUpperCase() !== "POST") return undefined;
  const path = request.url.split(/[?#]/, 1)[0]!;
  return OPERATIONS.find(([, pattern]) => pattern.test(path))?.[0];
}

const OPERATION_ID = /\/operations\/([^/?#]+)\/?(?:[?#]|$)/;

/** The operation a URL names: its id when it has the platform's shape, else the URL itself. */
function operationKey(url: string, base?: string): string | undefined {
  try {
    const href = new URL(url, base).href;
    return OPERATION_ID.exec(href)?.[1] ?? href;
  } catch {
    return undefined;
  }
}

type Sent = Awaited<ReturnType<Send>>;

/** A poll answer that says the operation is over: final status, or the operation is gone. */
function ended(sent: Sent): boolean {
  const { status } = sent.response;
  if (status === 404 || status === 410) return true;
  if (!sent.response.ok) return false;
  const body = sent.json as { status?: unknown } | undefined;
  return typeof body?.status === "string" && outcomeOf(body.status) !== "running";
}

/** Operations remembered at most (a client that never waits for its operations must not grow without end). */
const MAX_RUNNING = 1000;

/**
 * Internal: wraps a platform sender so that copies, imports and exports take a slot first. The slot
 * is given back when the call fails, answers anything but a 202, or once a poll through this sender
 * sees the operation final (or gone). A 202 whose body broke keeps its slot (the operation runs).
 */
export function withOperationSlots(send: Send, slots: OperationSlots, key: string, log?: Log): Send {
  const running = new Map<string, OperationSlot>();
  const giveBack = async (slot: OperationSlot) => {
    try {
      await slot.release();
    } catch (error) {
      // The store's own expiry frees the slot in the end; the call's outcome stands.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown";
      log?.warn?.(`Could not give back an operation slot (${reason})`, { api: "platform", error: reason });
    }
  };
  const hold = async (operation: string, slot: OperationSlot) => {
    const previous = running.get(operation);
    running.set(operation, slot);
    if (previous) await giveBack(previous);
    if (running.size > MAX_RUNNING) {
      const [oldest, oldSlot] = running.entries().next().value as [string, OperationSlot];
      running.delete(oldest);
      await giveBack(oldSlot);
    }
  };

  return async (call) => {
    const operation = slotOperationOf(call);
    if (!operation) {
      const polled = running.size > 0 && call.method === "GET" ? operationKey(call.url) : undefined;
      const slot = polled === undefined ? undefined : running.get(polled);
      if (!slot) return send(call);
      const sent = await send(call); // a failed poll ends nothing: the operation goes on
      if (ended(sent) && running.get(polled!) === slot) {
        running.delete(polled!);
        await giveBack(slot);
      }
      return sent;
    }
    const slot = await slots.acquire(key, { operation, signal: call.signal });
    let sent: Sent;
    try {
      sent = await send(call);
    } catch (error) {
      const location =
        error instanceof ApiError && error.operationLocation
          ? operationKey(error.operationLocation, call.url)
          : undefined;
      await (location ? hold(location, slot) : giveBack(slot));
      throw error;
    }
    const location = operationLocationOf(sent.response, sent.json);
    await (location ? hold(operationKey(location, call.url) ?? location, slot) : giveBack(slot));
    return sent;
  };
}

/**
 * Holds copies, imports and exports to a number running at once per workspace: pass it to
 * `createReportkit` as `operationLimiter`. Made by {@link createOperationLimiter}.
 */
export interface OperationLimiter {
  readonly slots: OperationSlots;
  /** Internal: how `createReportkit` puts it in front of the platform's sender. */
  readonly apply: (send: Send, key: string, log: Log | undefined) => Send;
}

/** Where {@link createOperationLimiter} counts its slots, and how many. */
export interface OperationLimiterOptions {
  /** Where slots are counted (default: in this process, `limit` per key). */
  slots?: OperationSlots;
  /** Operations at once per key for the default in-process slots (default 3). */
  limit?: number;
}

/**
 * An {@link OperationLimiter}: before `POST /files/{fileId}/copy`, `/files/import` or
 * `/files/{fileId}/export` is sent, a slot is taken under the client's `limiterKey`; it is given back
 * when the call fails or starts no operation, or when a poll through the same client (`wait`) sees the
 * operation end. Share `slots` (on Redis: `@reportkit/redis`) to count several processes together.
 */
export function createOperationLimiter(options: OperationLimiterOptions = {}): OperationLimiter {
  const slots = options.slots ?? createMemoryOperationSlots({ limit: options.limit });
  return { slots, apply: (send, key, log) => withOperationSlots(send, slots, key, log) };
}
