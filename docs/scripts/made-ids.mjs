// Ids that no seed and no example can name: the API makes them (an operation's id, a new process's).
// A sample whose path takes one first makes it with the operation named here, then uses its id, so
// it runs as pasted against a fresh sandbox and against the service alike.

/**
 * `<param>` of `<path>` → the operation (`"<method> <path>"`) whose answer carries a new one. A results
 * endpoint's operation id is made by the operation whose `x-reportkit-results` names it (read from the
 * spec by {@link madeBy}, not listed here).
 */
const BY_PATH = {
  "/operations/{operationId}": { operationId: "post /files/{fileId}/copy" },
};

/** The same for a parameter, whatever its path. */
const BY_PARAM = {
  processId: "post /processes",
  processRunId: "post /processes/{processId}/run",
  chain_run_id: "post /v1/execute/environment/{environment_id}/chain/{chain_id}/start",
};

/** The variable a made id's source answer is kept in. */
export const MADE_NAMES = {
  operationId: "operation",
  processId: "created",
  processRunId: "run",
  chain_run_id: "started",
};

/** Where a made id is in its source answer when not at `id` (the chains API wraps answers in `data`). */
export const MADE_ID_PATHS = { chain_run_id: "data.id" };

/** The operation of `spec` whose `x-reportkit-results` is `path` (the one that makes its operation id). */
function resultsMakerOf(spec, path) {
  for (const [sourcePath, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (operation?.["x-reportkit-results"] === path) return `${method} ${sourcePath}`;
    }
  }
  return undefined;
}

/** The operation that makes `param` of `path`, as `{ method, path }`, or undefined when a seed id names it. */
export function madeBy(spec, path, param) {
  const key =
    BY_PATH[path]?.[param] ??
    (param === "operationId" ? resultsMakerOf(spec, path) : undefined) ??
    BY_PARAM[param];
  if (!key) return undefined;
  const [method, sourcePath] = key.split(" ");
  return { method, path: sourcePath };
}

/** The platform path whose samples import through `importFile` (the POST, the upload, the wait). */
export const IMPORT_PATH = "/files/import";

/** The bytes an import sample uploads, by the file name's extension (a CSV the sandbox reads into cells). */
export function sampleBytesOf(fileName) {
  if (/\.csv$/i.test(String(fileName))) return "Region,Revenue\\nNorth,1200\\nSouth,950\\n";
  return "The file's bytes";
}

/**
 * Operations that need the state another one leaves (`"<method> <path>"` → that one, and why): the
 * sample makes that call first, with the same ids.
 */
const PREPARED_BY = {
  "delete /api/v1/file/{fileId}": {
    method: "delete",
    path: "/api/v1/table/{tableId}/import/{fileId}",
    why: "An imported file is deleted once its rows are out of its table: unimport it first.",
  },
  "post /files/{fileId}/restore": {
    method: "post",
    path: "/files/{fileId}/trash",
    why: "Only a file in the trash can be restored: trash it first.",
  },
};

/** The call `method path` needs made before it, as `{ method, path, why }`, or undefined. */
export const preparedBy = (method, path) => PREPARED_BY[`${method} ${path}`];
