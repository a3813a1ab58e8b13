import { chainsTime } from "../../state/seed-time.js";
import type { ChainRunRecord, ChainRunState } from "../../state/types.js";

export { chainsTime };

const RUNNING: readonly ChainRunState[] = ["sleeping", "enqueueing"];

/** Whether a run has not ended (`sleeping`, `enqueueing`). */
export const isRunning = (run: ChainRunRecord) => RUNNING.includes(run.state);

/** A run as the service answers it. */
export function runBody(run: ChainRunRecord) {
  return {
    id: run.id,
    chainId: run.chainId,
    envId: run.envId,
    userId: run.userId,
    userName: run.userName,
    startAt: chainsTime(run.startedMs),
    endAt: run.endedMs === null ? null : chainsTime(run.endedMs),
    pausedAt: null,
    resumedAt: null,
    state: run.state,
    launchType: run.launchType,
    resultText: run.resultText,
  };
}

const NODE_STATE: Record<ChainRunState, { node: string; result: string }> = {
  sleeping: { node: "sleeping", result: "active" },
  enqueueing: { node: "sleeping", result: "active" },
  paused: { node: "paused", result: "active" },
  errored: { node: "errored", result: "errored" },
  warned: { node: "warned", result: "warned" },
  all_succeeded: { node: "succeeded", result: "succeeded" },
  stopped: { node: "skipped", result: "stopped" },
};

/** A run with its command nodes; each node's state follows the run's (they run as one step here). */
export function runWithNodesBody(run: ChainRunRecord, baseUrl: string) {
  const states = NODE_STATE[run.state];
  const ended = run.endedMs === null ? null : chainsTime(run.endedMs);
  return {
    ...runBody(run),
    nodes: run.nodes.map((node) => ({
      id: node.id,
      nodeId: node.nodeId,
      name: node.name,
      nodeType: "command",
      iterable: false,
      state: states.node,
      startAt: chainsTime(run.startedMs),
      endAt: ended,
      results: [
        {
          id: node.id,
          iteratorValue: "",
          outputVariables: { data: null, path: "" },
          state: states.result,
          outputLogUrl: `${baseUrl}/logs/${run.id}/${node.id}`,
        },
      ],
    })),
  };
}
