/**
 * The words of an operation, tag or parameter name, lower case: `listSampleAttachments` -> list, sample,
 * attachments; `getHTTPStatus` -> get, http, status; `page[size]` -> page, size; `$filter` -> filter.
 * The command line joins them with `-` and the MCP server with `_`, so both name operations alike.
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/[^A-Za-z0-9]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}
