import { ApiError } from "../../core/api-error.js";
import type { OperationHandler, OperationRequest } from "../../http/types.js";
import type { GraphRecord, GraphRelationship } from "../../state/types.js";

/** Edits one request may carry. */
export const MAX_EDITS = 1000;
const PLACEHOLDER = "\u0000new:";

interface Edit {
  operation: string;
  targetId?: string;
  recordId?: string;
  temporaryRecordId?: string;
  type?: string;
  label?: string;
  properties?: Record<string, unknown>;
}

/** The record an edit of one record names: `recordId`, or `targetId` when only that is given. */
const recordMember = (edit: Edit): "recordId" | "targetId" =>
  edit.recordId === undefined && edit.targetId !== undefined ? "targetId" : "recordId";

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

/**
 * POST /graph/edits: all edits are checked first (nothing changes when one is invalid: a 400 whose
 * details name each invalid edit's zero-based position), then applied in order. Later edits may use
 * the `temporaryRecordId` of a record created earlier in the request. 201 `{ recordIdMap }`.
 */
export const createEdits: OperationHandler = ({ engine, body, client }) => {
  checkEditCount({ body });
  const edits = body as Edit[];
  const graph = engine.state.graph;
  const records = new Map(graph.records.map((r) => [r.id, structuredClone(r)]));
  let relationships: GraphRelationship[] = graph.relationships.map((r) => ({ ...r }));
  const recordIdMap: Record<string, string> = {};
  const problems: { index: number; target: string; message: string }[] = [];
  const resolve = (id: string | undefined) => (id === undefined ? undefined : (recordIdMap[id] ?? id));
  const need = (index: number, edit: Edit, member: keyof Edit): string | undefined => {
    const value = edit[member];
    if (typeof value !== "string" || value === "") {
      problems.push({ index, target: `[${index}].${member}`, message: `${edit.operation} needs ${member}.` });
      return undefined;
    }
    return value;
  };
  const existing = (index: number, edit: Edit, member: "recordId" | "targetId"): string | undefined => {
    const given = need(index, edit, member);
    if (given === undefined) return undefined;
    const id = resolve(given)!;
    if (!records.has(id)) {
      problems.push({
        index,
        target: `[${index}].${member}`,
        message: `no record has the id '${given}' (nor does an earlier edit create it).`,
      });
      return undefined;
    }
    return id;
  };

  edits.forEach((edit, index) => {
    const before = problems.length;
    switch (edit.operation) {
      case "create_record": {
        const type = need(index, edit, "type");
        const temporary = edit.temporaryRecordId;
        if (temporary !== undefined && (temporary in recordIdMap || records.has(temporary))) {
          problems.push({
            index,
            target: `[${index}].temporaryRecordId`,
            message: `temporaryRecordId '${temporary}' is already in use.`,
          });
        }
        if (problems.length > before || type === undefined) break;
        // A placeholder until every edit has been checked (ids are drawn only for a valid request).
        const record: GraphRecord = {
          id: `${PLACEHOLDER}${index}`,
          type,
          label: edit.label ?? "",
          properties: structuredClone(edit.properties ?? {}),
        };
        records.set(record.id, record);
        if (temporary !== undefined) recordIdMap[temporary] = record.id;
        break;
      }
      case "delete_record": {
        const id = existing(index, edit, recordMember(edit));
        if (id === undefined) break;
        records.delete(id);
        relationships = relationships.filter((r) => r.source !== id && r.target !== id);
        break;
      }
      case "set_properties": {
        const id = existing(index, edit, recordMember(edit));
        if (id === undefined) break;
        if (!edit.properties || typeof edit.properties !== "object") {
          problems.push({
            index,
            target: `[${index}].properties`,
            message: "set_properties needs properties.",
          });
          break;
        }
        const record = records.get(id)!;
        record.properties = { ...record.properties, ...structuredClone(edit.properties) };
        if (edit.label !== undefined) record.label = edit.label;
        break;
      }
      case "create_relationship":
      case "delete_relationship": {
        const source = existing(index, edit, "recordId");
        const target = existing(index, edit, "targetId");
        const type = need(index, edit, "type");
        if (source === undefined || target === undefined || type === undefined) break;
        const same = (r: GraphRelationship) => r.source === source && r.target === target && r.type === type;
        if (edit.operation === "create_relationship") {
          if (relationships.some(same)) {
            problems.push({
              index,
              target: `[${index}]`,
              message: `the relationship '${type}' already exists.`,
            });
          } else relationships.push({ source, target, type });
        } else if (!relationships.some(same)) {
          problems.push({
            index,
            target: `[${index}]`,
            message: `there is no relationship '${type}' to delete.`,
          });
        } else relationships = relationships.filter((r) => !same(r));
        break;
      }
      default:
        problems.push({
          index,
          target: `[${index}].operation`,
          message: `'${edit.operation}' is not create_record, delete_record, create_relationship, delete_relationship or set_properties.`,
        });
    }
  });

  if (problems.length > 0) {
    const positions = [...new Set(problems.map((p) => p.index))];
    throw new ApiError(
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
  const real = new Map<string, string>();
  const idOf = (id: string) => {
    if (!id.startsWith(PLACEHOLDER)) return id;
    let found = real.get(id);
    if (!found) {
      found = engine.random.uuid();
      real.set(id, found);
    }
    return found;
  };
  graph.records = [...records.values()].map((r) => ({ ...r, id: idOf(r.id) }));
  graph.relationships = relationships.map((r) => ({ ...r, source: idOf(r.source), target: idOf(r.target) }));
  for (const [temporary, id] of Object.entries(recordIdMap)) recordIdMap[temporary] = idOf(id);
  const labels = new Map(graph.records.map((r) => [r.id, r.label]));
  engine.recordActivity({
    client: client!,
    workspaceId: graph.workspaceId,
    alias: "graph.edit",
    category: "Graph",
    name: "Edit graph",
    summary: `${client!.name} applied ${edits.length} graph edit(s).`,
    targets: Object.values(recordIdMap)
      .slice(0, 20)
      .map((id) => ({ id, type: "graph.record", displayName: labels.get(id) || id })),
  });
  return { status: 201, body: { recordIdMap } };
};
createEdits.precheck = checkEditCount;
