import type { TimeStep } from "../engine/engine.js";
import { progressChainRuns } from "./chains/progress-runs.js";
import { settleOperations } from "./platform/settle-operations.js";
import { progressImports } from "./prep/index.js";

/**
 * What moves on its own as the sandbox clock runs, in this order: due operations complete, imports
 * advance, chain runs move through their states.
 */
export const TIME_STEPS: readonly TimeStep[] = [settleOperations, progressImports, progressChainRuns];
