import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { FileRecord } from "../../state/types.js";
import { findFile, findFolder } from "./files.js";

/** The file `fileId`, which must not be in the trash (409 `file_trashed`). */
export function activeFile(engine: Engine, fileId: string): FileRecord {
  const file = findFile(engine, fileId);
  if (file.state === "Trashed") {
    throw new ApiError(409, "file_trashed", `'${file.name}' is in the trash; restore it first.`, {
      target: "fileId",
    });
  }
  return file;
}

/** The folder `folderId`, which must not be in the trash (409 `file_trashed`, target `target`). */
export function activeFolder(engine: Engine, folderId: string, target: string): FileRecord {
  const folder = findFolder(engine, folderId, target);
  if (folder.state === "Trashed") {
    throw new ApiError(409, "file_trashed", `Folder '${folder.name}' is in the trash.`, { target });
  }
  return folder;
}
