// Ids that no seed and no example can name: the API makes them (an operation's id, a new process's).
// A sample whose path takes one first makes it with the operation named here, then uses its id, so
// it runs as pasted against a fresh sandbox and against the service alike.

/** `<param>` of `<path>` → the operation (`"<method> <path>"`) whose answer carries a new one. */
const BY_PATH = {
  "/operations/{operationId}": { operationId: "post /files/{fileId}/copy" },
  "/operations/{operationId}/copyFileResults": { operationId: "post /files/{fileId}/copy" },
  "/operations/{operationId}/importFileResults": { operationId: "post /files/import" },
  "/operations/{operationId}/milestoneCreationResults": { operationId: "post /milestones/creation" },
  "/operations/{operationId}/tableEditResults": { operationId: "post /content/tables/{tableId}/edit" },
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

/** The operation that makes `param` of `path`, as `{ method, path }`, or undefined when a seed id names it. */
export function madeBy(path, param) {
  const key = BY_PATH[path]?.[param] ?? BY_PARAM[param];
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
  "post /files/{fileId}/restore": {
    method: "post",
    path: "/files/{fileId}/trash",
    why: "Only a file in the trash can be restored: trash it first.",
  },
};

/** The call `method path` needs made before it, as `{ method, path, why }`, or undefined. */
export const preparedBy = (method, path) => PREPARED_BY[`${method} ${path}`];
