// What each error code means and what to do about it, keyed by code. scripts/error-codes.mjs finds the
// codes in the sources; a code found there without an entry here is listed on the page as undescribed,
// and packages/docs-browser-tests/test/error-codes.test.ts fails until it gets one.
export const ERROR_CODE_NOTES = {
  concurrent_operations_exceeded: [
    "429: the workspace already runs as many file copies, imports or exports as it may (`ConcurrencyLimitError`).",
    "Wait for running operations and retry after `Retry-After`; `copyFiles` rides it out for you.",
  ],
  conflict: [
    "409: the request clashes with the resource as it stands: it already exists, or it changed since you read it (`ConflictError`).",
    "Read the resource again, then retry with its current state (or pick another name or id).",
  ],
  created: [
    "Not an error: the code of each `details` entry of a successful sample creation.",
    "Nothing: read the created ids from `details[].target`.",
  ],
  file_not_trashed: [
    "409: the file is not in the trash, so it cannot be restored or purged.",
    "Check the file id.",
  ],
  file_trashed: [
    "409: the file or folder is in the trash (or already is, when trashing it).",
    "Restore it first, or use another file.",
  ],
  file_trashed_with_folder: [
    "409: the file went to the trash with its folder and cannot be restored alone.",
    "Restore the folder the message names.",
  ],
  injected_failure: [
    "An operation ended `failed` because the sandbox was told to fail it (a fault of your test).",
    "Nothing in production; in a test, it is the failure you asked for (`OperationFailedError`).",
  ],
  insufficient_scope: [
    "403: the access token lacks the scope the operation requires (`PermissionError`).",
    "Ask for the scope (the `scope` option, or the client's allowed scopes).",
  ],
  internal_error: [
    "500: the server failed (`ServerError`).",
    "Already retried where safe; report the `requestId`.",
  ],
  invalid: [
    "A `details` entry of `invalid_request`: one value that does not match the spec, at `target`.",
    "Fix the value at `target`.",
  ],
  invalid_client: [
    "401 from the token endpoint: unknown client id or wrong secret (`AuthenticationError`).",
    "Check `REPORTKIT_CLIENT_ID`, `REPORTKIT_CLIENT_SECRET` and the auth URL (no placeholder left set in the shell).",
  ],
  invalid_container: [
    "400: the destination is not a folder (a file, a spreadsheet...).",
    "Pass a folder id.",
  ],
  invalid_control_request: [
    "The sandbox's control routes (faults, settings) refused a request.",
    "Fix the control request the message names.",
  ],
  invalid_edit: ["A `details` entry of `invalid_edits`: one graph edit that cannot apply.", "Fix that edit."],
  invalid_edits: [
    "400: some graph edits are invalid; none was applied.",
    "Fix the edits listed in `details`.",
  ],
  invalid_export: [
    "400: the export kind cannot export this kind of file.",
    "Use the kind the message names.",
  ],
  invalid_filter: ["400: the `$filter` expression is not supported.", "Use the syntax the message names."],
  invalid_order_by: ["400: the `$orderBy` value is not supported.", "Use a property and direction it lists."],
  invalid_patch: ["400: a JSON Patch operation is malformed.", "Fix the operation at `target`."],
  invalid_range: ["400: the range (`A1:B2`...) does not parse.", "Fix the range at the position named."],
  invalid_request: [
    "400: the request itself is wrong: body, parameters or encoding (`InvalidRequestError`).",
    "Fix the request; resending it unchanged will not help.",
  ],
  invalid_scope: [
    "400 from the token endpoint: a requested scope is not allowed for the client.",
    "Request only the client's scopes.",
  ],
  invalid_table_edit: [
    "400: a table edit addresses rows or columns outside the table.",
    "Keep the span within the table.",
  ],
  last_sheet: ["409: a spreadsheet keeps at least one sheet.", "Add another sheet before deleting this one."],
  locked: [
    "423: the table is locked by a running import (`ConflictError`).",
    "Wait for the import to finish, then retry.",
  ],
  method_not_allowed: [
    "405: the path exists but not with this method.",
    "Use a method the `Allow` header lists.",
  ],
  missing_name: ["A `details` entry: the process has no name.", "Give it a name."],
  missing_service_provider: [
    "400: the operation is for service provider applications and the `Wk-Service-Provider` header is missing.",
    "Send the header with your service provider id.",
  ],
  not_a_source_link: [
    "400: the range link is a destination; only source links have destinations.",
    "Use the source link's id.",
  ],
  not_found: ["404: no such resource or path (`NotFoundError`).", "Check the id or the path."],
  not_implemented: [
    "501: the sandbox does not implement this operation yet.",
    "Test that operation against the live service.",
  ],
  patch_test_failed: [
    "409: a JSON Patch `test` operation found another value.",
    "Read the resource again and rebuild the patch.",
  ],
  payload_too_large: ["413: the body or file exceeds the limit.", "Send less, or split the transfer."],
  range_exceeded: [
    "400: more values than the addressed range holds.",
    "Widen the range or send fewer values.",
  ],
  rate_limit_exceeded: [
    "429: too many requests (`RateLimitError` once the retries are spent).",
    "Come back after `retryAfter` seconds; reportkit already paces and retries.",
  ],
  read_only_property: [
    "400: the patch changes a property that cannot be changed.",
    "Patch only the writable properties listed.",
  ],
  sandbox_response_invalid: [
    "The sandbox's answer broke its own spec (a sandbox bug, answered 500).",
    "Report it with the message.",
  ],
  service_unavailable: [
    "503: the service is unavailable (`ServerError`).",
    "Already retried; try again later.",
  ],
  sheet_contains_xbrl: [
    "409: the sheet contains XBRL.",
    "Delete it with `force=true` to remove the XBRL with it.",
  ],
  syntax: [
    "A `details` entry of `invalid_filter`: where the filter stops parsing.",
    "Fix the filter at `position`.",
  ],
  too_many_edits: ["400: more edits than one request may carry.", "Send the rest in another request."],
  unauthorized: [
    "401: the bearer token is missing, expired or invalid (`AuthenticationError` after one refresh).",
    "Check the credentials; reportkit refreshes tokens itself.",
  ],
  unprocessable: [
    "422: the request is well formed but cannot be done now (a disabled chain, a run already ended).",
    "Read the resource's state, then act on it.",
  ],
  unsupported_media_type: [
    "415: the `Content-Type` is not accepted here.",
    "Send the type the message names.",
  ],
  unsupported_version: ["400: the `X-Version` is not supported.", "Use a supported version (see Versions)."],
  upload_complete: ["409: the bytes of this import were already received.", "Poll the operation instead."],
  upload_missing: [
    "400: the file's bytes never arrived at the upload URL.",
    "PUT the bytes to `uploadUrl`, then poll.",
  ],
};
