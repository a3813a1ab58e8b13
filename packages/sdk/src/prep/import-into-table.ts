import type { PrepPaths, ReportkitClient } from "../clients/types.js";
import { AbortedError, ApiError, OperationFailedError, TimeoutError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import { withNextStep } from "../errors/guide.js";
import type { CallOptions } from "../pipeline/call.js";
import { type PollStrategies, pollUntilDone } from "../poll/engine.js";
import type { PollIntervalOptions } from "../poll/interval.js";
import { initialState } from "../poll/state.js";
import { isTransient } from "../retry/classify.js";
import { errorUrl } from "../safety/redact.js";

type FileAnswer = PrepPaths["/api/v1/file/{fileId}"]["get"]["responses"][200]["content"]["application/json"];
/** A data-preparation file's metadata record (`GET /api/v1/file/{fileId}`'s `body`). */
export type PrepFileRecord = NonNullable<FileAnswer["body"]>;
/** What `POST /api/v1/table/{tableId}/import` takes. */
export type PrepImportBody = NonNullable<
  PrepPaths["/api/v1/table/{tableId}/import"]["post"]["requestBody"]
>["content"]["application/json"];

/** What a helper that works on the data-preparation API takes: what `createReportkit` returns. */
export interface HasPrep {
  readonly prep: ReportkitClient<PrepPaths, boolean>;
}

/** How {@link waitForPrepFile} polls the file and when it gives up. */
export interface PrepFileWaitOptions extends PollIntervalOptions {
  /** Rejects with `AbortedError` as soon as it fires (the import goes on on the service). */
  signal?: AbortSignal;
  /** The longest the wait may take, on the client's clock (`TimeoutError`). */
  timeoutMs?: number;
  /** Called with the file's record after the import starts and after every poll. */
  onProgress?: (file: PrepFileRecord) => void;
  /** Headers sent with every request (besides the client's own). */
  headers?: Record<string, string>;
  /** Retry settings of each request over the client's. */
  retry?: CallOptions["retry"];
  /** Failed polls in a row (5xx, 429, network) after which the wait gives up (default 10). */
  maxPollFailures?: number;
}

/** IMPORTED ends the wait, ERROR fails it; STAGING, STAGED, IMPORTING and unknown statuses go on. */
const outcomeOf = (status: string | undefined) =>
  status === "IMPORTED" ? "succeeded" : status === "ERROR" ? "failed" : "running";

async function send(
  prep: HasPrep["prep"],
  method: string,
  url: string,
  options: PrepFileWaitOptions,
  signal: AbortSignal | undefined,
  body?: unknown,
) {
  const { fetch, clock } = prep.wiring;
  const response = await fetch(url, {
    method,
    headers: {
      accept: "application/json",
      ...(body ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal,
    ...(options.retry === undefined ? {} : { retry: options.retry }),
  } as RequestInit);
  const context = { api: "prep", method, url: errorUrl(url), now: clock.now() } as const;
  if (!response.ok) throw errorFromResponse(response, await readErrorBody(response), context);
  const answer = (await response.json().catch(() => undefined)) as { body?: PrepFileRecord } | undefined;
  if (typeof answer?.body?.id !== "string") {
    throw new ApiError({
      message: `${method} ${errorUrl(url)} answered without a file record.`,
      status: response.status,
      api: "prep",
      method,
      url: errorUrl(url),
    });
  }
  return answer.body;
}

const fileUrl = (prep: HasPrep["prep"], fileId: string) =>
  `${prep.wiring.baseUrl.replace(/\/+$/, "")}/api/v1/file/${encodeURIComponent(fileId)}`;

/**
 * Follows a data-preparation file until its import settles: polls `GET /api/v1/file/{fileId}` and
 * resolves with the record once its status is IMPORTED; rejects with `OperationFailedError` on ERROR,
 * `TimeoutError`, `AbortedError`, or the typed error of a failed read. Resumable: all it needs is the
 * file id (the `id` an import answered).
 *
 * @example
 * const file = await waitForPrepFile(rk, fileId, { onProgress: (f) => console.log(f.status) });
 */
export function waitForPrepFile(
  rk: HasPrep,
  fileId: string,
  options: PrepFileWaitOptions = {},
): Promise<PrepFileRecord> {
  const { clock } = rk.prep.wiring;
  const url = fileUrl(rk.prep, fileId);
  const strategies: PollStrategies<PrepFileRecord> = {
    poll: async (at, signal) => ({ operation: await send(rk.prep, "GET", at, options, signal) }),
    statusOf: (file) => String(file.status ?? ""),
    outcomeOf,
    transient: isTransient,
    failure: (file) =>
      new OperationFailedError({
        message: `The import of file ${fileId} ended in ERROR (${file.numErrors ?? 0} errors): list them with getErrors.`,
        api: "prep",
        url: errorUrl(url),
        operation: file,
      }),
    aborted: (signal) => AbortedError.from(signal),
    timedOut: (state, timeoutMs) =>
      new TimeoutError({
        message: withNextStep(
          `Stopped following file ${fileId} after ${timeoutMs} ms; its last status was ${state.status ?? "unknown"}.`,
          "The import goes on on the service: call waitForPrepFile with the same file id to resume.",
          "timeouterror",
        ),
        api: "prep",
        url: errorUrl(url),
        mayHaveBeenApplied: true,
      }),
  };
  const now = clock.now();
  return pollUntilDone(initialState<PrepFileRecord>(url, now, now), strategies, { ...options, clock });
}

/**
 * Imports a file into a data-preparation table (`POST /api/v1/table/{tableId}/import`) and follows
 * the new file until its import settles ({@link waitForPrepFile}). `onProgress` sees the record the
 * import answered, then every poll. On Ctrl-C or a timeout, resume with `waitForPrepFile(rk, id)`.
 */
export async function importIntoTable(
  rk: HasPrep,
  tableId: string,
  body: PrepImportBody | undefined,
  options: PrepFileWaitOptions = {},
): Promise<PrepFileRecord> {
  const url = `${rk.prep.wiring.baseUrl.replace(/\/+$/, "")}/api/v1/table/${encodeURIComponent(tableId)}/import`;
  const started = await send(rk.prep, "POST", url, options, options.signal, body ?? {});
  options.onProgress?.(started);
  return waitForPrepFile(rk, started.id as string, options);
}
