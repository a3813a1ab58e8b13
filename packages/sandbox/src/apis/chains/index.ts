import { ApiError } from "../../core/api-error.js";
import type { HandlerMap, OperationHandler } from "../../http/types.js";
import { listChainRuns, searchChainRuns } from "./run-pages.js";
import { getChain, getChainRun, getChainRunNodes, startChain, stopChainRun } from "./runs.js";
import { getEnvironment, getWorkspace, listEnvironments, listWorkspaces } from "./workspaces.js";

/** Users per page when `pageSize` is absent (the spec caps it at 100). */
export const USER_PAGE_DEFAULT = 50;

export const listChains: OperationHandler = ({ engine, params }) => {
  const chains = engine.state.chains.environments[params.environment_id!];
  if (!chains) {
    throw new ApiError(
      404,
      "not_found",
      `No environment has the id '${params.environment_id}'; known: ${Object.keys(engine.state.chains.environments).join(", ")}.`,
    );
  }
  return { status: 200, body: { data: chains } };
};

export const listUsers: OperationHandler = ({ engine, query }) => {
  const size = query.pageSize === undefined ? USER_PAGE_DEFAULT : Number(query.pageSize);
  const page = query.page === undefined ? 0 : Number(query.page);
  return { status: 200, body: { data: engine.state.chains.users.slice(page * size, (page + 1) * size) } };
};

export const getUser: OperationHandler = ({ engine, params }) => {
  const user = engine.state.chains.users.find((u) => u.id === params.userId);
  if (!user) throw new ApiError(404, "not_found", `No user has the id '${params.userId}'.`);
  return { status: 200, body: { data: user } };
};

export const chainsHandlers: HandlerMap = {
  listChains,
  listUsers,
  getUser,
  getChain,
  startChain,
  getChainRun,
  getChainRunNodes,
  stopChainRun,
  listChainRuns,
  searchChainRuns,
  listWorkspaces,
  getWorkspace,
  listEnvironments,
  getEnvironment,
};
