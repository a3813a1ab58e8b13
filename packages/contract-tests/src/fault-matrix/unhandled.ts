/** Unhandled rejections seen while a capture is open. */
export interface RejectionCapture {
  readonly reasons: unknown[];
  /** Lets pending microtasks and timers of the calls run out, then stops listening. */
  stop(drainMs?: number): Promise<unknown[]>;
}

export function captureUnhandledRejections(): RejectionCapture {
  const reasons: unknown[] = [];
  const listener = (reason: unknown) => {
    reasons.push(reason);
  };
  process.on("unhandledRejection", listener);
  return {
    reasons,
    async stop(drainMs = 50) {
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      process.off("unhandledRejection", listener);
      return reasons;
    },
  };
}
