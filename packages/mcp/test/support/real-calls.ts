import { type CatalogOperation, OPERATIONS } from "@reportkit/catalog";
import { NOT_EMULATED_OPERATIONS, type Sandbox } from "@reportkit/sandbox";
import { toolName } from "../../src/tools/names.js";

/** One call of one tool, as an agent would make it against the sandbox's seed. */
export interface RealCall {
  args: Record<string, unknown>;
  /** What the sandbox answers: a result, or the typed error of a documented refusal (default `ok`). */
  outcome?: "ok" | string;
}

/**
 * Arguments of a real call for every operation tool, with the ids of the sandbox's seed. The calls run
 * in this order with --allow-writes: writes that remove something come last. Ids that only exist after
 * another call answer 404.
 */
export function realCalls(sandbox: Sandbox): Record<string, RealCall> {
  const d = sandbox.demo;
  const matrix = { testFormId: d.testFormId, testPhaseId: d.testPhaseId, matrixId: d.matrixId };
  const file = sandbox.state.files.find((f) => f.id === d.fileId);
  const activityId = sandbox.state.activities[0]?.id ?? "";
  const notFound = "NotFoundError";
  // The chains operations the sandbox does not emulate yet answer 501 (NOT_EMULATED_OPERATIONS).
  const notEmulated = "ServerError";
  // A multipart body (a file upload) goes out as JSON from a tool today: the sandbox refuses it (415).
  const multipartAsJson = "ApiError";
  const env = d.environments[0]!;
  // An enabled chain (a disabled one cannot start), a seeded run, and the run chains_start_chain makes
  // (the next number after the seeded runs), which chains_stop_chain_run stops while it runs.
  const chains = sandbox.state.chains;
  const chain = {
    environment_id: env,
    chain_id: chains.environments[env]?.find((c) => !c.disabled)?.id ?? "",
  };
  const run = { chain_run_id: chains.runs[0]?.id ?? "" };
  const startedRun = { chain_run_id: String(Math.max(...chains.runs.map((r) => Number(r.id))) + 1) };
  const guid = { mappingGroupGuid: "4ef64a1e-55da-4071-8168-d3387d99035d" };
  const page = { pageSize: 5, page: 0 };
  return {
    // Reads
    platform_get_sample: { args: { ...matrix, sampleId: d.sampleWithAttachmentsId, expand: "attachments" } },
    platform_list_sample_attachments: { args: { ...matrix, sampleId: d.sampleWithAttachmentsId } },
    platform_list_activities: {
      args: {
        organizationId: d.organizationId,
        workspaceId: d.workspaceId,
        maxpagesize: 5,
        orderBy: "activityDateTime desc",
      },
    },
    platform_get_operation: {
      args: { operationId: "00000000-0000-4000-8000-000000000000" },
      outcome: notFound,
    },
    platform_get_spreadsheet_by_id: { args: { spreadsheetId: d.spreadsheetId } },
    platform_get_rich_text_paragraphs: { args: { richTextId: d.richTextId, maxpagesize: 5 } },
    platform_get_range_links: { args: { tableId: d.contentTableId } },
    platform_get_range_link_by_id: { args: { tableId: d.contentTableId, rangeLinkId: d.rangeLinkId } },
    platform_get_range_link_destinations: { args: { tableId: d.contentTableId, rangeLinkId: d.rangeLinkId } },
    platform_get_document_table_collection: { args: { documentId: d.fileId, maxpagesize: 10 } },
    platform_get_document_bookmarks: { args: { documentId: d.fileId } },
    platform_get_document_bookmark_by_id: {
      args: { documentId: d.fileId, bookmarkId: "bm-0001" },
    },
    platform_get_presentation_table_collection: { args: { presentationId: d.presentationId } },
    platform_get_presentation_permissions: {
      args: { presentationId: d.presentationId },
    },
    platform_get_slide_permissions: {
      args: { presentationId: d.presentationId, slideId: "s-1" },
    },
    platform_get_custom_schema: { args: {} },
    platform_get_activity_by_id: { args: { activityId } },
    platform_get_organizations: {
      args: { "Wk-Service-Provider": d.serviceProviderId, filter: "status eq 'active'" },
    },
    platform_get_organization_activities: { args: { organizationId: d.organizationId, maxpagesize: 5 } },
    platform_get_workspace_by_id: {
      args: { organizationId: d.organizationId, workspaceId: d.workspaceId, expand: "solutions" },
    },
    platform_get_org_report_users: { args: { organizationId: d.organizationId, page_size: 10 } },
    platform_get_milestone_creation_results: { args: { operationId: "op-missing" }, outcome: notFound },
    platform_get_copy_file_results: {
      args: { operationId: "op-missing", maxpagesize: 10 },
      outcome: notFound,
    },
    platform_get_import_file_results: { args: { operationId: "op-missing" }, outcome: notFound },
    platform_get_table_edit_results: { args: { operationId: "op-missing" }, outcome: notFound },
    prep_list_tags: { args: { limit: 5 } },
    prep_get_select_list: { args: { selectListId: d.selectListId } },
    chains_list_chains: { args: { environment_id: d.environments[0] } },
    chains_list_users: { args: { pageSize: 5, page: 0 } },
    chains_get_user: { args: { userId: d.userId } },
    chains_search_chain_runs: { args: { environment_id: env, sort: "desc" } },
    chains_get_chain_run: { args: run },
    chains_get_chain_run_nodes: { args: run },
    chains_search_chain_run_inputs: {
      args: { environment_id: env, search_text: "ledger" },
      outcome: notEmulated,
    },
    chains_list_chain_runs: { args: { ...chain, limit: 10 } },
    chains_search_chains: { args: { name: "load" }, outcome: notEmulated },
    chains_get_chain: { args: chain },
    chains_list_chain_commands: { args: chain, outcome: notEmulated },
    chains_list_workspaces: { args: {} },
    chains_get_workspace: { args: { workspace_id: "12" } },
    chains_list_environments: { args: { workspace_id: "12" } },
    chains_get_environment: { args: { workspace_id: "12", environment_id: env } },
    chains_list_authorization_activities: { args: page, outcome: notEmulated },
    chains_list_login_activities: { args: page, outcome: notEmulated },
    chains_list_permissions: { args: page, outcome: notEmulated },
    chains_list_user_groups: { args: page, outcome: notEmulated },
    chains_get_user_group: { args: { userGroupId: "21" }, outcome: notEmulated },
    chains_list_user_group_permissions: { args: { userGroupId: "21", ...page }, outcome: notEmulated },
    chains_list_groups_of_user: { args: { userId: d.userId, ...page }, outcome: notEmulated },
    processes_preview_get_processes: { args: {} },
    processes_preview_get_process_by_id: { args: { processId: "p-missing" }, outcome: notFound },
    processes_preview_get_process_run_by_id: { args: { processRunId: "r-missing" }, outcome: notFound },
    // Writes that add or change
    platform_update_file: {
      args: {
        fileId: d.fileId,
        body: {
          name: "Q1 report (reviewed)",
          kind: file?.kind ?? "Document",
          type: file?.type ?? null,
          container: file?.container ?? null,
          template: file?.template ?? false,
        },
      },
    },
    platform_insert_samples: {
      args: {
        ...matrix,
        body: [
          {
            dataValues: [{ column: d.dataColumns[0], value: 7 }],
            resultValues: [{ column: d.resultColumns[0], value: "ok" }],
          },
        ],
      },
    },
    platform_update_range_values: {
      args: {
        spreadsheetId: d.spreadsheetId,
        sheetId: d.sheetId,
        range: "A1:B2",
        body: {
          values: [
            ["Region", "Q1"],
            ["EMEA", 410],
          ],
        },
      },
    },
    platform_import_file: { args: { body: { fileName: "headcount.csv", kind: "Spreadsheet" } } },
    platform_copy_file: { args: { fileId: d.fileId, body: { destinationName: "Q1 report (copy)" } } },
    platform_export_file_by_id: {
      args: { fileId: d.spreadsheetId, body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } } },
    },
    platform_table_edit: {
      args: {
        tableId: d.contentTableId,
        body: { type: "insertRows", insertRows: { count: 1, nextTo: 0, side: "putAfter" } },
      },
    },
    platform_edit_document_bookmarks: { args: { documentId: d.fileId, body: {} } },
    platform_modify_presentation_permissions: {
      args: { presentationId: d.presentationId, body: {} },
    },
    platform_modify_slide_permissions: {
      args: { presentationId: d.presentationId, slideId: "s-1", body: {} },
    },
    platform_milestone_creation: {
      args: { body: { type: "document", document: d.fileId, title: "Board pack" } },
    },
    platform_partially_update_milestone_by_id: {
      args: {
        milestoneId: d.milestoneId,
        body: [{ op: "replace", path: "/title", value: "Board pack (final)" }],
      },
    },
    platform_create_edits: {
      args: {
        body: [
          {
            operation: "create_record",
            temporaryRecordId: "new-risk",
            type: "risk",
            properties: { impact: "low" },
          },
        ],
      },
    },
    platform_update_custom_schema: { args: { body: {} } },
    platform_partially_update_workspace_by_id: {
      args: {
        organizationId: d.organizationId,
        workspaceId: d.workspaceId,
        body: [{ op: "replace", path: "/name", value: "Finance (EMEA)" }],
      },
    },
    prep_start_file_validation: { args: { body: { tableId: d.inconsistentTableId } } },
    prep_import_file: { args: { tableId: d.tableId, body: { fileId: "f-1", delimiter: ";" } } },
    prep_get_file: { args: { fileId: sandbox.state.prep.tables[0]?.files[0]?.id ?? "" } },
    processes_preview_create_process: { args: { body: { name: "Close Q3" } } },
    chains_start_chain: { args: { ...chain, body: { runtimeVariables: {} } } },
    chains_stop_chain_run: { args: startedRun },
    chains_publish_chain: {
      args: { chain_id: chain.chain_id, body: { publish_comment: "FX step" } },
      outcome: notEmulated,
    },
    chains_export_chain: { args: { chain_id: chain.chain_id }, outcome: notEmulated },
    chains_import_chain: {
      args: { environment_id: env, body: { file: "Y2hhaW4" } },
      outcome: multipartAsJson,
    },
    chains_publish_mapping_group: { args: guid, outcome: notEmulated },
    chains_update_mapping_group_rules: {
      args: { ...guid, body: { file: "source,target", mode: "draft" } },
      outcome: multipartAsJson,
    },
    processes_preview_partially_update_process_by_id: {
      args: { processId: "p-missing", body: { name: "x" } },
      outcome: notFound,
    },
    processes_preview_batch_update_process: {
      args: { processId: "p-missing", body: { updates: [] } },
      outcome: notFound,
    },
    processes_preview_run_process: { args: { processId: "p-missing", body: {} }, outcome: notFound },
    processes_preview_validate_process: { args: { processId: "p-missing", body: {} }, outcome: notFound },
    // Writes that remove, last
    platform_trash_file_by_id: { args: { fileId: d.closeFolderId, body: {} } },
    platform_restore_file_by_id: {
      args: { fileId: d.workingPapersFolderId, body: {} },
      outcome: "ConflictError",
    },
    platform_delete_sheet_dataset: {
      args: { spreadsheetId: d.spreadsheetId, sheetId: d.sheetId, deletevalues: false },
    },
    platform_delete_sheet_by_id: { args: { spreadsheetId: d.spreadsheetId, sheetId: d.summarySheetId } },
    platform_delete_milestone_by_id: { args: { milestoneId: d.milestoneId } },
    // The table is locked (423) while the import prep_import_file started above runs.
    prep_delete_table: { args: { tableId: d.tableId }, outcome: "ConflictError" },
    ...notEmulatedCalls(),
  };
}

/**
 * The operations the sandbox does not emulate yet (NOT_EMULATED_OPERATIONS) that have no call above:
 * arguments made from each operation's schemas (required members only), answered 501 (a required
 * multipart body, sent as JSON by a tool, would be refused before that).
 */
function notEmulatedCalls(): Record<string, RealCall> {
  const listed = new Set(
    Object.entries(NOT_EMULATED_OPERATIONS).flatMap(([api, ids]) => ids.map((id) => `${api}:${id}`)),
  );
  const calls: Record<string, RealCall> = {};
  for (const op of OPERATIONS.filter((o) => o.api === "prep" && listed.has(`${o.api}:${o.operationId}`))) {
    calls[toolName(op)] = { args: sampleArgs(op), outcome: outcomeOf(op) };
  }
  return calls;
}

const outcomeOf = (op: CatalogOperation) =>
  op.requestBody?.required && op.requestBody.contentType === "multipart/form-data"
    ? "ApiError"
    : "ServerError";

function sampleArgs(op: CatalogOperation): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in === "path") args[p.name] = "x1";
    else if (p.required) args[p.name] = sample(p.schema as Schema);
  }
  if (op.requestBody?.required) args.body = sample(op.requestBody.schema as Schema);
  return args;
}

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema };

/** A small value valid for a schema: required members only, the first known value of an enum. */
function sample(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const known = (schema["x-extensible-enum"] ?? schema.enum) as unknown[] | undefined;
  if (known?.length) return known[0];
  if (type === "object") {
    const required = (schema.required as string[] | undefined) ?? [];
    return Object.fromEntries(required.map((k) => [k, sample(schema.properties?.[k] ?? {})]));
  }
  if (type === "array") return schema.items ? [sample(schema.items)] : [];
  if (type === "integer" || type === "number") return (schema.minimum as number | undefined) ?? 1;
  if (type === "boolean") return false;
  if (typeof schema.pattern === "string" && schema.pattern.includes("{12}4")) {
    return "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b";
  }
  return "x1";
}

/**
 * A wrong version of a call's arguments: an argument of the wrong type where the tool has one, else
 * an argument the tool does not have. Its input schema must refuse it, and so must the server.
 */
export function wrongArguments(args: Record<string, unknown>): Record<string, unknown> {
  const [first] = Object.keys(args).filter((key) => key !== "body");
  if (first) return { ...args, [first]: typeof args[first] === "number" ? "seven" : 7 };
  return { ...args, notAnArgument: true };
}
