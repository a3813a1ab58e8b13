// Where the runtime is not Node (browsers, edge workers), `#attempt-signal` resolves here: fetch gets a
// real AbortController, and the light signal of attempt-signal.ts is never bundled.
import type { AttemptController } from "./attempt-signal.js";

export type { AttemptController };

/** A controller for one attempt: always an AbortController outside Node. */
export const attemptController = (_builtIn: boolean): AttemptController => new AbortController();

/** Outside Node no light signal is ever handed out, so no fetch refuses one. */
export const refusedLightSignal = (_controller: AttemptController, _error: unknown): boolean => false;
