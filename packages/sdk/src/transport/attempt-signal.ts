/** What an attempt aborts its fetch with: an AbortController, or one of the lighter ones below. */
export interface AttemptController {
  /** The signal to hand fetch; none when the controller reaches the request another way (`wrap`). */
  readonly signal?: AbortSignal | undefined;
  abort(reason?: unknown): void;
  /** Hooks the controller into a fetch's init (other than by a signal), just before it is sent. */
  wrap?(init: RequestInit): void;
}

type Listener = (this: unknown, event: { type: string }) => void;

/**
 * An AbortSignal-like controller for Node's built-in fetch, which takes any object with a boolean
 * `aborted` and `addEventListener` as a signal (undici allows them for polyfilled signals). A real
 * AbortController costs Node 20 an EventTarget and its listener bookkeeping on every request; this one
 * costs an object and an array. Only fetch ever sees it: aborting calls its listeners with the signal
 * as `this`, as an EventTarget does, and `listeners`, `getMaxListeners` and `_maxListeners` answer the
 * `node:events` helpers that undici consults. Used where {@link DispatchController} is not (undici 8+).
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

/** What undici calls to abort one dispatched request (it destroys the request's socket). */
type Cut = (reason: unknown) => void;

/** undici's Dispatcher as fetch uses it (https://undici.nodejs.org/#/docs/api/Dispatcher). */
interface Dispatcher {
  dispatch(options: object, handler: DispatchHandler): boolean;
  readonly isMockActive?: boolean;
}

/** A dispatch handler in the form fetch passes (undici 6 and 7: `onConnect`, `onHeaders`...). */
interface DispatchHandler {
  onConnect(abort: Cut, context?: unknown): void;
  onUpgrade?(status: number, headers: unknown, socket: unknown): void;
  onResponseStarted?(): void;
  onHeaders?(status: number, headers: unknown, resume: () => void, statusText: string): boolean;
  onData?(chunk: unknown): boolean;
  onComplete?(trailers: unknown): void;
  onError(error: unknown): void;
  onBodySent?(chunk: unknown): void;
  onRequestSent?(): void;
}

/** Where undici (Node's own and the npm package alike) keeps the dispatcher fetch uses by default. */
const GLOBAL_DISPATCHER = Symbol.for("undici.globalDispatcher.1");

/**
 * Stands between one dispatched request and fetch's own handler: it keeps the abort function undici
 * hands `onConnect`, so the attempt can cut that request, and passes every call on unchanged.
 */
class Hook implements DispatchHandler {
  constructor(
    readonly h: DispatchHandler,
    readonly c: DispatchController,
  ) {}

  onConnect(abort: Cut, context?: unknown): void {
    this.h.onConnect(abort, context);
    if (this.c.aborted) abort(this.c.reason);
    else this.c.cut = abort;
  }

  onUpgrade(status: number, headers: unknown, socket: unknown): void {
    this.h.onUpgrade?.(status, headers, socket);
  }

  onResponseStarted(): void {
    this.h.onResponseStarted?.();
  }

  onHeaders(status: number, headers: unknown, resume: () => void, statusText: string): boolean {
    return this.h.onHeaders!(status, headers, resume, statusText);
  }

  onData(chunk: unknown): boolean {
    return this.h.onData!(chunk);
  }

  onComplete(trailers: unknown): void {
    this.c.cut = undefined;
    this.h.onComplete!(trailers);
  }

  onError(error: unknown): void {
    this.c.cut = undefined;
    this.h.onError(error);
  }

  onBodySent(chunk: unknown): void {
    this.h.onBodySent?.(chunk);
  }

  onRequestSent(): void {
    this.h.onRequestSent?.();
  }
}

/**
 * Node's own fetch, undici 6 and 7 (Node 20 to 24): any signal handed to fetch, real or light, costs
 * undici a WeakRef, a FinalizationRegistry entry and a listener per request (with the garbage they
 * leave, ~7% of a small GET at 32 in flight). This controller passes no signal: fetch gets it as its
 * `dispatcher` (an option Node documents), and it dispatches each request to the dispatcher fetch
 * would have used (the call's own, else the global one) through a {@link Hook}. Aborting it has
 * undici abort the request in flight, which closes its socket; a request not connected yet is
 * aborted as it connects. A caller's own signal is still handed to fetch as is.
 */
class DispatchController implements AttemptController, Dispatcher {
  aborted = false;
  reason: unknown;
  /** Aborts the request in flight (set from its connection until it completes or fails). */
  cut: Cut | undefined;
  /** The dispatcher the call brought in its init, if any. */
  private own: Dispatcher | undefined;

  wrap(init: RequestInit): void {
    const withDispatcher = init as RequestInit & { dispatcher?: Dispatcher };
    this.own = withDispatcher.dispatcher;
    withDispatcher.dispatcher = this;
  }

  private get target(): Dispatcher {
    return this.own ?? (globalThis as unknown as Record<symbol, Dispatcher>)[GLOBAL_DISPATCHER]!;
  }

  /** fetch reads this to know how to hand a body to undici's MockAgent. */
  get isMockActive(): boolean | undefined {
    return this.target.isMockActive;
  }

  dispatch(options: object, handler: DispatchHandler): boolean {
    return this.target.dispatch(options, new Hook(handler, this));
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const cut = this.cut;
    this.cut = undefined;
    cut?.(reason);
  }
}

/** Set when a fetch refused the light signal: from then on attempts use AbortControllers. */
let refused = false;

/** The major version of the undici inside this runtime's fetch (0 when it reports none). */
const undiciMajor = Number.parseInt(
  (globalThis as { process?: { versions?: { undici?: string } } }).process?.versions?.undici ?? "0",
  10,
);

/**
 * A controller for one attempt. When the network fetch is the runtime's own (`builtIn`) and that is
 * Node's (the runtime that reports `process.versions.undici`): a {@link DispatchController} on undici
 * 6 and 7, whose dispatch handlers it knows, else the light signal. Anything else: an AbortController.
 */
export function attemptController(builtIn: boolean): AttemptController {
  if (!builtIn || !undiciMajor) return new AbortController();
  if (undiciMajor === 6 || undiciMajor === 7) return new DispatchController();
  return refused ? new AbortController() : new LightController();
}

/** Whether `error` is a fetch refusing a light signal: a TypeError naming the signal, before sending. */
export function refusedLightSignal(controller: AttemptController, error: unknown): boolean {
  const refusal =
    controller instanceof LightController && error instanceof TypeError && /signal/i.test(error.message);
  if (refusal) refused = true;
  return refusal;
}
