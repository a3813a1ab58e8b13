/** What an attempt aborts its fetch with: an AbortController, or the lighter one below. */
export interface AttemptController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}

type Listener = (this: unknown, event: { type: string }) => void;

/**
 * An AbortSignal-like controller for Node's built-in fetch, which takes any object with a boolean
 * `aborted` and `addEventListener` as a signal (undici allows them for polyfilled signals). A real
 * AbortController costs Node 20 an EventTarget and its listener bookkeeping on every request, about
 * 5% of a small GET; this one costs an object and an array. Only fetch ever sees it: aborting calls
 * its listeners with the signal as `this`, as an EventTarget does, and `listeners`,
 * `getMaxListeners` and `_maxListeners` answer the `node:events` helpers that undici consults.
 */
class LightController {
  aborted = false;
  reason: unknown;
  l: Listener[] = [];

  get signal(): AbortSignal {
    return this as unknown as AbortSignal;
  }

  addEventListener(_type: string, listener: Listener): void {
    this.l.push(listener);
  }

  removeEventListener(_type: string, listener: Listener): void {
    const index = this.l.indexOf(listener);
    if (index !== -1) this.l.splice(index, 1);
  }

  listeners(): Listener[] {
    return this.l;
  }

  getMaxListeners(): number {
    return 1_500;
  }

  get _maxListeners(): number {
    return 1_500;
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    for (const listener of this.l.splice(0)) listener.call(this, { type: "abort" });
  }
}

/** Set when a fetch refused the light signal: from then on attempts use AbortControllers. */
let refused = false;

/**
 * A controller for one attempt: the light one when the network fetch is Node's own (`builtIn`; Node
 * is the runtime that reports `process.versions.undici`), else an AbortController.
 */
export const attemptController = (builtIn: boolean): AttemptController =>
  builtIn && !refused && typeof globalThis.process?.versions?.undici === "string"
    ? new LightController()
    : new AbortController();

/** Whether `error` is a fetch refusing a light signal: a TypeError naming the signal, before sending. */
export function refusedLightSignal(controller: AttemptController, error: unknown): boolean {
  const refusal =
    controller instanceof LightController && error instanceof TypeError && /signal/i.test(error.message);
  if (refusal) refused = true;
  return refusal;
}
