import type { Random } from "../../core/random.js";
import type { GraphRecord, GraphRelationship, GraphState } from "../../state/types.js";

/** One edit of a `POST /graph/edits` request. */
export interface GraphEdit {
  operation: string;
  targetId?: string;
  recordId?: string;
  temporaryRecordId?: string;
  type?: string;
  label?: string;
  properties?: Record<string, unknown>;
}

/** What is wrong with the edit at zero-based position `index`, and which member says so. */
export interface EditProblem {
  index: number;
  target: string;
  message: string;
}

/**
 * The graph as the edits of one request change it, on copies: nothing reaches the state until every
 * edit has been checked. Records the request creates have placeholder ids until then.
 */
export interface GraphDraft {
  records: Map<string, GraphRecord>;
  relationships: GraphRelationship[];
  /** Each `temporaryRecordId` and the id of the record it stands for. */
  recordIdMap: Record<string, string>;
  problems: EditProblem[];
}

const PLACEHOLDER = "\u0000new:";

/** A draft of `graph`: copies of its records and relationships. */
export function draftOf(graph: GraphState): GraphDraft {
  return {
    records: new Map(graph.records.map((r) => [r.id, structuredClone(r)])),
    relationships: graph.relationships.map((r) => ({ ...r })),
    recordIdMap: {},
    problems: [],
  };
}

/** The record an edit of one record names: `recordId`, or `targetId` when only that is given. */
const recordMember = (edit: GraphEdit): "recordId" | "targetId" =>
  edit.recordId === undefined && edit.targetId !== undefined ? "targetId" : "recordId";

/** The edit's `member`, which must be a non-empty text (else a problem, and undefined). */
function need(
  draft: GraphDraft,
  index: number,
  edit: GraphEdit,
  member: keyof GraphEdit,
): string | undefined {
  const value = edit[member];
  if (typeof value !== "string" || value === "") {
    draft.problems.push({
      index,
      target: `[${index}].${member}`,
      message: `${edit.operation} needs ${member}.`,
    });
    return undefined;
  }
  return value;
}

/** The id of the record the edit's `member` names (a temporary id resolved), which must exist in the draft. */
function existing(
  draft: GraphDraft,
  index: number,
  edit: GraphEdit,
  member: "recordId" | "targetId",
): string | undefined {
  const given = need(draft, index, edit, member);
  if (given === undefined) return undefined;
  const id = draft.recordIdMap[given] ?? given;
  if (!draft.records.has(id)) {
    draft.problems.push({
      index,
      target: `[${index}].${member}`,
      message: `no record has the id '${given}' (nor does an earlier edit create it).`,
    });
    return undefined;
  }
  return id;
}

function createRecord(draft: GraphDraft, edit: GraphEdit, index: number): void {
  const before = draft.problems.length;
  const type = need(draft, index, edit, "type");
  const temporary = edit.temporaryRecordId;
  if (temporary !== undefined && (temporary in draft.recordIdMap || draft.records.has(temporary))) {
    draft.problems.push({
      index,
      target: `[${index}].temporaryRecordId`,
      message: `temporaryRecordId '${temporary}' is already in use.`,
    });
  }
  if (draft.problems.length > before || type === undefined) return;
  // A placeholder until every edit has been checked (ids are drawn only for a valid request).
  const record: GraphRecord = {
    id: `${PLACEHOLDER}${index}`,
    type,
    label: edit.label ?? "",
    properties: structuredClone(edit.properties ?? {}),
  };
  draft.records.set(record.id, record);
  if (temporary !== undefined) draft.recordIdMap[temporary] = record.id;
}

function deleteRecord(draft: GraphDraft, edit: GraphEdit, index: number): void {
  const id = existing(draft, index, edit, recordMember(edit));
  if (id === undefined) return;
  draft.records.delete(id);
  draft.relationships = draft.relationships.filter((r) => r.source !== id && r.target !== id);
}

function setProperties(draft: GraphDraft, edit: GraphEdit, index: number): void {
  const id = existing(draft, index, edit, recordMember(edit));
  if (id === undefined) return;
  if (!edit.properties || typeof edit.properties !== "object") {
    draft.problems.push({
      index,
      target: `[${index}].properties`,
      message: "set_properties needs properties.",
    });
    return;
  }
  const record = draft.records.get(id)!;
  record.properties = { ...record.properties, ...structuredClone(edit.properties) };
  if (edit.label !== undefined) record.label = edit.label;
}

/** create_relationship adds one that does not exist yet; delete_relationship removes one that does. */
function editRelationship(draft: GraphDraft, edit: GraphEdit, index: number): void {
  const source = existing(draft, index, edit, "recordId");
  const target = existing(draft, index, edit, "targetId");
  const type = need(draft, index, edit, "type");
  if (source === undefined || target === undefined || type === undefined) return;
  const same = (r: GraphRelationship) => r.source === source && r.target === target && r.type === type;
  const exists = draft.relationships.some(same);
  if (edit.operation === "create_relationship") {
    if (!exists) draft.relationships.push({ source, target, type });
    else
      draft.problems.push({
        index,
        target: `[${index}]`,
        message: `the relationship '${type}' already exists.`,
      });
  } else if (exists) {
    draft.relationships = draft.relationships.filter((r) => !same(r));
  } else {
    draft.problems.push({
      index,
      target: `[${index}]`,
      message: `there is no relationship '${type}' to delete.`,
    });
  }
}

const EDITS = new Map<unknown, (draft: GraphDraft, edit: GraphEdit, index: number) => void>([
  ["create_record", createRecord],
  ["delete_record", deleteRecord],
  ["set_properties", setProperties],
  ["create_relationship", editRelationship],
  ["delete_relationship", editRelationship],
]);

/** Applies the edit at position `index` to the draft, or records what is wrong with it. */
export function draftEdit(draft: GraphDraft, edit: GraphEdit, index: number): void {
  const apply = EDITS.get(edit.operation);
  if (apply) {
    apply(draft, edit, index);
    return;
  }
  draft.problems.push({
    index,
    target: `[${index}].operation`,
    message: `'${edit.operation}' is not create_record, delete_record, create_relationship, delete_relationship or set_properties.`,
  });
}

/**
 * Writes a checked draft into `graph`: each record the request created gets a UUID, drawn in a fixed
 * order (records, then relationships, then the temporary ids of records created and deleted again).
 */
export function commitDraft(draft: GraphDraft, graph: GraphState, random: Random): void {
  const real = new Map<string, string>();
  const idOf = (id: string) => {
    if (!id.startsWith(PLACEHOLDER)) return id;
    let found = real.get(id);
    if (!found) {
      found = random.uuid();
      real.set(id, found);
    }
    return found;
  };
  graph.records = [...draft.records.values()].map((r) => ({ ...r, id: idOf(r.id) }));
  graph.relationships = draft.relationships.map((r) => ({
    ...r,
    source: idOf(r.source),
    target: idOf(r.target),
  }));
  for (const [temporary, id] of Object.entries(draft.recordIdMap)) draft.recordIdMap[temporary] = idOf(id);
}
