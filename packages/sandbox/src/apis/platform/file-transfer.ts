import { ApiError, badRequest } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { ReceivedBody } from "../../state/blob-files.js";
import type { CellValue, Client, FileRecord, Operation, OperationEffect } from "../../state/types.js";
import { cellAddress } from "./a1.js";
import { checkConcurrency } from "./concurrency.js";
import { copyContent, fileText } from "./content.js";
import { csv, docx, MEDIA_TYPES, pdf, sheetRows, xhtml, xlsx, zip } from "./export-bytes.js";
import { descendants, fileTarget, findFile, findFolder } from "./files.js";
import { startOperation } from "./start-operation.js";

/** Sandbox-only addresses on the platform host: where import bytes are PUT and exports are fetched. */
export const UPLOAD_PATH = "/__sandbox/uploads/";
export const DOWNLOAD_PATH = "/__sandbox/downloads/";

function activeFile(engine: Engine, fileId: string): FileRecord {
  const file = findFile(engine, fileId);
  if (file.state === "Trashed") {
    throw new ApiError(409, "file_trashed", `'${file.name}' is in the trash; restore it first.`, {
      target: "fileId",
    });
  }
  return file;
}

function activeFolder(engine: Engine, folderId: string, target: string): FileRecord {
  const folder = findFolder(engine, folderId, target);
  if (folder.state === "Trashed") {
    throw new ApiError(409, "file_trashed", `Folder '${folder.name}' is in the trash.`, { target });
  }
  return folder;
}

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

interface FileImportBody {
  fileName: string;
  kind: string;
  supportingDocumentImportOptions?: { containerId?: string };
  workivaFileImportOptions?: {
    destinationContainer?: string;
    createNewResultContainer?: boolean;
    newResultContainerName?: string;
  };
}

/**
 * POST /files/import: 202 with `{ uploadUrl }`. The operation stays `acknowledged` until the file's
 * bytes are PUT to `uploadUrl` (same bearer token); then it runs its duration and creates the file.
 */
export const importFile: OperationHandler = ({ engine, body, client, baseUrl }) => {
  const input = body as FileImportBody;
  if (!input.fileName || input.fileName.trim() === "") {
    throw badRequest(
      "fileName is required: the name of the file being imported, with its extension.",
      "fileName",
    );
  }
  if (!input.kind)
    throw badRequest("kind is required: what the file is imported as, such as Spreadsheet.", "kind");
  const containerId =
    input.supportingDocumentImportOptions?.containerId ??
    input.workivaFileImportOptions?.destinationContainer;
  const target = input.supportingDocumentImportOptions?.containerId
    ? "supportingDocumentImportOptions.containerId"
    : "workivaFileImportOptions.destinationContainer";
  const folder = containerId === undefined ? undefined : activeFolder(engine, containerId, target);
  // Without a destination the file goes to the top of the demo workspace (the sandbox's default).
  const workspaceId = folder?.workspaceId ?? engine.demo.workspaceId;
  checkConcurrency(engine, workspaceId, "import");
  const id = engine.random.uuid();
  const options = input.workivaFileImportOptions;
  return startOperation(engine, {
    id,
    baseUrl,
    client: client!,
    workspaceId,
    limitKey: workspaceId,
    awaitingUpload: true,
    body: { uploadUrl: `${baseUrl}${UPLOAD_PATH}${id}` },
    effect: {
      type: "importFile",
      fileName: input.fileName,
      kind: input.kind,
      container: folder?.id ?? null,
      ...(options?.createNewResultContainer
        ? { newContainerName: options.newResultContainerName ?? `${input.fileName} import` }
        : {}),
    },
  });
};

const KIND_OF_IMPORT: Record<string, string> = {
  Document: "Document",
  Spreadsheet: "Spreadsheet",
  Presentation: "Presentation",
  SupportingDocument: "SupportingDocument",
  Workiva: "Document",
};

/** Reads CSV text into cells (quoted fields, doubled quotes; numbers become numbers). */
function csvCells(text: string): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  let row = 0;
  let column = 0;
  let field = "";
  let quoted = false;
  let wasQuoted = false;
  const put = () => {
    if (field !== "" || wasQuoted) {
      const n = Number(field);
      cells[cellAddress(row, column)] = !wasQuoted && field.trim() !== "" && Number.isFinite(n) ? n : field;
    }
    field = "";
    wasQuoted = false;
  };
  for (let i = 0; i < text.length && row < 10_000; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ",") {
      put();
      column++;
    } else if (ch === "\n" || ch === "\r") {
      put();
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row++;
      column = 0;
    } else field += ch;
  }
  put();
  return cells;
}

export function applyImportFile(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "importFile" }>,
  client: Client | undefined,
  at: number,
  workspaceId: string,
): Record<string, unknown>[] {
  const blob = effect.blobId ? engine.state.blobs[effect.blobId] : undefined;
  if (!blob) throw new ApiError(400, "upload_missing", "The file's bytes never arrived at the upload URL.");
  const when = engine.iso(at);
  const record = (name: string, kind: string, container: string | null): FileRecord => {
    const file: FileRecord = {
      id: engine.random.hex(32),
      name,
      kind,
      type: kind,
      container,
      template: false,
      workspaceId,
      created: when,
      modified: when,
      state: "Active",
      revision: 1,
      firstRevision: 1,
    };
    engine.state.files.push(file);
    return file;
  };
  const results: FileRecord[] = [];
  let container = effect.container;
  if (effect.newContainerName) {
    const folder = record(effect.newContainerName, "Folder", container);
    results.push(folder);
    container = folder.id;
  }
  const kind = KIND_OF_IMPORT[effect.kind] ?? "Document";
  const name = kind === "SupportingDocument" ? effect.fileName : effect.fileName.replace(/\.[^.]+$/, "");
  const file = record(name || effect.fileName, kind, container);
  results.push(file);
  // A large upload (kept in a file) is not parsed: only CSV up to 1 MiB gets its cells.
  if (kind === "Spreadsheet" && !blob.file) {
    const bytes = Buffer.from(blob.base64, "base64");
    const textual = /\.csv$/i.test(effect.fileName) || blob.contentType.startsWith("text/");
    engine.state.spreadsheets.push({
      id: file.id,
      fileId: file.id,
      name: file.name,
      workspaceId,
      sheets: [
        {
          id: engine.random.hex(32),
          name: "Sheet 1",
          cells: textual ? csvCells(bytes.toString("utf8")) : {},
          dataset: null,
        },
      ],
      linksStatus: { allLinks: "unpublished", ownLinks: "unpublished" },
      customFields: {},
    });
  }
  // The uploaded bytes stay with the file (a supporting document exports them unchanged).
  engine.state.blobs[`file-${file.id}`] = { ...blob, fileName: effect.fileName };
  if (client) {
    engine.recordActivity({
      client,
      workspaceId,
      alias: "file.import",
      category: "File",
      name: "Import file",
      summary: `${client.name} imported '${effect.fileName}' as ${kind} '${file.name}'.`,
      targets: [fileTarget(file)],
      at,
    });
  }
  return results.map((f) => ({ id: f.id, container: f.container, kind: f.kind }));
}

/** The export member each `kind` of the request names. */
const EXPORT_MEMBER: Record<string, string> = {
  Document: "documentExport",
  Spreadsheet: "spreadsheetExport",
  Presentation: "presentationExport",
  SupportingDocument: "supportingDocumentExport",
  Folder: "folderExport",
  Workiva: "workivaFileExport",
};

/** The parts of a file an export may select (sheet, section or slide ids), by export member. */
const PARTS: Record<string, string> = {
  spreadsheetExport: "sheets",
  documentExport: "sections",
  presentationExport: "slides",
};

/**
 * POST /files/{fileId}/export: an operation; once completed its `resourceUrl` is a sandbox download
 * URL (same bearer token) serving the exported bytes.
 */
export const exportFileById: OperationHandler = ({ engine, params, body, client, baseUrl }) => {
  const file = activeFile(engine, params.fileId!);
  // Without a kind, the file's own kind is meant.
  const input = { ...(body as Record<string, unknown>) } as Record<string, unknown> & { kind: string };
  input.kind ??= file.kind;
  const member = EXPORT_MEMBER[input.kind];
  if (input.kind !== "Workiva" && input.kind !== file.kind) {
    throw new ApiError(
      400,
      "invalid_export",
      `'${file.name}' is a ${file.kind}; kind '${input.kind}' cannot export it (use kind '${file.kind}' or 'Workiva').`,
      { target: "kind" },
    );
  }
  const options = (member ? input[member] : undefined) as
    | (Record<string, unknown> & { format?: string })
    | undefined;
  const format =
    options?.format ??
    (input.kind === "Folder"
      ? "zip"
      : input.kind === "Workiva"
        ? "wdbx"
        : input.kind === "SupportingDocument"
          ? "original"
          : undefined);
  if (format === undefined) {
    throw badRequest(`Exporting a ${input.kind} needs ${member}.format.`, `${member}.format`);
  }
  const partsName = member ? PARTS[member] : undefined;
  const parts = partsName && Array.isArray(options?.[partsName]) ? (options[partsName] as string[]) : [];
  if (partsName === "sheets") {
    const sheets = engine.state.spreadsheets.find((s) => s.id === file.id)?.sheets ?? [];
    parts.forEach((id, i) => {
      if (!sheets.some((s) => s.id === id)) {
        throw badRequest(`'${file.name}' has no sheet '${id}'.`, `${member}.sheets[${i}]`);
      }
    });
  }
  checkConcurrency(engine, file.workspaceId, "export");
  const blobId = engine.random.hex(32);
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: file.workspaceId,
    limitKey: file.workspaceId,
    resourceUrl: `${baseUrl}${DOWNLOAD_PATH}${blobId}`,
    effect: { type: "exportFile", fileId: file.id, format, parts, blobId },
  });
};

/** The exported bytes of `file` in `format`. */
function exportBytes(
  engine: Engine,
  file: FileRecord,
  format: string,
  parts: string[],
): {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  /** An upload exported as it came keeps its own name. */
  fileName?: string;
  file?: string;
  size?: number;
} {
  const spreadsheet = engine.state.spreadsheets.find((s) => s.id === file.id);
  const sheets = (spreadsheet?.sheets ?? []).filter((s) => parts.length === 0 || parts.includes(s.id));
  const lines = fileText(engine, file);
  const out = (bytes: Uint8Array, extension: string) => ({
    bytes,
    contentType: MEDIA_TYPES[extension] ?? "application/octet-stream",
    extension,
  });
  switch (format) {
    case "csv": {
      if (sheets.length === 1) return out(csv(sheetRows(sheets[0]!.cells)), "csv");
      return out(zip(sheets.map((s) => ({ name: `${s.name}.csv`, data: csv(sheetRows(s.cells)) }))), "zip");
    }
    case "xlsx":
      return out(xlsx(sheets.map((s) => ({ name: s.name, rows: sheetRows(s.cells) }))), "xlsx");
    case "pdf":
      return out(pdf(lines), "pdf");
    case "xhtml":
      return out(xhtml(file.name, lines.slice(1)), "xhtml");
    case "docx":
      return out(docx(lines), "docx");
    case "original": {
      const blob = engine.state.blobs[`file-${file.id}`];
      if (blob) {
        return {
          bytes: Buffer.from(blob.base64, "base64"),
          contentType: blob.contentType,
          extension: blob.fileName.split(".").pop() ?? "bin",
          fileName: blob.fileName,
          // A large upload exports from its file, unchanged and never read whole.
          ...(blob.file ? { file: blob.file, size: blob.size } : {}),
        };
      }
      return out(pdf(lines), "pdf");
    }
    default: {
      // pptx, folders (zip) and Workiva packages (wdbx): an archive listing what it holds.
      const inside = [file, ...descendants(engine, file).filter((f) => f.state === "Active")];
      const manifest = inside.map((f) => ({ id: f.id, name: f.name, kind: f.kind, container: f.container }));
      return out(
        zip([
          {
            name: "manifest.json",
            data: `${JSON.stringify({ exportedBy: "reportkit sandbox", files: manifest }, null, 2)}\n`,
          },
          ...inside
            .filter((f) => f.kind !== "Folder")
            .map((f) => ({ name: `${f.name}.txt`, data: `${fileText(engine, f).join("\n")}\n` })),
        ]),
        format === "pptx" ? "pptx" : format === "wdbx" ? "wdbx" : "zip",
      );
    }
  }
}

export function applyExportFile(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "exportFile" }>,
  client: Client | undefined,
  at: number,
): void {
  const file = activeFile(engine, effect.fileId);
  const { bytes, contentType, extension, fileName, ...stored } = exportBytes(
    engine,
    file,
    effect.format,
    effect.parts,
  );
  engine.state.blobs[effect.blobId] = {
    contentType,
    base64: stored.file ? "" : Buffer.from(bytes).toString("base64"),
    fileName: fileName ?? `${file.name}.${extension}`,
    ...stored,
  };
  if (client) {
    engine.recordActivity({
      client,
      workspaceId: file.workspaceId,
      alias: "file.export",
      category: "File",
      name: "Export file",
      summary: `${client.name} exported '${file.name}' as ${effect.format}.`,
      targets: [fileTarget(file)],
      at,
    });
  }
}

/** The import waiting for bytes at upload id `operationId`: 404 when none, 409 once its bytes came. */
export function uploadTarget(engine: Engine, operationId: string): Operation {
  const op = engine.state.operations.find((o) => o.id === operationId && o.effect.type === "importFile");
  if (!op)
    throw new ApiError(404, "not_found", `No file import waits for bytes at upload id '${operationId}'.`);
  if (!op.awaitingUpload) {
    throw new ApiError(409, "upload_complete", "The bytes of this import were already received.");
  }
  return op;
}

/** PUT of an import's bytes to its upload URL: 204 once accepted; the operation then starts running. */
export function receiveUpload(
  engine: Engine,
  operationId: string,
  received: ReceivedBody,
  contentType: string,
): void {
  const op = uploadTarget(engine, operationId);
  const effect = op.effect as Extract<OperationEffect, { type: "importFile" }>;
  const blobId = `upload-${op.id}`;
  engine.state.blobs[blobId] = {
    contentType,
    base64: received.bytes ? Buffer.from(received.bytes).toString("base64") : "",
    fileName: effect.fileName,
    ...(received.file ? { file: received.file, size: received.size } : {}),
  };
  effect.blobId = blobId;
  op.awaitingUpload = false;
  op.startedAt = engine.now();
}

/** GET of an export's download URL: the bytes once the export has completed, else 404. */
export function download(engine: Engine, blobId: string) {
  const blob = engine.state.blobs[blobId];
  if (!blob || blobId.startsWith("upload-") || blobId.startsWith("file-")) {
    throw new ApiError(404, "not_found", `Nothing is ready for download at '${blobId}'.`);
  }
  return blob;
}
