import { type InstantClock, instantClock } from "@reportkit/testkit";

/**
 * One timeline shared by the SDK and the sandbox: when the SDK sleeps (Retry-After, backoff, polling),
 * time jumps forward at once instead of passing, so contract tests never wait on the wall clock.
 */
export const virtualTime = (start = Date.UTC(2026, 10, 21, 9, 0, 0)): InstantClock => instantClock(start);
