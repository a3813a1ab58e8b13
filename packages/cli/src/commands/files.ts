import { statSync } from "node:fs";
import { basename, dirname, extname } from "node:path";
import { Command, Option } from "commander";
import { connect } from "../client/connect.js";
import { completesTo } from "../completion/values.js";
import { resolveRunSettings } from "../config/settings.js";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import { type Context, inCwd } from "../io.js";
import { checkSelection, printResult } from "../output/result.js";
import { openSink } from "../output/sink.js";
import { createProgress } from "../progress/progress.js";
import { interruptible } from "../request/interruptible.js";

/** The kind of file an extension most likely is, for imports without `--kind`. */
const KIND_BY_EXTENSION: Record<string, string> = {
  ".csv": "Spreadsheet",
  ".xlsx": "Spreadsheet",
  ".xls": "Spreadsheet",
  ".docx": "Document",
  ".doc": "Document",
  ".pptx": "Presentation",
  ".wdata": "Workiva",
};

/** The export body's member for each kind (`spreadsheetExport: { format }`...). */
const EXPORT_MEMBER: Record<string, string> = {
  Document: "documentExport",
  Spreadsheet: "spreadsheetExport",
  Presentation: "presentationExport",
  Folder: "folderExport",
  Workiva: "workivaFileExport",
};

type Globals = () => GlobalOptions;

/** The platform's address for a dry run: the configured one, else a placeholder. */
const platformUrl = async (ctx: Context, g: GlobalOptions) =>
  resolveRunSettings(g, {}, ctx.io.env).options.urls.platform?.replace(/\/+$/, "") ?? "{platform_url}";

const onProgressOf =
  (progress: ReturnType<typeof createProgress>, ctrlC: { polled(operation?: { id?: string }): void }) =>
  ({
    phase,
    bytes,
    total,
    operation,
  }: {
    phase: string;
    bytes: number;
    total?: number;
    operation?: { id?: string; status?: string };
  }) => {
    ctrlC.polled(operation);
    if (phase === "operation") progress.status(`operation: ${operation?.status ?? "waiting"}`);
    else progress.bytes(phase, bytes, total);
  };

function importCommand(globals: Globals, ctx: Context): Command {
  return new Command("import")
    .description(
      "Import a file: upload it (streamed, with progress on stderr), wait, and print the files made",
    )
    .argument("<path>", "the file to import")
    .addOption(
      completesTo(
        new Option(
          "--kind <kind>",
          "Document, Spreadsheet, Presentation, Workiva or SupportingDocument (default: from the extension)",
        ),
        ["Document", "Spreadsheet", "Presentation", "Workiva", "SupportingDocument"],
      ),
    )
    .option("--name <name>", "the file's name on the platform (default: the path's)")
    .option("--container <folderId>", "the folder a supporting document goes to")
    .action(async (path: string, options: { kind?: string; name?: string; container?: string }) => {
      const g = globals();
      await checkSelection(g);
      const file = inCwd(ctx.io, path);
      try {
        if (!statSync(file).isFile()) throw new Error();
      } catch {
        throw new UsageError(`files import: ${path} is not a readable file.`);
      }
      const kind = options.kind ?? KIND_BY_EXTENSION[extname(path).toLowerCase()] ?? "SupportingDocument";
      if (g.dryRun) {
        openSink(ctx, undefined).write(
          `POST ${await platformUrl(ctx, g)}/files/import\nAuthorization: Bearer <redacted>\n\n${JSON.stringify({ fileName: options.name ?? basename(path), kind }, null, 2)}\n` +
            `then PUT the ${statSync(file).size} bytes of ${path} to the answer's uploadUrl\n`,
        );
        return;
      }
      const ctrlC = interruptible(
        ctx,
        "import",
        (id) =>
          `Follow it: reportkit operations wait ${id}; then its files: reportkit platform operations get-import-file-results ${id}`,
      );
      const connection = await connect(ctx, { ...g, onAccepted: ctrlC.onAccepted });
      const { importFile } = await import("@reportkit/sdk/node");
      const progress = createProgress(ctx);
      try {
        const imported = await importFile(connection.rk, file, {
          kind,
          ...(options.name ? { fileName: options.name } : {}),
          ...(options.container
            ? { supportingDocumentImportOptions: { containerId: options.container } }
            : {}),
          signal: ctrlC.signal,
          onProgress: onProgressOf(progress, ctrlC),
        }).catch(ctrlC.rethrow);
        progress.end();
        const sink = openSink(ctx, g.output);
        await printResult(imported.files, sink, g);
        sink.commit();
      } finally {
        ctrlC.end();
        progress.end();
      }
    });
}

function exportCommand(globals: Globals, ctx: Context): Command {
  return new Command("export")
    .description(
      "Export a file to a local file (-o), streamed with progress on stderr; no partial file is ever left at the path",
    )
    .argument("<fileId>", "the file to export")
    .addOption(
      completesTo(
        new Option(
          "--kind <kind>",
          "Document, Spreadsheet, Presentation, SupportingDocument, Folder or Workiva",
        ),
        Object.keys(EXPORT_MEMBER).concat("SupportingDocument"),
      ).makeOptionMandatory(),
    )
    .option("--as <format>", "the export format (xlsx, csv, pdf, docx...), for kinds that have one")
    .action(async (fileId: string, options: { kind: string; as?: string }) => {
      const g = globals();
      await checkSelection(g);
      const path = g.output ?? `${fileId}.${options.as ?? "export"}`;
      const toStdout = path === "-";
      if (!toStdout) checkOutputPath(ctx, path);
      const member = EXPORT_MEMBER[options.kind];
      const body = {
        kind: options.kind,
        ...(member ? { [member]: options.as ? { format: options.as } : {} } : {}),
      };
      if (g.dryRun) {
        openSink(ctx, undefined).write(
          `POST ${await platformUrl(ctx, g)}/files/${encodeURIComponent(fileId)}/export\nAuthorization: Bearer <redacted>\n\n${JSON.stringify(body, null, 2)}\n` +
            `then GET the completed operation's resourceUrl into ${path}\n`,
        );
        return;
      }
      const ctrlC = interruptible(
        ctx,
        "export",
        (id) => `Follow it: reportkit operations wait ${id} (its resourceUrl is the exported file).`,
      );
      const connection = await connect(ctx, { ...g, onAccepted: ctrlC.onAccepted });
      const options_ = { ...(body as { kind: string }), signal: ctrlC.signal };
      if (toStdout) {
        const { exportFile } = await import("@reportkit/sdk");
        const progress = createProgress(ctx);
        try {
          const exported = await exportFile(connection.rk, fileId, {
            ...options_,
            onProgress: onProgressOf(progress, ctrlC),
          }).catch(ctrlC.rethrow);
          await streamToStdout(ctx, exported.body).catch(ctrlC.rethrow);
        } finally {
          ctrlC.end();
          progress.end();
        }
        return;
      }
      const { exportFileToPath } = await import("@reportkit/sdk/node");
      const progress = createProgress(ctx);
      try {
        const exported = await exportFileToPath(connection.rk, fileId, inCwd(ctx.io, path), {
          ...options_,
          onProgress: onProgressOf(progress, ctrlC),
        }).catch(ctrlC.rethrow);
        progress.end();
        const sink = openSink(ctx, undefined);
        const summary = {
          path, // as given (the SDK's is the path the file system saw)
          bytes: exported.bytes,
          fileName: exported.fileName,
          contentType: exported.contentType,
        };
        await printResult(summary, sink, g);
      } finally {
        ctrlC.end();
        progress.end();
      }
    });
}

/** Checks where an export goes before anything is sent: its folder exists, and it is not a folder. */
function checkOutputPath(ctx: Context, path: string): void {
  const full = inCwd(ctx.io, path);
  const folder = statSync(dirname(full), { throwIfNoEntry: false });
  if (!folder?.isDirectory())
    throw new UsageError(`-o ${path}: no folder ${dirname(path)} to write into (nothing was exported).`);
  if (statSync(full, { throwIfNoEntry: false })?.isDirectory())
    throw new UsageError(`-o ${path}: is a folder; name the file to write (nothing was exported).`);
}

/** The export's bytes on standard output as they arrive (`-o -`); resolves with how many. */
async function streamToStdout(ctx: Context, body: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    ctx.io.stdout.write(chunk);
  }
  return bytes;
}

/** `reportkit files import|export`: streamed transfers through `@reportkit/sdk/node`. */
export function filesCommand(globals: Globals, ctx: Context): Command {
  return new Command("files")
    .description("Import and export files, streamed, with progress")
    .addCommand(importCommand(globals, ctx))
    .addCommand(exportCommand(globals, ctx));
}
