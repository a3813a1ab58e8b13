/**
 * `base * 2^step`, capped: the one backoff curve of reportkit. Retries draw a jittered wait under it
 * (`backoffDelay`), polls and refusals wait it out as it is.
 */
export const exponential = (step: number, base: number, cap: number): number =>
  Math.min(cap, base * 2 ** step);
