import { notFound } from "../../core/api-error.js";
import type { OperationHandler } from "../../http/types.js";
import type { OperationEffect } from "../../state/types.js";
import { pageOf } from "./listing.js";

/**
 * GET /operations/{id}/<kind>Results (copies, imports, milestone creations): the items an operation of
 * that kind produced, paged with `@nextLink`. An operation of another kind is 404; one still running (or failed) has no items yet.
 */
function resultsOf(kind: OperationEffect["type"], name: string, what: string): OperationHandler {
  return ({ engine, params, query, baseUrl }) => {
    const op = engine.state.operations.find((o) => o.id === params.operationId);
    if (!op) throw notFound(`No operation has the id '${params.operationId}'.`, "operationId");
    if (op.effect.type !== kind)
      throw notFound(`Operation '${op.id}' is not ${what}; it has no ${name}.`, "operationId");
    return {
      status: 200,
      body: pageOf(op.results ?? [], {
        query,
        scope: `${name}/${op.id}`,
        link: `${baseUrl}/operations/${op.id}/${name}`,
      }),
    };
  };
}

/**
 * GET /operations/{id}/tableEditResults: the one object a completed table edit produced,
 * `{ revision }` (not a page, as the live service answers it). Before the edit has completed (or when
 * it failed) there is no result: 404.
 */
export const getTableEditResults: OperationHandler = ({ engine, params }) => {
  const op = engine.state.operations.find((o) => o.id === params.operationId);
  if (!op) throw notFound(`No operation has the id '${params.operationId}'.`, "operationId");
  if (op.effect.type !== "tableEdit")
    throw notFound(`Operation '${op.id}' is not a table edit; it has no tableEditResults.`, "operationId");
  const [result] = op.results ?? [];
  if (!result) {
    throw notFound(
      `Table edit '${op.id}' has no result yet: it is there once the edit has completed (never when it failed).`,
      "operationId",
    );
  }
  return { status: 200, body: result };
};

export const getCopyFileResults = resultsOf("copyFile", "copyFileResults", "a file copy");
export const getImportFileResults = resultsOf("importFile", "importFileResults", "a file import");
export const getMilestoneCreationResults = resultsOf(
  "createMilestone",
  "milestoneCreationResults",
  "a milestone creation",
);
