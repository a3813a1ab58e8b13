import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Client, FileRecord, OperationEffect } from "../../state/types.js";
import { activeFile, activeFolder } from "./active-files.js";
import { checkConcurrency } from "./concurrency.js";
import { copyContent } from "./content.js";
import { descendants, fileTarget } from "./files.js";
import { startOperation } from "./start-operation.js";

/** POST /files/{fileId}/copy: an operation whose result is the new file, in the destination folder. */
export const copyFile: OperationHandler = ({ engine, params, body, client, baseUrl }) => {
  const file = activeFile(engine, params.fileId!);
  const input = (body ?? {}) as {
    destinationContainer?: string;
    destinationName?: string;
    options?: Record<string, unknown>;
  };
  let container = file.container;
  if (input.destinationContainer !== undefined && input.destinationContainer !== null) {
    const folder = activeFolder(engine, input.destinationContainer, "destinationContainer");
    if (folder.id === file.id || descendants(engine, file).some((f) => f.id === folder.id)) {
      throw new ApiError(
        400,
        "invalid_container",
        `Folder '${file.name}' cannot be copied into itself or into one of its own folders.`,
        { target: "destinationContainer" },
      );
    }
    container = folder.id;
  }
  checkConcurrency(engine, file.workspaceId, "copy");
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: file.workspaceId,
    limitKey: file.workspaceId,
    effect: {
      type: "copyFile",
      fileId: file.id,
      destinationContainer: container,
      ...(typeof input.destinationName === "string" ? { destinationName: input.destinationName } : {}),
      shallowCopy: input.options?.shallowCopy === true,
    },
  });
};

/** Copies `file` (a folder with its contents, unless shallow) into `container`; returns the copy. */
function copyTree(
  engine: Engine,
  file: FileRecord,
  container: string | null,
  name: string,
  shallow: boolean,
  at: string,
): FileRecord {
  const copy: FileRecord = {
    ...structuredClone(file),
    id: engine.random.hex(32),
    name,
    container,
    workspaceId: container
      ? (engine.state.files.find((f) => f.id === container)?.workspaceId ?? file.workspaceId)
      : file.workspaceId,
    template: false,
    created: at,
    modified: at,
    state: "Active",
    revision: 1,
    firstRevision: 1,
  };
  delete copy.trashedWith;
  engine.state.files.push(copy);
  const spreadsheet = engine.state.spreadsheets.find((s) => s.id === file.id);
  if (spreadsheet) {
    engine.state.spreadsheets.push({
      ...structuredClone(spreadsheet),
      id: copy.id,
      fileId: copy.id,
      name: copy.name,
      workspaceId: copy.workspaceId,
      sheets: spreadsheet.sheets.map((s) => ({ ...structuredClone(s), id: engine.random.hex(32) })),
    });
  }
  copyContent(engine, file.id, copy.id);
  if (!shallow && file.kind === "Folder") {
    const children = engine.state.files.filter((f) => f.container === file.id && f.state === "Active");
    for (const child of children) copyTree(engine, child, copy.id, child.name, false, at);
  }
  return copy;
}

export function applyCopyFile(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "copyFile" }>,
  client: Client | undefined,
  at: number,
): Record<string, unknown>[] {
  const file = activeFile(engine, effect.fileId);
  if (effect.destinationContainer) activeFolder(engine, effect.destinationContainer, "destinationContainer");
  const copy = copyTree(
    engine,
    file,
    effect.destinationContainer,
    effect.destinationName ?? file.name,
    effect.shallowCopy,
    engine.iso(at),
  );
  if (client) {
    engine.recordActivity({
      client,
      workspaceId: copy.workspaceId,
      alias: "file.copy",
      category: "File",
      name: "Copy file",
      summary: `${client.name} copied '${file.name}' to '${copy.name}'.`,
      targets: [fileTarget(copy), fileTarget(file)],
      at,
    });
  }
  return [{ id: copy.id, container: copy.container, kind: copy.kind }];
}
