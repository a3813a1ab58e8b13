import { type JsonSchema, OPERATIONS } from "@reportkit/catalog";
import type { Sandbox } from "@reportkit/sandbox";
import { toolName } from "../../src/tools/names.js";
import { operationInput } from "../../src/tools/schemas.js";

/** One call of one tool, as an agent would make it against the sandbox's seed. */
export interface RealCall {
  args: Record<string, unknown>;
  /**
   * What the sandbox answers: a result, or the typed error of a documented refusal (default `ok`);
   * `typed` for a call drawn from the catalogue: a result or any typed error but InvalidArguments.
   */
  outcome?: "ok" | "typed" | string;
}

/**
 * Arguments of a real call for every operation tool, with the ids of the sandbox's seed. The calls run
 * in this order with --allow-writes: writes that remove something come last. Ids that only exist after
 * another call answer 404.
 */
export function realCalls(sandbox: Sandbox): Record<string, RealCall> {
  const handWritten = handWrittenCalls(sandbox);
  return { ...derivedCalls(new Set(Object.keys(handWritten))), ...handWritten };
}

/** Values tried, in order, against a string's pattern (a UUID without dashes, a version, a colour...). */
const PATTERN_CANDIDATES = ["d8205bca61a04d77ba769ab98c31ee77", "x", "2026-01-15", "#ffffff", "1"];

/** The smallest value a schema accepts: required members only, the least items, the first known value. */
function smallest(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  // An example satisfies the schema's pattern and format where "x" would not (ids, dates).
  const { examples, example } = schema as { examples?: unknown[]; example?: unknown };
  if (examples?.[0] !== undefined) return examples[0];
  if (example !== undefined) return example;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    const fits = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (fits) return fits;
  }
  if (schema.format === "uuid") return "5b7e9c1d-2a4f-4c6e-8d0b-1f3a5c7e9b2d";
  if (schema.format === "date-time") return "2026-01-15T09:30:00Z";
  if (schema.format === "date") return "2026-01-15";
  const known = schema.enum ?? schema["x-extensible-enum"];
  if (known?.length) return known[0];
  const branch = schema.oneOf ?? schema.anyOf;
  if (branch) return smallest(branch.find((b) => b.type !== "null") ?? branch[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const required = schema.required ?? [];
    return Object.fromEntries(required.map((name) => [name, smallest(schema.properties?.[name] ?? {})]));
  }
  if (type === "array")
    return Array.from({ length: schema.minItems ?? 0 }, () => smallest(schema.items ?? {}));
  if (type === "integer" || type === "number") return schema.minimum ?? 1;
  if (type === "boolean") return false;
  return "x".repeat(Math.max(schema.minLength ?? 1, 1));
}

/**
 * A call of every operation without a hand-written one below, made of the smallest arguments its tool
 * accepts (the spec-driven tier of the sandbox answers it). Derived from the catalogue, so an operation
 * added to the specs needs no line here; its outcome is any result or typed error.
 */
function derivedCalls(handWritten: ReadonlySet<string>): Record<string, RealCall> {
  return Object.fromEntries(
    // The token request has no tool (the server holds its own credentials).
    OPERATIONS.filter((op) => op.family !== "auth" && !handWritten.has(toolName(op))).map((op) => [
      toolName(op),
      { args: smallest(operationInput(op).schema) as Record<string, unknown>, outcome: "typed" },
    ]),
  );
}

function handWrittenCalls(sandbox: Sandbox): Record<string, RealCall> {
  const d = sandbox.demo;
  const matrix = { testFormId: d.testFormId, testPhaseId: d.testPhaseId, matrixId: d.matrixId };
  const file = sandbox.state.files.find((f) => f.id === d.fileId);
  const activityId = sandbox.state.activities[0]?.id ?? "";
  const notFound = "NotFoundError";
  // Chains operations answered by the sandbox's spec-driven tier: a result or a typed error.
  const notEmulated = "typed";
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
  };
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
