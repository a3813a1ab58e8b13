import type { CatalogOperation } from "@reportkit/catalog";
import type { Logger, Reportkit } from "@reportkit/sdk";
import { missingCredentials, type Settings } from "./config.js";
import { useSdk } from "./sdk.js";
import type { Scrubber } from "./secrets.js";

/** A generated client seen untyped: `client.GET(path, init)` for any path of the catalogue. */
export type UntypedClient = Record<
  string,
  (path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; response: Response }>
>;

/** The SDK instance the tools call through (credentials, retries, pacing, waits and redaction). */
export interface Connection {
  rk: Reportkit<true>;
  /** The client of an operation: its API's typed client, or the processes preview's. */
  client(operation: CatalogOperation): UntypedClient;
}

/** No credentials were configured: nothing was sent. */
export class CredentialsError extends Error {
  override readonly name = "CredentialsError";
}

/**
 * The connection, made on the first call that needs it (so the server starts, and lists its tools,
 * without credentials), then shared by every call. The settings' options say `env: false`: the
 * resolver has read the environment. A `logger` (`--debug`) gets every line from `debug` up: one per
 * request sent (method, redacted URL, status, attempt, duration), retries and waits.
 */
export function connector(settings: Settings, scrubber: Scrubber, logger?: Logger): () => Connection {
  let made: Connection | undefined;
  return () => {
    if (made) return made;
    const missing = missingCredentials(settings);
    if (missing) throw new CredentialsError(missing);
    scrubber.addSecret(settings.options.clientSecret);
    const { createReportkit, processesPreview } = useSdk();
    const rk = createReportkit({
      ...settings.options,
      throwOnError: true,
      fetch: scrubber.recordingFetch(),
      ...(logger ? { logger, logLevel: "debug" as const } : {}),
    });
    let preview: UntypedClient | undefined;
    const connection: Connection = {
      rk,
      client(operation) {
        if (operation.api === "processes-preview") {
          preview ??= processesPreview(rk, {
            ...(settings.previewAuthUrl ? { authUrl: settings.previewAuthUrl.value } : {}),
          }) as unknown as UntypedClient;
          return preview;
        }
        if (operation.family === "auth") throw new Error("The token endpoint is not a tool.");
        return rk[operation.family] as unknown as UntypedClient;
      },
    };
    made = connection;
    return connection;
  };
}
