import type { SandboxState } from "../../state/types.js";

/** A JSON object whose shape the service does not document. */
export type Payload = Record<string, unknown>;

/**
 * What the operations with undocumented payloads keep: the custom schema, each document's bookmarks
 * (by id) and the permissions of each presentation and slide. Kept beside the state object, so a
 * reset (a new state) starts it afresh.
 */
export interface OpenPayloadState {
  customSchema: Payload;
  bookmarks: Map<string, Map<string, Payload>>;
  permissions: Map<string, Payload>;
}

const stores = new WeakMap<SandboxState, OpenPayloadState>();

export function openPayloadsOf(state: SandboxState): OpenPayloadState {
  let store = stores.get(state);
  if (!store) {
    store = { customSchema: {}, bookmarks: new Map(), permissions: new Map() };
    stores.set(state, store);
  }
  return store;
}

/** `body` when it is a JSON object, else an empty one. */
export const payloadOf = (body: unknown): Payload =>
  body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Payload) : {};

/** Merges `changes` into `target` as a JSON merge patch (RFC 7386): `null` removes a member, objects merge. */
export function mergePatch(target: Payload, changes: Payload): Payload {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete target[key];
    else if (typeof value === "object" && !Array.isArray(value)) {
      target[key] = mergePatch({ ...payloadOf(target[key]) }, value as Payload);
    } else target[key] = structuredClone(value);
  }
  return target;
}
