import type { StrictClient } from "@reportkit/platform";
import type { ClientOptions } from "openapi-fetch";
import { REPORTKIT_ENV } from "../config/from-env.js";
import type { ResolvedConfig } from "../config/resolve.js";
import type { ApiName } from "../errors/api-error.js";
import { misconfigured } from "../errors/configuration-error.js";
import { isSheetValuesUpdate } from "../limit/sheet-writes.js";
import { asFetch, requestFetch } from "../pipeline/as-fetch.js";
import { createPipeline, type Send } from "../pipeline/create-pipeline.js";
import { requireSecureUrl } from "../safety/require-https.js";
import { attachTelemetry } from "../telemetry/telemetry.js";
import { styledClient } from "./throwing-client.js";
import type { ClientWiring, ReportkitClient } from "./types.js";

/** What builds the openapi-fetch client: a generated package's `create*Client`, or one over `createClient`. */
export type ClientFactory<Paths extends {}> = (
  options: Omit<ClientOptions, "headers"> & { version?: string; headers?: Record<string, string> },
) => StrictClient<Paths>;

/** Every call of an API with no base address fails at once, saying which option or variable to set. */
const unconfigured =
  (api: ApiName): Send =>
  () =>
    Promise.reject(
      misconfigured(
        `No base URL for the ${api} API: pass urls.${api} or a region, or set ${REPORTKIT_ENV[`${api}Url` as const]} or ${REPORTKIT_ENV.region}.`,
        "",
      ),
    );

/**
 * One API's typed client: the generated openapi-fetch client, given the pipeline as its `fetch`, in
 * the instance's error style, with the wiring the helpers use. Nothing is copied from the instance but
 * what this API needs; the pipeline's steps are those this API uses (pacing for the platform only).
 */
export function wiredClient<Paths extends {}>(
  api: Exclude<ApiName, "auth">,
  create: ClientFactory<Paths>,
  config: ResolvedConfig,
): ReportkitClient<Paths, boolean> {
  const url = config.urls[api];
  const baseUrl = url
    ? requireSecureUrl(`the ${api} base URL`, url, config.allowInsecureHttp).replace(/\/+$/, "")
    : `https://${api}.unconfigured.invalid`;
  const { rateLimiter, operationLimiter, limiterKey, clock } = config;
  let send: Send = url
    ? createPipeline({
        api,
        fetch: config.fetch,
        clock,
        retry: config.retry,
        secrets: config.secrets,
        log: config.log,
        version: config.version,
        defaults: config.headers && { origin: new URL(baseUrl).origin, headers: config.headers },
        tokens: config.tokens,
        allowInsecureHttp: config.allowInsecureHttp,
        telemetry: config.telemetry,
        baseUrl,
        pacing:
          api === "platform" && rateLimiter
            ? { applies: isSheetValuesUpdate, acquire: (signal) => rateLimiter.acquire(limiterKey, signal) }
            : undefined,
      })
    : unconfigured(api);
  // With an operation limiter, copies, imports and exports take a slot first.
  if (url && api === "platform" && operationLimiter)
    send = operationLimiter.apply(send, limiterKey, config.log);
  const client = create({
    baseUrl,
    version: config.version,
    headers: config.headers && Object.fromEntries(config.headers),
    fetch: requestFetch(send),
  });
  const styled = styledClient(client, {
    throwOnError: config.throwOnError,
    light: true,
    api,
    now: () => clock.now(),
  });
  const wiring: ClientWiring = { api, baseUrl, fetch: asFetch(send), clock };
  attachTelemetry(wiring.fetch, config.telemetry); // the helpers' spans (wait, paginate, transfers)
  return Object.assign(styled, { wiring }) as ReportkitClient<Paths, boolean>;
}
