import { type paths as ChainsPaths, createChainsClient } from "@reportkit/chains";
import { createPlatformClient, type paths as PlatformPaths } from "@reportkit/platform";
import { createPrepClient, type paths as PrepPaths } from "@reportkit/prep";
import type { TokenProvider } from "../auth/token-provider.js";
import type { ReportkitClient } from "../clients/types.js";
import { wiredClient } from "../clients/wired-client.js";
import type { ReportkitOptions } from "../config/options.js";
import { type ResolvedConfig, resolveConfig } from "../config/resolve.js";
import type { FetchLike } from "../http/fetch-like.js";

export type { ReportkitOptions };

/** What {@link createReportkit} returns. */
export interface Reportkit<Throw extends boolean = false> {
  readonly platform: ReportkitClient<PlatformPaths, Throw>;
  readonly prep: ReportkitClient<PrepPaths, Throw>;
  readonly chains: ReportkitClient<ChainsPaths, Throw>;
  /** The token provider the clients use. */
  readonly tokens: TokenProvider;
  /** Each API's wired fetch (auth, version, retries...), for URLs the clients do not model. */
  readonly fetch: { readonly platform: FetchLike; readonly prep: FetchLike; readonly chains: FetchLike };
  /**
   * A sibling instance: this one's options with `overrides` on top (another `version`, `headers`,
   * `retry`...). It shares this instance's token cache, rate limiter, operation limiter and secrets
   * unless `overrides` names its own.
   */
  withOptions<T extends boolean = Throw>(
    overrides: ReportkitOptions & { throwOnError?: T },
  ): Reportkit<boolean extends T ? Throw : T>;
}

/** Options that decide which token is asked for: a sibling changing none of them shares the provider. */
const TOKEN_OPTIONS = [
  "clientId",
  "clientSecret",
  "region",
  "urls",
  "scope",
  "version",
  "tokenVersion",
  "tokenEncoding",
  "tokenProvider",
  "tokenCache",
  "fetch",
  "env",
] as const;

/** The instance over a resolved config (what `createReportkit` and `withOptions` build). */
function instance(options: ReportkitOptions, config: ResolvedConfig): Reportkit<boolean> {
  const platform = wiredClient<PlatformPaths>("platform", createPlatformClient, config);
  const prep = wiredClient<PrepPaths>("prep", createPrepClient, config);
  const chains = wiredClient<ChainsPaths>("chains", createChainsClient, config);
  return {
    platform,
    prep,
    chains,
    tokens: config.tokens,
    fetch: { platform: platform.wiring.fetch, prep: prep.wiring.fetch, chains: chains.wiring.fetch },
    withOptions(overrides) {
      const derived: ReportkitOptions = {
        // Stateful parts are shared: one cache, one budget, one pool of slots for the siblings.
        tokenCache: config.tokenCache,
        rateLimiter: config.rateLimiter ?? (false as const),
        operationLimiter: config.operationLimiter,
        ...options,
        ...(TOKEN_OPTIONS.some((name) => name in overrides) ? {} : { tokenProvider: config.tokens }),
        ...overrides,
        urls: { ...options.urls, ...overrides.urls },
      };
      return instance(derived, resolveConfig(derived, { secrets: config.secrets })) as never;
    },
  };
}

/**
 * The typed clients of every reportkit API, already wired with auth, retries, version pinning,
 * pacing of sheet writes, logging and the chosen error style. Options are read once, here.
 */
export function createReportkit(options: ReportkitOptions & { throwOnError: true }): Reportkit<true>;
/** The clients in openapi-fetch's style: calls resolve to `{ data, error, response }`. */
export function createReportkit(options?: ReportkitOptions & { throwOnError?: false }): Reportkit<false>;
/** The error style decided at run time (`throwOnError` not known to the compiler). */
export function createReportkit(options: ReportkitOptions): Reportkit<boolean>;
export function createReportkit(options: ReportkitOptions = {}): Reportkit<boolean> {
  return instance(options, resolveConfig(options));
}
