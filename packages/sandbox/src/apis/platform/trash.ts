import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Client, OperationEffect } from "../../state/types.js";
import { descendants, fileTarget, findFile } from "./files.js";
import { startOperation } from "./start-operation.js";

/** POST /files/{fileId}/trash: an operation; a folder takes everything inside it along. */
export const trashFileById: OperationHandler = ({ engine, params, client, baseUrl }) => {
  const file = findFile(engine, params.fileId!);
  if (file.state === "Trashed") {
    throw new ApiError(409, "file_trashed", `'${file.name}' is already in the trash.`, { target: "fileId" });
  }
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: file.workspaceId,
    effect: { type: "trashFile", fileId: file.id },
  });
};

/** POST /files/{fileId}/restore: an operation; a folder brings back what was trashed with it. */
export const restoreFileById: OperationHandler = ({ engine, params, client, baseUrl }) => {
  const file = findFile(engine, params.fileId!);
  if (file.state !== "Trashed") {
    throw new ApiError(409, "file_not_trashed", `'${file.name}' is not in the trash.`, { target: "fileId" });
  }
  if (file.trashedWith) {
    const folder = engine.state.files.find((f) => f.id === file.trashedWith);
    throw new ApiError(
      409,
      "file_trashed_with_folder",
      `'${file.name}' was trashed with folder '${folder?.name ?? file.trashedWith}'; restore that folder instead.`,
      { target: "fileId" },
    );
  }
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: file.workspaceId,
    effect: { type: "restoreFile", fileId: file.id },
  });
};

export function applyTrashFile(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "trashFile" }>,
  client: Client | undefined,
  at: number,
): void {
  const file = findFile(engine, effect.fileId);
  if (file.state === "Trashed")
    throw new ApiError(409, "file_trashed", `'${file.name}' is already in the trash.`);
  const inside = descendants(engine, file).filter((f) => f.state === "Active");
  file.state = "Trashed";
  file.modified = engine.iso(at);
  for (const f of inside) {
    f.state = "Trashed";
    f.trashedWith = file.id;
    f.modified = engine.iso(at);
  }
  if (client) {
    engine.recordActivity({
      client,
      workspaceId: file.workspaceId,
      alias: "file.trash",
      category: "File",
      name: "Trash file",
      summary: `${client.name} moved '${file.name}'${inside.length > 0 ? ` and the ${inside.length} item(s) inside it` : ""} to the trash.`,
      targets: [fileTarget(file)],
      at,
    });
  }
}

export function applyRestoreFile(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "restoreFile" }>,
  client: Client | undefined,
  at: number,
): void {
  const file = findFile(engine, effect.fileId);
  if (file.state !== "Trashed")
    throw new ApiError(409, "file_not_trashed", `'${file.name}' is not in the trash.`);
  const inside = descendants(engine, file).filter((f) => f.trashedWith === file.id);
  for (const f of [file, ...inside]) {
    f.state = "Active";
    delete f.trashedWith;
    f.modified = engine.iso(at);
  }
  if (client) {
    engine.recordActivity({
      client,
      workspaceId: file.workspaceId,
      alias: "file.restore",
      category: "File",
      name: "Restore file",
      summary: `${client.name} restored '${file.name}'${inside.length > 0 ? ` and the ${inside.length} item(s) inside it` : ""} from the trash.`,
      targets: [fileTarget(file)],
      at,
    });
  }
}
