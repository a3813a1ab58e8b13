import { settleOperations } from "./apis/platform/operations.js";
import { progressImports } from "./apis/prep/index.js";
import type { Engine } from "./engine.js";

/** Brings time-driven state up to the sandbox clock: due operations complete, imports advance. */
export function tick(engine: Engine): void {
  settleOperations(engine);
  progressImports(engine);
}
