import { ApiError } from "../../core/api-error.js";
import type { OperationHandler } from "../../http/types.js";
import type { ChainRunRecord, ChainRunState } from "../../state/types.js";
import { runBody } from "./run-wire.js";
import { findChain } from "./runs.js";

/** Runs per page: listChainRuns' `limit` when absent, and every page of searchChainRuns. */
export const RUN_PAGE_DEFAULT = 10;
export const RUN_SEARCH_PAGE = 50;

/** The search's `state` words and the run states each one means. */
const SEARCH_STATES: Record<string, readonly ChainRunState[]> = {
  running: ["sleeping", "enqueueing"],
  succeeded: ["all_succeeded"],
  completed: ["all_succeeded", "warned", "errored", "stopped"],
  failed: ["errored"],
  paused: ["paused"],
  warned: ["warned"],
};

const encodeCursor = (offset: number) => btoa(JSON.stringify({ offset })).replace(/=+$/, "");

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const offset: unknown = JSON.parse(atob(cursor)).offset;
    if (Number.isInteger(offset) && (offset as number) >= 0) return offset as number;
  } catch {
    // refused below
  }
  throw new ApiError(400, "invalid_request", `Invalid request: cursor '${cursor}' is not one this API gave.`);
}

/** Runs started within `start_date`..`end_date` (seconds since the epoch), when given. */
function inWindow(query: Record<string, string>) {
  const from = query.start_date === undefined ? -Infinity : Number(query.start_date) * 1000;
  const to = query.end_date === undefined ? Infinity : Number(query.end_date) * 1000;
  return (run: ChainRunRecord) => run.startedMs >= from && run.startedMs <= to;
}

/** One page of `runs` from the query's cursor, with the cursor of the next page (null on the last). */
function page(runs: ChainRunRecord[], query: Record<string, string>, size: number) {
  const offset = decodeCursor(query.cursor);
  const next = offset + size < runs.length ? encodeCursor(offset + size) : null;
  return {
    status: 200,
    body: { data: { cursor: next, chainExecutors: runs.slice(offset, offset + size).map(runBody) } },
  };
}

const newestFirst = (a: ChainRunRecord, b: ChainRunRecord) =>
  b.startedMs - a.startedMs || Number(b.id) - Number(a.id);

/** One chain's runs, newest first, `limit` a page. */
export const listChainRuns: OperationHandler = ({ engine, params, query }) => {
  const chain = findChain(engine, params.environment_id!, params.chain_id!);
  const runs = engine.state.chains.runs
    .filter((r) => r.envId === params.environment_id && r.chainId === chain.id)
    .filter(inWindow(query))
    .sort(newestFirst);
  return page(runs, query, query.limit === undefined ? RUN_PAGE_DEFAULT : Number(query.limit));
};

const listed = (value: string | undefined) => (value === undefined ? undefined : new Set(value.split(",")));

/** Runs matching every filter given (environments, chains, window, state), newest first unless `sort=asc`. */
export const searchChainRuns: OperationHandler = ({ engine, query }) => {
  const envs = listed(query.environment_id);
  const chains = listed(query.chain_id);
  const states = query.state === undefined ? undefined : (SEARCH_STATES[query.state] ?? []);
  const runs = engine.state.chains.runs
    .filter((r) => (!envs || envs.has(r.envId)) && (!chains || chains.has(r.chainId)))
    .filter((r) => !states || states.includes(r.state))
    .filter(inWindow(query))
    .sort(newestFirst);
  if (query.sort === "asc") runs.reverse();
  return page(runs, query, RUN_SEARCH_PAGE);
};
