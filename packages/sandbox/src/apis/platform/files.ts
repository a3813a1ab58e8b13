import { ApiError, notFound } from "../../http/errors.js";
import type { OperationHandler } from "../../http/types.js";
import type { FileRecord } from "../../state/types.js";

export const fileBody = (f: FileRecord) => ({
  id: f.id,
  name: f.name,
  kind: f.kind,
  type: f.type,
  container: f.container,
  template: f.template,
  created: { dateTime: f.created },
  modified: { dateTime: f.modified },
});

const WRITABLE = ["name", "kind", "type", "container", "template"] as const;

/** PUT /files/{fileId}: a full replacement of the writable properties (the spec requires them all). */
export const updateFile: OperationHandler = ({ engine, params, body, client }) => {
  const file = engine.state.files.find((f) => f.id === params.fileId);
  if (!file) throw notFound(`No file has the id '${params.fileId}'.`, "fileId");
  const input = body as Pick<FileRecord, (typeof WRITABLE)[number]>;
  const folder = engine.state.folders.find((f) => f.id === input.container);
  if (!folder || folder.workspaceId !== file.workspaceId) {
    const ws = engine.workspace(file.workspaceId);
    throw new ApiError(
      400,
      "invalid_container",
      `container '${input.container}' is not a folder of workspace '${ws?.name}'.`,
      {
        target: "container",
      },
    );
  }
  const changes = WRITABLE.filter((k) => file[k] !== input[k]).map((k) => ({
    propertyName: k,
    new: input[k],
    old: file[k],
  }));
  for (const k of WRITABLE) (file as unknown as Record<string, unknown>)[k] = input[k];
  file.modified = engine.iso();
  engine.recordActivity({
    client: client!,
    workspaceId: file.workspaceId,
    alias: "file.update",
    category: "File",
    name: "Update file",
    summary: `${client!.name} replaced the metadata of '${file.name}'.`,
    targets: [{ id: file.id, type: "platform.file", displayName: file.name }],
    attachments: [{ entityChanges: changes }],
  });
  return { status: 200, body: fileBody(file) };
};
