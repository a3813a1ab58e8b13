import { createTokenProvider, type TokenProvider } from "./auth/token-provider.js";
import { buildChains, buildPlatform, buildPrep, type ReportkitClientOptions } from "./clients/api-clients.js";
import { ConfigurationError } from "./config/configuration-error.js";
import { API_NAMES, optionsFromEnv, REPORTKIT_ENV, type ReportkitUrls } from "./config/from-env.js";
import { regionUrls } from "./config/regions.js";
import { createRateLimiter } from "./limit/rate-limiter.js";
import { toLog } from "./logging/logger.js";
import { remember } from "./preview/derive.js";
import type { Reportkit, ReportkitOptions } from "./reportkit-options.js";
import { requireSecureUrl } from "./safety/require-https.js";
import { SecretRegistry } from "./safety/secrets.js";
import { systemClock } from "./time/clock.js";
import type { Send } from "./transport/pipeline.js";
import { transportSender } from "./transport.js";

export type { Reportkit, ReportkitOptions } from "./reportkit-options.js";

const missingApi =
  (api: keyof ReportkitUrls): Send =>
  () =>
    Promise.reject(
      new ConfigurationError(
        `No base URL for the ${api} API: pass urls.${api} or a region, or set ${REPORTKIT_ENV[`${api}Url`]} or ${REPORTKIT_ENV.region}.`,
      ),
    );

/**
 * The typed clients of every reportkit API, already wired with auth, retries, version pinning,
 * pacing of sheet writes, logging and the chosen error style.
 */
export function createReportkit(options: ReportkitOptions & { throwOnError: true }): Reportkit<true>;
export function createReportkit(options?: ReportkitOptions & { throwOnError?: false }): Reportkit<false>;
export function createReportkit(options: ReportkitOptions): Reportkit<boolean>;
export function createReportkit(options: ReportkitOptions = {}): Reportkit<boolean> {
  const env = optionsFromEnv(options.env === false ? {} : options.env);
  // Explicit URLs win over REPORTKIT_*_URL variables, which win over the region's addresses.
  const region = options.region ?? env.region;
  const urls = { ...(region ? regionUrls(region) : undefined), ...env.urls, ...options.urls };
  const clientId = options.clientId ?? env.clientId;
  const clientSecret = options.clientSecret ?? env.clientSecret;
  const version = options.version ?? env.version;
  const clock = options.clock ?? systemClock;
  const allowInsecureHttp = options.allowInsecureHttp ?? false;

  for (const api of API_NAMES) {
    const url = urls[api];
    if (url) requireSecureUrl(`urls.${api}`, url, allowInsecureHttp);
  }
  const secrets = new SecretRegistry();
  secrets.addSecret(clientSecret);
  const tokens = options.tokenProvider ?? defaultTokenProvider();

  function defaultTokenProvider(): TokenProvider {
    if (!clientId || !clientSecret || !urls.auth) {
      const missing = [
        clientId ? "" : `clientId (${REPORTKIT_ENV.clientId})`,
        clientSecret ? "" : `clientSecret (${REPORTKIT_ENV.clientSecret})`,
        urls.auth ? "" : `urls.auth (${REPORTKIT_ENV.authUrl}) or a region (${REPORTKIT_ENV.region})`,
      ];
      throw new ConfigurationError(`createReportkit needs ${missing.filter(Boolean).join(", ")}.`);
    }
    return createTokenProvider({
      clientId,
      clientSecret,
      authUrl: urls.auth,
      scope: options.scope,
      version: options.tokenVersion ?? version,
      encoding: options.tokenEncoding,
      fetch: options.fetch,
      cache: options.tokenCache,
      clock,
      retry: options.retry,
      logger: options.logger,
      allowInsecureHttp,
      secrets,
    });
  }

  const rateLimiter =
    options.rateLimiter === false ? false : (options.rateLimiter ?? createRateLimiter({ clock }));
  const common: Omit<ReportkitClientOptions, "baseUrl"> = {
    tokenProvider: tokens,
    fetch: options.fetch,
    version,
    retry: options.retry,
    logger: options.logger,
    headers: options.headers,
    throwOnError: options.throwOnError,
    clock,
    allowInsecureHttp,
    rateLimiter,
    limiterKey: options.limiterKey ?? `${urls.platform ?? ""}|${clientId ?? ""}`,
    secrets,
  };
  const api = <B>(
    name: keyof ReportkitUrls,
    builder: (o: ReportkitClientOptions, transport?: Send) => B,
  ): B => {
    const url = urls[name];
    // Unconfigured: the client exists (so typing stays simple), but every call fails clearly, before any request.
    return builder(
      { ...common, baseUrl: url ?? `https://${name}.unconfigured.invalid` },
      url ? undefined : missingApi(name),
    );
  };
  // With an operationLimiter, copies, imports and exports take a slot first.
  const limiter = options.operationLimiter;
  const slotted = (o: ReportkitClientOptions, transport?: Send) =>
    buildPlatform(
      o,
      transport ??
        limiter?.apply(
          transportSender({
            ...o,
            api: "platform",
            rateLimiter: o.rateLimiter || undefined,
            baseUrl: o.baseUrl,
          }),
          o.limiterKey ?? "default",
          toLog(options.logger, secrets),
        ),
    );
  const platform = api("platform", slotted);
  const prep = api("prep", buildPrep);
  const chains = api("chains", buildChains);

  const rk = {
    platform: platform.styled,
    prep: prep.styled,
    chains: chains.styled,
    tokens,
    fetch: { platform: platform.fetch, prep: prep.fetch, chains: chains.fetch },
  };
  // Other API versions (the processes preview) are built from the same options: see versionClient.
  remember(rk, options);
  return rk;
}
