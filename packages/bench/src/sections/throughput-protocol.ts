// The messages between throughput.ts and each variant's process (throughput-variant.ts).

/** Run one batch: `requests` calls, `concurrency` in flight. */
export interface VariantRun {
  type: "run";
  requests: number;
  concurrency: number;
}

export type VariantMessage =
  | { type: "ready" }
  | { type: "unavailable"; reason: string }
  | { type: "failed"; reason: string }
  | { type: "measured"; requestsPerSecond: number; cpuMicrosPerRequest: number };
