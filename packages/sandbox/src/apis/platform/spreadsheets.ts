import { ApiError, badRequest, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { CellValue, Client, OperationEffect, Sheet, Spreadsheet } from "../../state/types.js";
import { A1Error, type A1Range, type CellRange, cellAddress, formatRange, parseA1 } from "./a1.js";
import { pinnedRevision } from "./content.js";
import { startOperation } from "./start-operation.js";

function findSheet(
  engine: Engine,
  spreadsheetId: string,
  sheetId: string,
): { spreadsheet: Spreadsheet; sheet: Sheet } {
  const spreadsheet = engine.state.spreadsheets.find((s) => s.id === spreadsheetId);
  if (!spreadsheet) throw notFound(`No spreadsheet has the id '${spreadsheetId}'.`, "spreadsheetId");
  const sheet = spreadsheet.sheets.find((s) => s.id === sheetId);
  if (!sheet)
    throw notFound(`Spreadsheet '${spreadsheet.name}' has no sheet with the id '${sheetId}'.`, "sheetId");
  return { spreadsheet, sheet };
}

/**
 * The update-sheet-content limit: 60 accepted requests per minute per workspace (`sheetWriteLimit`),
 * as a sliding window on the sandbox clock. A refused request answers 429 with the seconds until the
 * oldest slot frees.
 */
function takeSheetWriteSlot(engine: Engine, workspaceId: string): void {
  const now = engine.now();
  const { limit, windowMs } = engine.sheetWriteLimit;
  const recent = (engine.state.sheetWrites[workspaceId] ?? []).filter((t) => now - t < windowMs);
  if (recent.length >= limit) {
    const wait = Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
    const window = windowMs === 60_000 ? "minute" : `${windowMs / 1000} s`;
    engine.state.sheetWrites[workspaceId] = recent;
    throw new ApiError(
      429,
      "rate_limit_exceeded",
      `The workspace has made ${limit} update-sheet-content requests in the last ${window}; retry after ${wait} s.`,
      { headers: { "Retry-After": String(wait) } },
    );
  }
  recent.push(now);
  engine.state.sheetWrites[workspaceId] = recent;
}

function checkValues(values: (CellValue | null)[][], range: CellRange, rangeText: string): void {
  const width = values[0]?.length ?? 0;
  values.forEach((row, i) => {
    if (row.length !== width) {
      throw badRequest(
        `Rows must be of equal length: row ${i + 1} has ${row.length} values but row 1 has ${width}.`,
        `values[${i}]`,
      );
    }
  });
  const rows = range.bottom - range.top + 1;
  const columns = range.right - range.left + 1;
  if (values.length > rows || width > columns) {
    throw new ApiError(
      400,
      "range_exceeded",
      `The provided values (${values.length} x ${width}) exceed the addressed range ${rangeText} (${rows} x ${columns}).`,
      { target: "values" },
    );
  }
}

/** The range a path addresses on `sheet`, or the 400 `invalid_range` a bad one answers. */
function rangeOf(params: Record<string, string | undefined>, sheet: Sheet): A1Range {
  let range: A1Range;
  try {
    range = parseA1(params.range!);
  } catch (error) {
    if (!(error instanceof A1Error)) throw error;
    throw new ApiError(
      400,
      "invalid_range",
      `Invalid range '${params.range}' at position ${error.position}: ${error.message}.`,
      {
        target: "range",
      },
    );
  }
  if (range.sheetName !== undefined && range.sheetName.toLowerCase() !== sheet.name.toLowerCase()) {
    throw new ApiError(
      400,
      "invalid_range",
      `Invalid range '${params.range}': it names sheet '${range.sheetName}' but the path addresses sheet '${sheet.name}'.`,
      { target: "range" },
    );
  }
  return range;
}

export const updateRangeValues: OperationHandler = ({ engine, params, body, client, baseUrl }) => {
  const { spreadsheet, sheet } = findSheet(engine, params.spreadsheetId!, params.sheetId!);
  const range = rangeOf(params, sheet);
  const values = (body as { values: (CellValue | null)[][] }).values;
  const rangeText = formatRange(range);
  checkValues(values, range, rangeText);
  takeSheetWriteSlot(engine, spreadsheet.workspaceId);
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: spreadsheet.workspaceId,
    resourceUrl: `${baseUrl}/spreadsheets/${spreadsheet.id}/sheets/${sheet.id}`,
    effect: {
      type: "writeValues",
      spreadsheetId: spreadsheet.id,
      sheetId: sheet.id,
      range: { top: range.top, left: range.left, bottom: range.bottom, right: range.right },
      rangeText,
      values,
    },
  });
};

export const deleteSheetDataset: OperationHandler = ({ engine, params, query, client, baseUrl }) => {
  const { spreadsheet, sheet } = findSheet(engine, params.spreadsheetId!, params.sheetId!);
  if (!sheet.dataset) throw notFound(`Sheet '${sheet.name}' has no dataset.`, "sheetId");
  takeSheetWriteSlot(engine, spreadsheet.workspaceId);
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: spreadsheet.workspaceId,
    resourceUrl: `${baseUrl}/spreadsheets/${spreadsheet.id}/sheets/${sheet.id}`,
    effect: {
      type: "deleteDataset",
      spreadsheetId: spreadsheet.id,
      sheetId: sheet.id,
      deleteValues: query.$deletevalues === "true",
    },
  });
};

/**
 * The non-empty cells of a sheet inside `range`, with their zero-based positions. Walks the stored cells,
 * never the range, so a range as large as the whole sheet costs no more than the sheet's content.
 */
function storedCellsIn(sheet: Sheet, range: CellRange): { address: string; row: number; column: number }[] {
  const found = [];
  for (const address of Object.keys(sheet.cells)) {
    const { top: row, left: column } = parseA1(address);
    if (row >= range.top && row <= range.bottom && column >= range.left && column <= range.right) {
      found.push({ address, row, column });
    }
  }
  return found;
}

/**
 * Writes a range by the rules of PUT values: a `null` cell keeps its value; every other cell of the
 * addressed range takes the provided value, or is cleared when the values do not cover it (so `[]`
 * clears the whole range). Numbers are stored as given (a scale of ones).
 */
export function applyWriteValues(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "writeValues" }>,
  client: Client | undefined,
  at: number,
): void {
  const { spreadsheet, sheet } = findSheet(engine, effect.spreadsheetId, effect.sheetId);
  const { range, values } = effect;
  // Cells the values do not reach are cleared; `null` cells keep their value.
  for (const { address, row, column } of storedCellsIn(sheet, range)) {
    if (values[row - range.top]?.[column - range.left] === undefined) delete sheet.cells[address];
  }
  values.forEach((line, r) => {
    line.forEach((value, c) => {
      if (value !== null) sheet.cells[cellAddress(range.top + r, range.left + c)] = value;
    });
  });
  nextRevision(engine, spreadsheet, at);
  if (client) {
    recordSheetActivity(engine, client, spreadsheet, sheet, at, {
      alias: "spreadsheet.values.update",
      name: "Update spreadsheet values",
      summary: `${client.name} updated the values of ${effect.rangeText} in '${sheet.name}' of '${spreadsheet.name}'.`,
    });
  }
}

export function applyDeleteDataset(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "deleteDataset" }>,
  client: Client | undefined,
  at: number,
): void {
  const { spreadsheet, sheet } = findSheet(engine, effect.spreadsheetId, effect.sheetId);
  if (!sheet.dataset) throw notFound(`Sheet '${sheet.name}' no longer has a dataset.`, "sheetId");
  if (effect.deleteValues) {
    for (const { address } of storedCellsIn(sheet, parseA1(sheet.dataset.range))) delete sheet.cells[address];
  }
  sheet.dataset = null;
  nextRevision(engine, spreadsheet, at);
  if (client) {
    recordSheetActivity(engine, client, spreadsheet, sheet, at, {
      alias: "spreadsheet.dataset.delete",
      name: "Delete dataset",
      summary: `${client.name} deleted the dataset of '${sheet.name}' in '${spreadsheet.name}'${effect.deleteValues ? " with its values" : ""}.`,
    });
  }
}

/** A change to a spreadsheet's content moves its file to the next revision. */
function nextRevision(engine: Engine, spreadsheet: Spreadsheet, at: number): void {
  const file = engine.state.files.find((f) => f.id === spreadsheet.fileId);
  if (!file) return;
  file.revision += 1;
  file.modified = engine.iso(at);
}

/**
 * DELETE /spreadsheets/{id}/sheets/{sheetId}: 204. A sheet holding XBRL needs `force=true` (else 409
 * `sheet_contains_xbrl`); the last sheet of a spreadsheet cannot be deleted (409).
 */
export const deleteSheetById: OperationHandler = ({ engine, params, query, client }) => {
  const { spreadsheet, sheet } = findSheet(engine, params.spreadsheetId!, params.sheetId!);
  if (sheet.xbrl && query.force !== "true") {
    throw new ApiError(
      409,
      "sheet_contains_xbrl",
      `Sheet '${sheet.name}' contains XBRL; delete it with force=true to remove the XBRL with it.`,
      { target: "force" },
    );
  }
  if (spreadsheet.sheets.length === 1) {
    throw new ApiError(
      409,
      "last_sheet",
      `Sheet '${sheet.name}' is the only sheet of '${spreadsheet.name}'; a spreadsheet keeps at least one sheet.`,
      { target: "sheetId" },
    );
  }
  spreadsheet.sheets = spreadsheet.sheets.filter((s) => s !== sheet);
  const at = engine.now();
  nextRevision(engine, spreadsheet, at);
  recordSheetActivity(engine, client!, spreadsheet, sheet, at, {
    alias: "spreadsheet.sheet.delete",
    name: "Delete sheet",
    summary: `${client!.name} deleted sheet '${sheet.name}'${sheet.xbrl ? " and its XBRL" : ""} from '${spreadsheet.name}'.`,
  });
  return { status: 204 };
};

/** GET /spreadsheets/{id}: the spreadsheet's metadata, at the current revision or a pinned `$revision`. */
export const getSpreadsheetById: OperationHandler = ({ engine, params, query }) => {
  const spreadsheet = engine.state.spreadsheets.find((s) => s.id === params.spreadsheetId);
  const file = spreadsheet && engine.state.files.find((f) => f.id === spreadsheet.fileId);
  if (!spreadsheet || !file)
    throw notFound(`No spreadsheet has the id '${params.spreadsheetId}'.`, "spreadsheetId");
  const revision = pinnedRevision(file, query.$revision);
  return {
    status: 200,
    body: {
      id: spreadsheet.id,
      name: file.name,
      revision: String(revision),
      template: file.template,
      created: { dateTime: file.created },
      modified: { dateTime: file.modified },
      ...(spreadsheet.lock ? { lock: spreadsheet.lock } : {}),
      linksStatus: { ...spreadsheet.linksStatus },
      customFields: structuredClone(spreadsheet.customFields),
      customFieldGroups: [],
      sheetCustomFieldGroups: [],
    },
  };
};

/** Records a completed change to a sheet as an activity of the spreadsheet's workspace. */
function recordSheetActivity(
  engine: Engine,
  client: Client,
  spreadsheet: Spreadsheet,
  sheet: Sheet,
  at: number,
  action: { alias: string; name: string; summary: string },
): void {
  engine.recordActivity({
    client,
    workspaceId: spreadsheet.workspaceId,
    category: "Spreadsheet",
    ...action,
    targets: [
      { id: spreadsheet.id, type: "platform.spreadsheet", displayName: spreadsheet.name },
      { id: sheet.id, type: "platform.sheet", displayName: sheet.name },
    ],
    at,
  });
}

/**
 * GET values: the range's cells as rows (`null` for an empty cell), as the writes left them, in one page
 * (`@nextLink` null; `$maxcellsperpage` and `$valuestyle` are not modelled: values read as written).
 */
export const getValuesByRange: OperationHandler = ({ engine, params }) => {
  const { spreadsheet, sheet } = findSheet(engine, params.spreadsheetId!, params.sheetId!);
  const range = formatRange(rangeOf(params, sheet));
  const values = readRange(engine, spreadsheet.id, sheet.id, range);
  return { status: 200, body: { "@nextLink": null, data: [{ range, values }] } };
};

/** The values of a range as rows of cells (`null` for an empty cell); for tests and demos. */
export function readRange(
  engine: Engine,
  spreadsheetId: string,
  sheetId: string,
  range: string,
): (CellValue | null)[][] {
  const { sheet } = findSheet(engine, spreadsheetId, sheetId);
  const r = parseA1(range);
  if ((r.bottom - r.top + 1) * (r.right - r.left + 1) > 1_000_000) {
    throw new RangeError(`readRange reads at most a million cells; ${range} is larger`);
  }
  const rows: (CellValue | null)[][] = [];
  for (let row = r.top; row <= r.bottom; row++) {
    const line: (CellValue | null)[] = [];
    for (let column = r.left; column <= r.right; column++)
      line.push(sheet.cells[cellAddress(row, column)] ?? null);
    rows.push(line);
  }
  return rows;
}
