import { before } from "../../time/before.js";
import type { Clock } from "../../time/clock.js";
import type { Call } from "../call.js";
import type { Step } from "../outcome.js";
import type { TokenSource } from "./authorize.js";
import { PastDeadline } from "./retry.js";

export interface Pacing {
  /** Whether the call counts against the budget (update-sheet-content requests). */
  applies(call: Call): boolean;
  /** Resolves when one more such request may go; rejects with `AbortedError` when `signal` fires. */
  acquire(signal: AbortSignal | undefined): Promise<void>;
}

/**
 * Takes a permit before each attempt of the calls it applies to (after the token: see `authorize`).
 * When the wait for a permit outlived the token (it expired, or a 401 elsewhere dropped it) and the
 * new one had to be waited for, the permit's moment has passed: the call takes another, rather than
 * leave together with every other write that waited for the same new token.
 */
export const pace =
  (pacing: Pacing, clock: Clock, tokens?: TokenSource): Step =>
  async (call, next) => {
    if (!pacing.applies(call)) return next(call);
    const pastDeadline = () => new PastDeadline();
    let token = tokens?.peek?.();
    for (;;) {
      const askedAt = clock.now();
      await before(pacing.acquire(call.signal), call.deadlineAt, clock, pastDeadline);
      call.telemetry?.paced(clock.now() - askedAt);
      if (token === undefined || clock.now() <= askedAt || tokens?.peek?.() !== undefined) break;
      const renewed = await before(
        tokens!.getToken({ signal: call.signal }),
        call.deadlineAt,
        clock,
        pastDeadline,
      );
      if (renewed === token) break;
      token = renewed;
    }
    return next(call);
  };
