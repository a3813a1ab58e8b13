import type { TokenProvider } from "../auth/token-provider.js";
import type { StyledClient } from "../clients/api-clients.js";
import { ConfigurationError } from "../config/configuration-error.js";
import { createReportkit } from "../create-reportkit.js";
import type { Reportkit } from "../reportkit-options.js";
import { rememberedOptions } from "./derive.js";

export interface VersionClientOptions {
  /** The `X-Version` of every call and of the token request (`2026-04-01.processes.preview`...). */
  version: string;
  /**
   * Base address of this version's token endpoint (it serves `POST /oauth2/token`); default: the
   * instance's `urls.auth`. A preview with its own token endpoint needs it.
   */
  authUrl?: string;
  /** Tokens from elsewhere (required when the instance was given a `tokenProvider`: it serves the stable version). */
  tokenProvider?: TokenProvider;
}

const built = new WeakMap<object, Map<string, unknown>>();

/**
 * A typed client for another version of the platform API, next to the stable one of `rk`: the same
 * base address, credentials, fetch, retries, logging and error style, but its own `X-Version` on every
 * call and its own tokens (from `authUrl`, requested with that `X-Version`). `Paths` are the version's
 * generated paths (`@reportkit/platform/<subpath>`). Built once per instance and version, on first use.
 *
 * @example
 * import type { paths } from "@reportkit/platform/processes-preview";
 * const preview = versionClient<paths>(rk, { version: "2026-04-01.processes.preview", authUrl });
 */
export function versionClient<Paths extends {}, Throw extends boolean = boolean>(
  rk: Reportkit<Throw>,
  options: VersionClientOptions,
): StyledClient<Paths, Throw> {
  const base = rememberedOptions(rk);
  if (!base) {
    throw new ConfigurationError("A version client needs what createReportkit returns.");
  }
  const clients = built.get(rk) ?? new Map<string, unknown>();
  built.set(rk, clients);
  const key = `${options.version} ${options.authUrl ?? ""}`;
  let client = options.tokenProvider ? undefined : clients.get(key);
  if (!client) {
    const sibling = createReportkit({
      ...base,
      version: options.version,
      tokenVersion: options.version,
      // The instance's own token provider serves the stable version: this one gets its own.
      tokenProvider: options.tokenProvider,
      urls: { ...base.urls, ...(options.authUrl ? { auth: options.authUrl } : {}) },
    }) as unknown as Reportkit<Throw>;
    client = sibling.platform;
    if (!options.tokenProvider) clients.set(key, client);
  }
  return client as StyledClient<Paths, Throw>;
}
