import type { Engine } from "../../engine/engine.js";
import { CHAIN_RUN_SLEEP_MS } from "../../state/seed-chain-runs.js";
import { isRunning } from "./run-wire.js";

/**
 * Moves every running chain run on the sandbox clock: `sleeping` until CHAIN_RUN_SLEEP_MS after its
 * start, then `enqueueing`, then `all_succeeded` (result `success`) at its end.
 */
export function progressChainRuns(engine: Engine): void {
  const now = engine.now();
  for (const run of engine.state.chains.runs) {
    if (!isRunning(run)) continue;
    if (now >= run.endsMs) {
      run.state = "all_succeeded";
      run.endedMs = run.endsMs;
      run.resultText = "success";
    } else if (now >= run.startedMs + CHAIN_RUN_SLEEP_MS) {
      run.state = "enqueueing";
    }
  }
}
