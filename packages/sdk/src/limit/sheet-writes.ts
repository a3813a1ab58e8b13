const SHEET_VALUES = /\/spreadsheets\/[^/]+\/sheets\/[^/]+\/values\/[^/?#]+\/?(?:[?#]|$)/;

/**
 * PUT /spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}: the update-sheet-content
 * requests, limited to 60 per minute per workspace.
 */
export function isSheetValuesUpdate(request: { method: string; url: string }): boolean {
  return request.method.toUpperCase() === "PUT" && SHEET_VALUES.test(request.url);
}
