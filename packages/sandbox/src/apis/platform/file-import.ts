import { ApiError, badRequest } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { ReceivedBody } from "../../state/blob-files.js";
import type {
  Client,
  FileRecord,
  Operation,
  OperationEffect,
  Spreadsheet,
  StoredBlob,
} from "../../state/types.js";
import { activeFolder } from "./active-files.js";
import { checkConcurrency } from "./concurrency.js";
import { csvCells } from "./csv-cells.js";
import { fileTarget } from "./files.js";
import { startOperation } from "./start-operation.js";

/** Sandbox-only address on the platform host where an import's bytes are PUT. */
export const UPLOAD_PATH = "/__sandbox/uploads/";

type ImportEffect = Extract<OperationEffect, { type: "importFile" }>;

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

/** The kind of file each import `kind` makes (a Workiva file becomes a document). */
const KIND_OF_IMPORT: Record<string, string> = {
  Document: "Document",
  Spreadsheet: "Spreadsheet",
  Presentation: "Presentation",
  SupportingDocument: "SupportingDocument",
  Workiva: "Document",
};

/** A new active file of `workspaceId`, made `when`, added to the state. */
function newFile(
  engine: Engine,
  workspaceId: string,
  when: string,
  place: { name: string; kind: string; container: string | null },
): FileRecord {
  const file: FileRecord = {
    id: engine.random.hex(32),
    name: place.name,
    kind: place.kind,
    type: place.kind,
    container: place.container,
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
}

/**
 * The files an import makes: the new folder of a Workiva import with `createNewResultContainer`, then
 * the imported file (named without its extension, unless it is a supporting document), last.
 */
function importedFiles(
  engine: Engine,
  effect: ImportEffect,
  workspaceId: string,
  when: string,
): FileRecord[] {
  const made: FileRecord[] = [];
  let container = effect.container;
  if (effect.newContainerName) {
    const folder = newFile(engine, workspaceId, when, {
      name: effect.newContainerName,
      kind: "Folder",
      container,
    });
    made.push(folder);
    container = folder.id;
  }
  const kind = KIND_OF_IMPORT[effect.kind] ?? "Document";
  const name = kind === "SupportingDocument" ? effect.fileName : effect.fileName.replace(/\.[^.]+$/, "");
  made.push(newFile(engine, workspaceId, when, { name: name || effect.fileName, kind, container }));
  return made;
}

/** The spreadsheet of an imported spreadsheet file: one sheet, holding the cells of a CSV (or text) upload. */
function importedSpreadsheet(
  engine: Engine,
  file: FileRecord,
  blob: StoredBlob,
  fileName: string,
): Spreadsheet {
  const bytes = Buffer.from(blob.base64, "base64");
  const textual = /\.csv$/i.test(fileName) || blob.contentType.startsWith("text/");
  return {
    id: file.id,
    fileId: file.id,
    name: file.name,
    workspaceId: file.workspaceId,
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
  };
}

/** Completes an import: makes its files from the uploaded bytes; the results list them. */
export function applyImportFile(
  engine: Engine,
  effect: ImportEffect,
  client: Client | undefined,
  at: number,
  workspaceId: string,
): Record<string, unknown>[] {
  const blob = effect.blobId ? engine.state.blobs[effect.blobId] : undefined;
  if (!blob) throw new ApiError(400, "upload_missing", "The file's bytes never arrived at the upload URL.");
  const made = importedFiles(engine, effect, workspaceId, engine.iso(at));
  const file = made[made.length - 1]!;
  // A large upload (kept in a file) is not parsed: only CSV up to 1 MiB gets its cells.
  if (file.kind === "Spreadsheet" && !blob.file) {
    engine.state.spreadsheets.push(importedSpreadsheet(engine, file, blob, effect.fileName));
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
      summary: `${client.name} imported '${effect.fileName}' as ${file.kind} '${file.name}'.`,
      targets: [fileTarget(file)],
      at,
    });
  }
  // The service names the top of the workspace "" in an import's results (not null).
  return made.map((f) => ({ id: f.id, container: f.container ?? "", kind: f.kind }));
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
  const effect = op.effect as ImportEffect;
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
