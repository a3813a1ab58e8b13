import type { paths as ProcessesPreviewPaths } from "@reportkit/platform/processes-preview";
import type { TokenProvider } from "../auth/token-provider.js";
import type { StyledClient } from "../clients/types.js";
import type { Reportkit } from "../instance/reportkit.js";
import { PROCESSES_PREVIEW_VERSION } from "../version/versions.js";
import { versionClient } from "./version-client.js";

export type { ProcessesPreviewPaths };

/** Where the processes preview gets its tokens. */
export interface ProcessesPreviewOptions {
  /**
   * Base address of the preview's own token endpoint (it serves `POST /oauth2/token`, asked with
   * `X-Version: 2026-04-01.processes.preview`). Default: the instance's `urls.auth`.
   */
  authUrl?: string;
  /** Tokens from elsewhere (required when the instance was given a `tokenProvider`). */
  tokenProvider?: TokenProvider;
}

/**
 * The processes preview (`X-Version: 2026-04-01.processes.preview`) of `rk`'s platform API: a typed
 * client of its eight endpoints (`/processes`, `/processes/{processId}`, `.../batchUpdates`,
 * `.../run`, `.../validation`, `/processRuns/{processRunId}`; open payloads) with its own tokens from
 * the preview's token endpoint. `rk`'s own clients keep the stable version.
 *
 * @example
 * const processes = processesPreview(rk, { authUrl: "https://auth.example.com/processes-preview" });
 * const { data } = await processes.POST("/processes", { body: { name: "Close the quarter" } });
 */
export function processesPreview<Throw extends boolean>(
  rk: Reportkit<Throw>,
  options: ProcessesPreviewOptions = {},
): StyledClient<ProcessesPreviewPaths, Throw> {
  return versionClient<ProcessesPreviewPaths, Throw>(rk, { ...options, version: PROCESSES_PREVIEW_VERSION });
}
