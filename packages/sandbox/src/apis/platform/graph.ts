import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler, OperationRequest } from "../../http/types.js";
import type { Client } from "../../state/types.js";
import { commitDraft, draftEdit, draftOf, type EditProblem, type GraphEdit } from "./graph-draft.js";

/** Edits one request may carry. */
export const MAX_EDITS = 1000;

const list = (positions: number[]) =>
  positions.length <= 10
    ? positions.join(", ")
    : `${positions.slice(0, 10).join(", ")} and ${positions.length - 10} more`;

/**
 * More than 1000 edits is a 400 naming the positions past the limit. It runs before the spec's own
 * check (`maxItems`), whose message cannot say which edits were refused.
 */
export function checkEditCount({ body }: Pick<OperationRequest, "body">): void {
  if (!Array.isArray(body) || body.length <= MAX_EDITS) return;
  throw new ApiError(
    400,
    "too_many_edits",
    `A request carries at most ${MAX_EDITS} edits; this one has ${body.length}: the edits at positions ${MAX_EDITS} to ${body.length - 1} are over the limit. Send them in another request.`,
    {
      target: "body",
      details: [
        {
          code: "too_many_edits",
          target: `[${MAX_EDITS}]`,
          message: `Edits ${MAX_EDITS} to ${body.length - 1} (zero-based) are over the limit of ${MAX_EDITS}.`,
        },
      ],
    },
  );
}

/** One 400 for every invalid edit of a request: the message names their positions, `details` each problem. */
function invalidEdits(problems: EditProblem[]): ApiError {
  const positions = [...new Set(problems.map((p) => p.index))];
  return new ApiError(
    400,
    "invalid_edits",
    `${positions.length === 1 ? "The edit at position" : "The edits at positions"} ${list(positions)} ${positions.length === 1 ? "is" : "are"} invalid; no edit was applied. ${problems
      .slice(0, 5)
      .map((p) => `Edit ${p.index}: ${p.message}`)
      .join(" ")}`,
    {
      target: problems[0]!.target,
      details: problems.map((p) => ({
        code: "invalid_edit",
        target: p.target,
        message: `Edit ${p.index}: ${p.message}`,
      })),
    },
  );
}

/** A graph.edit activity naming (the first 20 of) the records the request created. */
function recordGraphEdit(
  engine: Engine,
  client: Client,
  count: number,
  recordIdMap: Record<string, string>,
): void {
  const { graph } = engine.state;
  const labels = new Map(graph.records.map((r) => [r.id, r.label]));
  engine.recordActivity({
    client,
    workspaceId: graph.workspaceId,
    alias: "graph.edit",
    category: "Graph",
    name: "Edit graph",
    summary: `${client.name} applied ${count} graph edit(s).`,
    targets: Object.values(recordIdMap)
      .slice(0, 20)
      .map((id) => ({ id, type: "graph.record", displayName: labels.get(id) || id })),
  });
}

/**
 * POST /graph/edits: all edits are checked first (nothing changes when one is invalid: a 400 whose
 * details name each invalid edit's zero-based position), then applied in order. Later edits may use
 * the `temporaryRecordId` of a record created earlier in the request. 201 `{ recordIdMap }`.
 */
export const createEdits: OperationHandler = ({ engine, body, client }) => {
  checkEditCount({ body });
  const edits = body as GraphEdit[];
  const draft = draftOf(engine.state.graph);
  for (const [index, edit] of edits.entries()) draftEdit(draft, edit, index);
  if (draft.problems.length > 0) throw invalidEdits(draft.problems);
  commitDraft(draft, engine.state.graph, engine.random);
  recordGraphEdit(engine, client!, edits.length, draft.recordIdMap);
  return { status: 201, body: { recordIdMap: draft.recordIdMap } };
};
createEdits.precheck = checkEditCount;
