export {
  createOperationLimiter,
  type OperationLimiter,
  type OperationLimiterOptions,
  slotOperationOf,
} from "./operation-limiter.js";
export {
  createMemoryOperationSlots,
  type MemoryOperationSlotsOptions,
  type OperationSlot,
  type OperationSlots,
  type SlotOperation,
} from "./operation-slots.js";
export {
  createRateLimiter,
  MemoryRateLimiterStore,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimiterStore,
} from "./rate-limiter.js";
export { isSheetValuesUpdate } from "./sheet-writes.js";
