export {
  type PollEngineOptions,
  type PollResult,
  type PollStrategies,
  pollUntilDone,
} from "./engine.js";
export {
  DEFAULT_POLL_INTERVAL_MS,
  MAX_POLL_INTERVAL_MS,
  MIN_POLL_INTERVAL_MS,
  type PollIntervalOptions,
  pollDelay,
} from "./interval.js";
export {
  actionTime,
  type KnownOperationStatus,
  OPERATION_STATUSES,
  type Operation,
  type OperationAction,
  type OperationDetail,
  type OperationOutcome,
  type OperationStatus,
  outcomeOf,
} from "./operation.js";
export type { AcceptedResult } from "./source.js";
export { OPERATION_STATE_KIND, type PollState } from "./state.js";
export {
  createWaiter,
  type HasPlatform,
  type OperationSource,
  type OperationState,
  type Poller,
  type Waiter,
  type WaiterDeps,
  type WaitOptions,
  wait,
  waiter,
} from "./waiter.js";
