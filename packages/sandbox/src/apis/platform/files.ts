import { ApiError, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { FileRecord } from "../../state/types.js";

export const fileBody = (f: FileRecord) => ({
  id: f.id,
  name: f.name,
  kind: f.kind,
  type: f.type,
  container: f.container,
  template: f.template,
  state: f.state,
  created: { dateTime: f.created },
  modified: { dateTime: f.modified },
});

export function findFile(engine: Engine, fileId: string, target = "fileId"): FileRecord {
  const file = engine.state.files.find((f) => f.id === fileId);
  if (!file) throw notFound(`No file has the id '${fileId}'.`, target);
  return file;
}

/** The folder `folderId`, which must exist and be a folder. */
export function findFolder(engine: Engine, folderId: string, target: string): FileRecord {
  const folder = engine.state.files.find((f) => f.id === folderId);
  if (!folder) throw notFound(`No folder has the id '${folderId}'.`, target);
  if (folder.kind !== "Folder")
    throw new ApiError(400, "invalid_container", `'${folder.name}' is a ${folder.kind}, not a folder.`, {
      target,
    });
  return folder;
}

/** Everything inside a folder, at any depth (empty for other kinds). */
export function descendants(engine: Engine, folder: FileRecord): FileRecord[] {
  if (folder.kind !== "Folder") return [];
  const out: FileRecord[] = [];
  const queue = [folder.id];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const child of engine.state.files) {
      if (child.container !== id) continue;
      out.push(child);
      if (child.kind === "Folder") queue.push(child.id);
    }
  }
  return out;
}

const WRITABLE = ["name", "kind", "type", "container", "template"] as const;

/**
 * PUT /files/{fileId}: a full replacement of the writable properties (the spec requires them all;
 * `type`, `container` and `template` may be null, a null container meaning the top of the workspace).
 */
export const updateFile: OperationHandler = ({ engine, params, body, client }) => {
  const file = findFile(engine, params.fileId!);
  const input = body as Pick<FileRecord, (typeof WRITABLE)[number]>;
  // A null container puts the file at the top of its workspace.
  const folder =
    input.container === null
      ? null
      : engine.state.files.find((f) => f.id === input.container && f.kind === "Folder");
  if (folder === undefined || (folder && folder.workspaceId !== file.workspaceId)) {
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
  if (folder && (folder.id === file.id || descendants(engine, file).some((f) => f.id === folder.id))) {
    throw new ApiError(
      400,
      "invalid_container",
      `Folder '${file.name}' cannot be moved into itself or into one of its own folders.`,
      { target: "container" },
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
    targets: [fileTarget(file)],
    attachments: [{ entityChanges: changes }],
  });
  return { status: 200, body: fileBody(file) };
};

export const fileTarget = (file: FileRecord) => ({
  id: file.id,
  type: "platform.file",
  displayName: file.name,
});
