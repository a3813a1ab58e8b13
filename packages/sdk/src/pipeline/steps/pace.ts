import { before } from "../../time/before.js";
import type { Clock } from "../../time/clock.js";
import type { Call } from "../call.js";
import type { Step } from "../outcome.js";
import { PastDeadline } from "./retry.js";

export interface Pacing {
  /** Whether the call counts against the budget (update-sheet-content requests). */
  applies(call: Call): boolean;
  /** Resolves when one more such request may go; rejects with `AbortedError` when `signal` fires. */
  acquire(signal: AbortSignal | undefined): Promise<void>;
}

/** Takes a permit before each attempt of the calls it applies to (after the token: see `authorize`). */
export const pace =
  (pacing: Pacing, clock: Clock): Step =>
  async (call, next) => {
    if (pacing.applies(call)) {
      const asked = clock.now();
      await before(pacing.acquire(call.signal), call.deadlineAt, clock, () => new PastDeadline());
      call.telemetry?.paced(clock.now() - asked);
    }
    return next(call);
  };
