import type { Engine } from "../../engine/engine.js";
import type { FileRecord, Sheet } from "../../state/types.js";
import { fileText } from "./content.js";
import { csv, docx, MEDIA_TYPES, pdf, sheetRows, xhtml, xlsx, zip } from "./export-bytes.js";
import { descendants } from "./files.js";

/** What an export produces: its bytes (or the file holding them) and how to serve them. */
export interface ExportedBytes {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  /** An upload exported as it came keeps its own name. */
  fileName?: string;
  file?: string;
  size?: number;
}

const exported = (bytes: Uint8Array, extension: string): ExportedBytes => ({
  bytes,
  contentType: MEDIA_TYPES[extension] ?? "application/octet-stream",
  extension,
});

/** The sheets an export of a spreadsheet selects (all of them when `parts` is empty). */
function sheetsOf(engine: Engine, file: FileRecord, parts: string[]): Sheet[] {
  const spreadsheet = engine.state.spreadsheets.find((s) => s.id === file.id);
  return (spreadsheet?.sheets ?? []).filter((s) => parts.length === 0 || parts.includes(s.id));
}

/** One sheet as CSV; several as a ZIP of CSVs. */
function csvExport(sheets: Sheet[]): ExportedBytes {
  if (sheets.length === 1) return exported(csv(sheetRows(sheets[0]!.cells)), "csv");
  return exported(zip(sheets.map((s) => ({ name: `${s.name}.csv`, data: csv(sheetRows(s.cells)) }))), "zip");
}

/** The bytes a file was imported with, unchanged; a file without any exports its text as a PDF. */
function originalExport(engine: Engine, file: FileRecord): ExportedBytes {
  const blob = engine.state.blobs[`file-${file.id}`];
  if (!blob) return exported(pdf(fileText(engine, file)), "pdf");
  return {
    bytes: Buffer.from(blob.base64, "base64"),
    contentType: blob.contentType,
    extension: blob.fileName.split(".").pop() ?? "bin",
    fileName: blob.fileName,
    // A large upload exports from its file, unchanged and never read whole.
    ...(blob.file ? { file: blob.file, size: blob.size } : {}),
  };
}

/** Whether `file` was imported from CSV text (kept as its upload's bytes). */
function isCsvUpload(engine: Engine, file: FileRecord): boolean {
  const blob = engine.state.blobs[`file-${file.id}`];
  return blob !== undefined && (/\.csv$/i.test(blob.fileName) || blob.contentType.startsWith("text/"));
}

/** pptx, folders (zip) and Workiva packages (wdbx): an archive listing what it holds, with their text. */
function archiveExport(engine: Engine, file: FileRecord, format: string): ExportedBytes {
  const inside = [file, ...descendants(engine, file).filter((f) => f.state === "Active")];
  const manifest = inside.map((f) => ({ id: f.id, name: f.name, kind: f.kind, container: f.container }));
  return exported(
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

/** The exported bytes of `file` in `format` (`parts`: the sheets of a spreadsheet to export). */
export function exportBytes(
  engine: Engine,
  file: FileRecord,
  format: string,
  parts: string[],
): ExportedBytes {
  switch (format) {
    case "csv":
      // A CSV too large to be read into cells (over 1 MiB) exports the rows it was imported with.
      if (!engine.state.spreadsheets.some((s) => s.id === file.id) && isCsvUpload(engine, file))
        return { ...originalExport(engine, file), contentType: MEDIA_TYPES.csv!, extension: "csv" };
      return csvExport(sheetsOf(engine, file, parts));
    case "xlsx":
      return exported(
        xlsx(sheetsOf(engine, file, parts).map((s) => ({ name: s.name, rows: sheetRows(s.cells) }))),
        "xlsx",
      );
    case "pdf":
      return exported(pdf(fileText(engine, file)), "pdf");
    case "xhtml":
      return exported(xhtml(file.name, fileText(engine, file).slice(1)), "xhtml");
    case "docx":
      return exported(docx(fileText(engine, file)), "docx");
    case "original":
      return originalExport(engine, file);
    default:
      return archiveExport(engine, file, format);
  }
}
