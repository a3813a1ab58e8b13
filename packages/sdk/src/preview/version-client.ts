import type { TokenProvider } from "../auth/token-provider.js";
import type { StyledClient } from "../clients/types.js";
import type { Reportkit } from "../instance/reportkit.js";

/** Which version {@link versionClient} pins, and where its tokens come from. */
export interface VersionClientOptions {
  /** The `X-Version` of every call and of the token request (`2026-04-01.processes.preview`...). */
  version: string;
  /**
   * Base address of this version's token endpoint (it serves `POST /oauth2/token`); default: the
   * instance's `urls.auth`. A preview with its own token endpoint needs it.
   */
  authUrl?: string;
  /**
   * Tokens from elsewhere. Without it the client asks for its own (with this version), from the
   * instance's client id and secret: an instance given a `tokenProvider` has none, so it needs one here.
   */
  tokenProvider?: TokenProvider;
}

/**
 * A typed client for another version of the platform API, next to the stable one of `rk`: derived
 * from the instance (`rk.withOptions`), so the same base address, credentials, fetch, retries,
 * logging, limits and error style, but its own `X-Version` on every call and its own tokens (asked
 * for with that `X-Version`, from `authUrl`). `Paths` are the version's generated paths
 * (`@reportkit/platform/<subpath>`). Build it once and keep it.
 *
 * @example
 * import type { paths } from "@reportkit/platform/processes-preview";
 * const preview = versionClient<paths>(rk, { version: "2026-04-01.processes.preview", authUrl });
 */
export function versionClient<Paths extends {}, Throw extends boolean = boolean>(
  rk: Reportkit<Throw>,
  options: VersionClientOptions,
): StyledClient<Paths, Throw> {
  const sibling = rk.withOptions({
    version: options.version,
    tokenVersion: options.version,
    tokenProvider: options.tokenProvider,
    ...(options.authUrl ? { urls: { auth: options.authUrl } } : {}),
  });
  return sibling.platform as unknown as StyledClient<Paths, Throw>;
}
