// The fake API's side channel (never part of the modelled APIs) and its process messages.

/** The bench's own endpoints on the fake API. */
export const CONTROL = {
  /** GET: the counters, as {@link ServerStats}. */
  stats: "/__bench/stats",
  /** POST: zeroes the counters. */
  reset: "/__bench/reset",
  /** GET `${operations}/{id}`: when the operation was accepted and completes, as {@link OperationTimes}. */
  operations: "/__bench/operations",
} as const;

export interface ServerStats {
  tokenRequests: number;
  requests: number;
}

export interface OperationTimes {
  acceptedAt: number;
  completesAt: number;
}

/** What the server process sends its parent once it listens. */
export interface ListeningMessage {
  type: "listening";
  port: number;
}

/** A spreadsheet id that tells the fake API when the write's operation completes. */
export const completingSpreadsheet = (afterMs: number) => `completes-in-${afterMs}ms`;
export const completionOf = (spreadsheetId: string): number | undefined => {
  const match = /^completes-in-(\d+)ms$/.exec(spreadsheetId);
  return match ? Number(match[1]) : undefined;
};
