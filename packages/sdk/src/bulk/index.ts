export { type CopyFilesOptions, type CopyOutcome, type CopyRequest, copyFiles } from "./copy-files.js";
export { type BatchOutcome, type InBatchesOptions, inBatches } from "./in-batches.js";
export { type Outcome, runPool } from "./pool.js";
export { isRefusal, type RideOutOptions, rideOut } from "./ride-out.js";
