import { type paths as ChainsPaths, createChainsClient } from "@reportkit/chains";
import { createPlatformClient, type paths as PlatformPaths } from "@reportkit/platform";
import { createPrepClient, type paths as PrepPaths } from "@reportkit/prep";
import type { TokenProvider } from "../auth/token-provider.js";
import type { ReportkitClient } from "../clients/types.js";
import { type ClientFactory, wiredClient } from "../clients/wired-client.js";
import type { ReportkitOptions } from "../config/options.js";
import { resolveConfig } from "../config/resolve.js";
import type { ApiName } from "../errors/api-error.js";

/** Options of one wired client used on its own (`createReportkit` builds these for you). */
export interface ReportkitClientOptions
  extends Pick<
    ReportkitOptions,
    | "fetch"
    | "version"
    | "retry"
    | "logger"
    | "logLevel"
    | "openTelemetry"
    | "headers"
    | "clock"
    | "allowInsecureHttp"
    | "rateLimiter"
    | "limiterKey"
    | "throwOnError"
  > {
  /** The API's base address; HTTPS unless loopback or `allowInsecureHttp`. */
  baseUrl: string;
  /** Where its bearer tokens come from (`createTokenProvider`). */
  tokenProvider: TokenProvider;
}

type Api = Exclude<ApiName, "auth">;
type Built<Paths extends {}, O> = ReportkitClient<Paths, O extends { throwOnError: true } ? true : false>;

const standalone = <Paths extends {}>(
  api: Api,
  create: ClientFactory<Paths>,
  options: ReportkitClientOptions,
) => wiredClient(api, create, resolveConfig({ ...options, urls: { [api]: options.baseUrl }, env: false }));

/** The platform client alone, with auth, retries, version pinning, pacing of sheet writes and logging wired in. */
export const createReportkitPlatformClient = <O extends ReportkitClientOptions>(options: O) =>
  standalone<PlatformPaths>("platform", createPlatformClient, options) as Built<PlatformPaths, O>;

/** The data-preparation client alone, with auth, retries, version pinning and logging wired in. */
export const createReportkitPrepClient = <O extends ReportkitClientOptions>(options: O) =>
  standalone<PrepPaths>("prep", createPrepClient, options) as Built<PrepPaths, O>;

/** The chains and security client alone, with auth, retries, version pinning and logging wired in. */
export const createReportkitChainsClient = <O extends ReportkitClientOptions>(options: O) =>
  standalone<ChainsPaths>("chains", createChainsClient, options) as Built<ChainsPaths, O>;
