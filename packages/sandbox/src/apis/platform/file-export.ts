import { ApiError, badRequest } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Client, FileRecord, OperationEffect } from "../../state/types.js";
import { activeFile } from "./active-files.js";
import { checkConcurrency } from "./concurrency.js";
import { exportBytes } from "./export-content.js";
import { fileTarget } from "./files.js";
import { startOperation } from "./start-operation.js";

// Sandbox-only address on the platform host where a completed export's bytes are fetched.
export const DOWNLOAD_PATH = "/__sandbox/downloads/";

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

type ExportOptions = (Record<string, unknown> & { format?: string }) | undefined;

/** The kind an export asks for (the file's own when absent): the file's, or Workiva; another is a 400. */
function exportKind(file: FileRecord, input: Record<string, unknown>): string {
  const kind = (input.kind as string | undefined) ?? file.kind;
  if (kind !== "Workiva" && kind !== file.kind) {
    throw new ApiError(
      400,
      "invalid_export",
      `'${file.name}' is a ${file.kind}; kind '${kind}' cannot export it (use kind '${file.kind}' or 'Workiva').`,
      { target: "kind" },
    );
  }
  return kind;
}

/** The format asked for, else the kind's only one (folders zip, Workiva wdbx, supporting documents original). */
function exportFormat(kind: string, member: string | undefined, options: ExportOptions): string {
  const format =
    options?.format ??
    (kind === "Folder"
      ? "zip"
      : kind === "Workiva"
        ? "wdbx"
        : kind === "SupportingDocument"
          ? "original"
          : undefined);
  if (format === undefined) {
    throw badRequest(`Exporting a ${kind} needs ${member}.format.`, `${member}.format`);
  }
  return format;
}

/** The sheet, section or slide ids the export selects; each sheet must be one of the spreadsheet's. */
function exportParts(
  engine: Engine,
  file: FileRecord,
  member: string | undefined,
  options: ExportOptions,
): string[] {
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
  return parts;
}

/**
 * POST /files/{fileId}/export: an operation; once completed its `resourceUrl` is a sandbox download
 * URL (same bearer token) serving the exported bytes.
 */
export const exportFileById: OperationHandler = ({ engine, params, body, client, baseUrl }) => {
  const file = activeFile(engine, params.fileId!);
  const input = (body ?? {}) as Record<string, unknown>;
  const kind = exportKind(file, input);
  const member = EXPORT_MEMBER[kind];
  const options = (member ? input[member] : undefined) as ExportOptions;
  const format = exportFormat(kind, member, options);
  const parts = exportParts(engine, file, member, options);
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

/** Completes an export: its bytes wait at the download URL, as the operation's resource. */
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

/** GET of an export's download URL: the bytes once the export has completed, else 404. */
export function download(engine: Engine, blobId: string) {
  const blob = engine.state.blobs[blobId];
  if (!blob || blobId.startsWith("upload-") || blobId.startsWith("file-")) {
    throw new ApiError(404, "not_found", `Nothing is ready for download at '${blobId}'.`);
  }
  return blob;
}
