import { badRequest, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Client, FileRecord, Milestone, OperationEffect } from "../../state/types.js";
import { applyPatch, onlyChanged, type PatchOperation } from "./json-patch.js";
import { startOperation } from "./start-operation.js";

const KINDS = { document: "Document", presentation: "Presentation", spreadsheet: "Spreadsheet" } as const;
export const MAX_TITLE = 200;

function findMilestone(engine: Engine, id: string): Milestone {
  const milestone = engine.state.milestones.find((m) => m.id === id);
  if (!milestone) throw notFound(`No milestone has the id '${id}'.`, "milestoneId");
  return milestone;
}

/** The resource a milestone names: a file of the kind its `type` says (404 otherwise). */
function findResource(engine: Engine, type: Milestone["resourceType"], id: string): FileRecord {
  const file = engine.state.files.find((f) => f.id === id && f.kind === KINDS[type]);
  if (!file || file.state === "Trashed") throw notFound(`No ${type} has the id '${id}'.`, type);
  return file;
}

export function milestoneBody(m: Milestone) {
  return {
    id: m.id,
    resource: {
      type: m.resourceType,
      [m.resourceType]: { [m.resourceType]: m.resourceId, revision: String(m.revision) },
    },
    title: m.title,
    remarks: m.remarks,
    created: { dateTime: m.created, user: { id: m.createdBy } },
  };
}

const milestoneTarget = (m: Milestone) => ({ id: m.id, type: "platform.milestone", displayName: m.title });

/**
 * POST /milestones/creation: the resource named by `type` must exist (else 404, the standard error);
 * the milestone is made when the operation completes, and `resourceUrl` then points to it.
 */
export const milestoneCreation: OperationHandler = ({ engine, body, client, baseUrl }) => {
  const input = body as { type: Milestone["resourceType"]; title: string; remarks?: string } & Record<
    string,
    unknown
  >;
  if (!(input.type in KINDS))
    throw badRequest(`type '${input.type}' is not document, presentation or spreadsheet.`, "type");
  const resourceId = input[input.type];
  if (typeof resourceId !== "string" || resourceId === "") {
    throw badRequest(
      `A milestone of type '${input.type}' names its ${input.type} in the member '${input.type}'.`,
      input.type,
    );
  }
  if (input.title.length > MAX_TITLE) {
    throw badRequest(
      `title has ${input.title.length} characters; at most ${MAX_TITLE} are allowed.`,
      "title",
    );
  }
  const file = findResource(engine, input.type, resourceId);
  const milestoneId = engine.random.uuid();
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: file.workspaceId,
    resourceUrl: `${baseUrl}/milestones/${milestoneId}`,
    effect: {
      type: "createMilestone",
      resourceType: input.type,
      resourceId,
      title: input.title,
      remarks: input.remarks ?? "",
      milestoneId,
    },
  });
};

export function applyCreateMilestone(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "createMilestone" }>,
  client: Client | undefined,
  at: number,
): Record<string, unknown>[] {
  const file = findResource(engine, effect.resourceType, effect.resourceId);
  const milestone: Milestone = {
    id: effect.milestoneId,
    resourceType: effect.resourceType,
    resourceId: file.id,
    revision: file.revision,
    title: effect.title,
    remarks: effect.remarks,
    created: engine.iso(at),
    createdBy: client?.id ?? "",
    workspaceId: file.workspaceId,
  };
  engine.state.milestones.push(milestone);
  if (client) {
    engine.recordActivity({
      client,
      workspaceId: file.workspaceId,
      alias: "milestone.create",
      category: "Milestone",
      name: "Create milestone",
      summary: `${client.name} created milestone '${milestone.title}' of '${file.name}' at revision ${file.revision}.`,
      targets: [milestoneTarget(milestone), { id: file.id, type: "platform.file", displayName: file.name }],
      at,
    });
  }
  return [{ type: "milestone", milestone: milestone.id }];
}

/** PATCH /milestones/{id}: JSON Patch over `{ title, remarks }` (the rest is read-only). */
export const partiallyUpdateMilestoneById: OperationHandler = ({ engine, params, body, client }) => {
  const milestone = findMilestone(engine, params.milestoneId!);
  const before = milestoneBody(milestone);
  const after = applyPatch(before as Record<string, unknown>, body as PatchOperation[]);
  const changed = onlyChanged(before, after, ["title", "remarks"], "Milestone");
  for (const key of changed) {
    if (typeof after[key] !== "string") throw badRequest(`/${key} must be a string.`, `/${key}`);
  }
  const title = after.title as string;
  if (title.length === 0 || title.length > MAX_TITLE) {
    throw badRequest(`/title must have 1 to ${MAX_TITLE} characters, got ${title.length}.`, "/title");
  }
  const entityChanges = changed.map((key) => ({
    propertyName: key,
    new: after[key],
    old: before[key as keyof typeof before],
  }));
  milestone.title = title;
  milestone.remarks = after.remarks as string;
  if (changed.length > 0) {
    engine.recordActivity({
      client: client!,
      workspaceId: milestone.workspaceId,
      alias: "milestone.update",
      category: "Milestone",
      name: "Update milestone",
      summary: `${client!.name} updated milestone '${milestone.title}'.`,
      targets: [milestoneTarget(milestone)],
      attachments: [{ entityChanges }],
    });
  }
  return { status: 200, body: milestoneBody(milestone) };
};

/** DELETE /milestones/{id}: 204. */
export const deleteMilestoneById: OperationHandler = ({ engine, params, client }) => {
  const milestone = findMilestone(engine, params.milestoneId!);
  engine.state.milestones = engine.state.milestones.filter((m) => m !== milestone);
  engine.recordActivity({
    client: client!,
    workspaceId: milestone.workspaceId,
    alias: "milestone.delete",
    category: "Milestone",
    name: "Delete milestone",
    summary: `${client!.name} deleted milestone '${milestone.title}'.`,
    targets: [milestoneTarget(milestone)],
  });
  return { status: 204 };
};
