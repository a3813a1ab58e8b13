import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import { FIRST_CHAIN_RUN_ID, runNodes } from "../../state/seed-chain-runs.js";
import type { Chain, ChainRunRecord } from "../../state/types.js";
import { isRunning, runBody, runWithNodesBody } from "./run-wire.js";

/** The chain `chainId` of environment `envId`, or a 404 naming what is missing. */
export function findChain(engine: Engine, envId: string, chainId: string): Chain {
  const chains = engine.state.chains.environments[envId];
  if (!chains) throw new ApiError(404, "not_found", `No environment has the id '${envId}'.`);
  const chain = chains.find((c) => c.id === chainId);
  if (!chain)
    throw new ApiError(404, "not_found", `Environment '${envId}' has no chain with the id '${chainId}'.`);
  return chain;
}

function findRun(engine: Engine, id: string): ChainRunRecord {
  const run = engine.state.chains.runs.find((r) => r.id === id);
  if (!run) throw new ApiError(404, "not_found", `No chain run has the id '${id}'.`);
  return run;
}

const nextRunId = (runs: ChainRunRecord[]) =>
  String(runs.reduce((max, run) => Math.max(max, Number(run.id)), FIRST_CHAIN_RUN_ID - 1) + 1);

export const getChain: OperationHandler = ({ engine, params }) => ({
  status: 200,
  body: { data: findChain(engine, params.environment_id!, params.chain_id!) },
});

/**
 * Starts a run of the chain as the company's first user (`launchType: api`): it sleeps, is enqueued, and
 * succeeds `chainRunDurationMs` (default CHAIN_RUN_DURATION_MS) later on the sandbox clock. A disabled chain, or one already running
 * without concurrency, answers 422.
 */
export const startChain: OperationHandler = ({ engine, params }) => {
  const envId = params.environment_id!;
  const chain = findChain(engine, envId, params.chain_id!);
  if (chain.disabled) throw new ApiError(422, "unprocessable", `Chain '${chain.id}' is disabled.`);
  const { runs, users } = engine.state.chains;
  if (
    !chain.concurrency_enabled &&
    runs.some((r) => r.chainId === chain.id && r.envId === envId && isRunning(r))
  )
    throw new ApiError(
      422,
      "unprocessable",
      `Chain '${chain.id}' is already running and has no concurrency.`,
    );
  const user = users[0]!;
  const now = engine.now();
  const run: ChainRunRecord = {
    id: nextRunId(runs),
    chainId: chain.id,
    envId,
    userId: user.id,
    userName: `${user.first_name} ${user.last_name}`,
    launchType: "api",
    state: "sleeping",
    startedMs: now,
    endsMs: now + engine.chainRunDurationMs,
    endedMs: null,
    resultText: null,
    nodes: runNodes(engine.random, 2),
  };
  runs.push(run);
  return { status: 200, body: { data: runBody(run) } };
};

export const getChainRun: OperationHandler = ({ engine, params }) => ({
  status: 200,
  body: { data: runBody(findRun(engine, params.chain_run_id!)) },
});

export const getChainRunNodes: OperationHandler = ({ engine, params, baseUrl }) => ({
  status: 200,
  body: { data: runWithNodesBody(findRun(engine, params.chain_run_id!), baseUrl) },
});

/** Stops a running run at once (`stopped`, ended now); a run that has ended answers 422. */
export const stopChainRun: OperationHandler = ({ engine, params }) => {
  const run = findRun(engine, params.chain_run_id!);
  if (!isRunning(run))
    throw new ApiError(422, "unprocessable", `Chain run '${run.id}' has already ended (${run.state}).`);
  run.state = "stopped";
  run.endedMs = engine.now();
  run.resultText = "stopped";
  return { status: 200, body: { data: runBody(run) } };
};
