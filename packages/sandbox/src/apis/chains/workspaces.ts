import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";

/** The chains API's one workspace: every seeded environment is in it. */
const WORKSPACE = {
  id: "12",
  company_id: "1",
  external_id: "ws-finance",
  name: "Finance",
  description: "Chains of the finance team.",
  variables: [],
};
/** The dates of an environment without chains. */
const WORKSPACE_EPOCH = "2026-01-01 00:00:00.000000";
const COLORS = ["#2f80ed", "#27ae60", "#eb5757"];

function workspace(workspaceId: string) {
  if (workspaceId !== WORKSPACE.id)
    throw new ApiError(404, "not_found", `No workspace has the id '${workspaceId}'; known: ${WORKSPACE.id}.`);
  return WORKSPACE;
}

/** The environments of the workspace, from the seeded chains (their dates span the chains'). */
function environments(engine: Engine) {
  return Object.entries(engine.state.chains.environments).map(([id, chains], position) => {
    const created = chains.map((c) => c.created_at).sort();
    const updated = chains.map((c) => c.updated_at).sort();
    const color = COLORS[position % COLORS.length]!;
    return {
      id,
      name: id.replace(/^env-/, ""),
      description: `The ${id.replace(/^env-/, "")} environment.`,
      position,
      color,
      chains_count: chains.length,
      settings: { color },
      variables: [],
      created_at: created[0] ?? WORKSPACE_EPOCH,
      updated_at: updated[updated.length - 1] ?? WORKSPACE_EPOCH,
    };
  });
}

export const listWorkspaces: OperationHandler = () => ({ status: 200, body: { data: [WORKSPACE] } });

export const getWorkspace: OperationHandler = ({ params }) => ({
  status: 200,
  body: { data: workspace(params.workspace_id!) },
});

export const listEnvironments: OperationHandler = ({ engine, params }) => {
  workspace(params.workspace_id!);
  return { status: 200, body: { data: environments(engine) } };
};

export const getEnvironment: OperationHandler = ({ engine, params }) => {
  workspace(params.workspace_id!);
  const env = environments(engine).find((e) => e.id === params.environment_id);
  if (!env)
    throw new ApiError(404, "not_found", `Workspace '12' has no environment '${params.environment_id}'.`);
  return { status: 200, body: { data: env } };
};
