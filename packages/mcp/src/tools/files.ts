import { type JsonSchema, validate } from "@reportkit/catalog/summary";
import type { ExportFileOptions, ImportFileOptions, TransferProgress } from "@reportkit/sdk";
import { tableOperation } from "../catalogue.js";
import { outputSchema } from "../results/envelope.js";
import { useSdk } from "../sdk.js";
import { WAIT_FOR_OPERATION } from "./operation-tool.js";
import { confine } from "./paths.js";
import type { ObjectSchema } from "./schemas.js";
import type { Tool, ToolCall, ToolDefinition } from "./tool.js";

type Args = Record<string, unknown>;

/** A value made at its first use, then kept. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/**
 * The catalogue's body schema of a platform operation, its members as tool arguments beside `extra`:
 * read from the operation table when first listed or called (the table is not loaded at start).
 */
function withBody(
  operationId: string,
  extra: Record<string, JsonSchema>,
  required: string[],
): () => ObjectSchema {
  return once(() => {
    const body = tableOperation("platform", operationId).requestBody?.schema ?? {};
    return {
      type: "object",
      properties: { ...extra, ...body.properties },
      required: [...required, ...(body.required ?? []).filter((name) => !required.includes(name))],
      additionalProperties: false,
    };
  });
}

function parser(schema: () => ObjectSchema) {
  return (args: unknown) => {
    const value = args ?? {};
    const problems = validate(schema(), value, "arguments").map((p) => `${p.path} ${p.message}`);
    return problems.length === 0
      ? { ok: true as const, value: value as Args }
      : { ok: false as const, problems };
  };
}

/** Progress of a transfer as MCP progress: a count that grows with every report, and what it is at. */
function transferProgress(call: ToolCall): (progress: TransferProgress) => void {
  let reports = 0;
  return ({ phase, bytes, total, operation }) => {
    reports++;
    const message =
      phase === "operation"
        ? `Operation ${operation?.id ?? ""}: ${operation?.status ?? "running"}`
        : `${phase}: ${bytes}${total === undefined ? "" : ` of ${total}`} bytes`;
    call.progress(reports, message).catch(() => {});
  };
}

const PATH_NOTE =
  "Relative paths start in the first folder the user allowed (--allow-dir); a path outside the allowed folders is refused before anything is read or sent.";

const importSchema = withBody(
  "importFile",
  {
    path: { type: "string", description: `The file to import. ${PATH_NOTE}` },
    fileName: {
      type: "string",
      description: "The name the file gets, with its extension (default: the path's).",
    },
  },
  ["path", "kind"],
);

const importDefinition = once(
  (): ToolDefinition => ({
    name: "import_file",
    title: "Import a local file into the platform",
    description: [
      "Imports a file from this machine into the platform (POST /files/import, then the bytes, then the wait), streamed, with progress notifications: bytes sent, then the operation's status. Resolves with the operation and the files it made.",
      `${PATH_NOTE} The other arguments are the members of the import's body (kind, supportingDocumentImportOptions, workivaFileImportOptions).`,
      "Changes data (adds a file). A failure after the bytes were sent says so (mayHaveBeenApplied) with the operation to wait for.",
    ].join("\n\n"),
    inputSchema: importSchema(),
    outputSchema: outputSchema(
      {
        operation: { type: "object", description: "The completed operation." },
        files: { type: "array", description: "The files the import made (id, container, kind)." },
      },
      [],
      "The finished import.",
    ),
    annotations: {
      title: "Import a local file into the platform",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
  }),
);

/** Imports a local file (inside an allowed folder) into the platform, and waits until it is there. */
export const importFileTool: Tool<Args> = {
  name: "import_file",
  get definition() {
    return importDefinition();
  },
  fromTable: true,
  access: "write",
  apis: ["platform"],
  usesFiles: true,
  parse: parser(importSchema),
  async run(args, call, runtime) {
    const { path, ...body } = args;
    const file = await confine(String(path), runtime.allowedDirs, "read");
    const { rk } = runtime.connection();
    const { operation, files } = await useSdk().importFile(rk, file, {
      ...(body as unknown as ImportFileOptions),
      signal: call.signal,
      onProgress: transferProgress(call),
    });
    return { structured: { operation, files }, bulk: ["files"] };
  },
};

const exportSchema = withBody(
  "exportFileById",
  {
    fileId: { type: "string", description: "The platform file to export." },
    path: {
      type: "string",
      description: `Where to write the export: a new file (an existing one is never replaced). ${PATH_NOTE}`,
    },
  },
  ["fileId", "path"],
);

const exportDefinition = once(
  (): ToolDefinition => ({
    name: "export_file",
    title: "Export a platform file to a local file",
    description: [
      `Exports a platform file (POST /files/{fileId}/export, the wait, then the download) and writes it to a new file on this machine, streamed, with progress notifications. The file appears only once every byte is there. Waiting is built in: no ${WAIT_FOR_OPERATION} needed.`,
      `${PATH_NOTE} The other arguments are the members of the export's body (kind, documentExport, spreadsheetExport...).`,
      "Starts an export operation on the platform (it changes no file there) and writes a new local file.",
    ].join("\n\n"),
    inputSchema: exportSchema(),
    outputSchema: outputSchema(
      {
        path: { type: "string", description: "The file written." },
        bytes: { type: "integer" },
        fileName: { type: "string", description: "The name the service gave the export." },
        contentType: { type: "string" },
        operationId: { type: "string" },
      },
      ["path", "bytes"],
      "The file written.",
    ),
    annotations: {
      title: "Export a platform file to a local file",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
  }),
);

/** Exports a platform file to a new local file (inside an allowed folder). */
export const exportFileTool: Tool<Args> = {
  name: "export_file",
  get definition() {
    return exportDefinition();
  },
  fromTable: true,
  access: "write",
  apis: ["platform"],
  usesFiles: true,
  parse: parser(exportSchema),
  async run(args, call, runtime) {
    const { path, fileId, ...body } = args;
    const target = await confine(String(path), runtime.allowedDirs, "write");
    const { rk } = runtime.connection();
    const exported = await useSdk().exportFileToPath(rk, String(fileId), target, {
      ...(body as unknown as ExportFileOptions),
      signal: call.signal,
      onProgress: transferProgress(call),
    });
    const structured: Record<string, unknown> = {
      path: exported.path,
      bytes: exported.bytes,
      operationId: exported.operation.id,
    };
    if (exported.fileName) structured.fileName = exported.fileName;
    if (exported.contentType) structured.contentType = exported.contentType;
    return { structured };
  },
};
