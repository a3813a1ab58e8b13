/** What one workload call wrote, so its landing can be counted in the sandbox state. */
export interface WriteMarker {
  kind: "range" | "sample" | "import";
  /** Unique value written: a cell value, a sample data value, an import's fileId. */
  marker: string;
  /** For range writes: the A1 cell written. */
  cell?: string;
}

/** What the harness learnt from a rejection. */
export interface ErrorInfo {
  className: string;
  isApiError: boolean;
  /** `ApiError.mayHaveBeenApplied`, read defensively (the SDK adds it in issue 7). */
  mayHaveBeenApplied: boolean | undefined;
  /** `ApiError.operationLocation`, read defensively. */
  operationLocation: string | undefined;
  isOperationFailed: boolean;
  /** message + stack + JSON.stringify + util.inspect, for the error and every cause. */
  text: string;
}

export type UnitName = "rangeWrite" | "sampleInsert" | "userPages" | "activityPages" | "prepImport";

/** One call of the workload, as it ended. */
export interface CallRecord {
  id: number;
  unit: UnitName;
  /** What the SDK is configured to allow this call. */
  boundMs: number;
  /** Wall time until it settled; undefined while unsettled. */
  elapsedMs: number | undefined;
  outcome: "resolved" | "rejected" | "unsettled";
  error?: ErrorInfo;
  write?: WriteMarker;
}

/** The counts the fault matrix asserts are all 0, plus context. */
export interface KindCounts {
  calls: number;
  resolved: number;
  rejected: number;
  nonApiError: number;
  unsettled: number;
  duplicates: number;
  lost: number;
  phantom: number;
  leaks: number;
  unhandled: number;
  /** After the fault is cleared, a write + wait and a user walk fail (the SDK did not recover). */
  unrecovered: number;
}
