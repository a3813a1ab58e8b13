import type { paths as ChainsPaths } from "@reportkit/chains";
import type { paths as PlatformPaths, StrictClient } from "@reportkit/platform";
import type { paths as PrepPaths } from "@reportkit/prep";
import type { ApiName } from "../errors/api-error.js";
import type { FetchLike } from "../http/fetch-like.js";
import { createRateLimiter, type RateLimiter } from "../limit/rate-limiter.js";
import { requireSecureUrl } from "../safety/require-https.js";
import { systemClock } from "../time/clock.js";
import { headerRecord } from "../transport/call.js";
import { asFetch, type Send } from "../transport/pipeline.js";
import { type TransportOptions, transportSender } from "../transport.js";
import { type ThrowingClient, throwingClient } from "./throwing-client.js";
import { createTypedClient } from "./typed-client.js";
import { setWiring } from "./wiring.js";

export type { ChainsPaths, PlatformPaths, PrepPaths };

/** A generated client in the chosen error style: openapi-fetch results, or throwing typed errors. */
export type StyledClient<Paths extends {}, Throw extends boolean> = Throw extends true
  ? ThrowingClient<Paths>
  : StrictClient<Paths>;

/** Options of one wrapped client used on its own (createReportkit builds these for you). */
export interface ReportkitClientOptions extends Omit<TransportOptions, "api" | "rateLimiter"> {
  /** The API's base address; HTTPS unless loopback or `allowInsecureHttp`. */
  baseUrl: string;
  /** Extra headers sent with every request of this client. */
  headers?: Record<string, string>;
  /** Methods throw typed ApiErrors and resolve to `{ data, response }` (default false). */
  throwOnError?: boolean;
  /** Paces update-sheet-content requests (platform only; default: a 60/min limiter of this client). `false` disables. */
  rateLimiter?: RateLimiter | false;
}

function build<Paths extends {}>(
  api: ApiName,
  options: ReportkitClientOptions,
  transport?: Send,
): { client: StrictClient<Paths>; styled: StrictClient<Paths> | ThrowingClient<Paths>; fetch: FetchLike } {
  const baseUrl = requireSecureUrl(`the ${api} base URL`, options.baseUrl, options.allowInsecureHttp);
  const clock = options.clock ?? systemClock;
  // Only the platform gets a default limiter (for its sheet writes: see `rateLimiter`); `false` disables.
  const rateLimiter =
    options.rateLimiter === false
      ? undefined
      : (options.rateLimiter ?? (api === "platform" ? createRateLimiter({ clock }) : undefined));
  const send = transport ?? transportSender({ ...options, api, rateLimiter, baseUrl });
  const fetch = asFetch(send);
  const client: StrictClient<Paths> = createTypedClient<Paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    headers: { accept: "application/json", ...headerRecord(options.headers) },
    send,
    fetch,
  });
  const styled = options.throwOnError ? throwingClient(client, { api, now: () => clock.now() }) : client;
  const wiring = { api, fetch, baseUrl, clock };
  setWiring(client, wiring);
  setWiring(styled, wiring);
  return { client, styled, fetch };
}

/** Internal: the three APIs' builders, shared with createReportkit. */
export const buildPlatform = (options: ReportkitClientOptions, transport?: Send) =>
  build<PlatformPaths>("platform", options, transport);
export const buildPrep = (options: ReportkitClientOptions, transport?: Send) =>
  build<PrepPaths>("prep", options, transport);
export const buildChains = (options: ReportkitClientOptions, transport?: Send) =>
  build<ChainsPaths>("chains", options, transport);

/** The platform client with auth, retries, version pinning, pacing and logging wired in. */
export function createReportkitPlatformClient(
  options: ReportkitClientOptions & { throwOnError: true },
): ThrowingClient<PlatformPaths>;
export function createReportkitPlatformClient(
  options: ReportkitClientOptions & { throwOnError?: false },
): StrictClient<PlatformPaths>;
export function createReportkitPlatformClient(
  options: ReportkitClientOptions,
): StrictClient<PlatformPaths> | ThrowingClient<PlatformPaths>;
export function createReportkitPlatformClient(options: ReportkitClientOptions) {
  return buildPlatform(options).styled;
}

/** The data-preparation client with auth, retries, version pinning and logging wired in. */
export function createReportkitPrepClient(
  options: ReportkitClientOptions & { throwOnError: true },
): ThrowingClient<PrepPaths>;
export function createReportkitPrepClient(
  options: ReportkitClientOptions & { throwOnError?: false },
): StrictClient<PrepPaths>;
export function createReportkitPrepClient(
  options: ReportkitClientOptions,
): StrictClient<PrepPaths> | ThrowingClient<PrepPaths>;
export function createReportkitPrepClient(options: ReportkitClientOptions) {
  return buildPrep(options).styled;
}

/** The chains and security client with auth, retries, version pinning and logging wired in. */
export function createReportkitChainsClient(
  options: ReportkitClientOptions & { throwOnError: true },
): ThrowingClient<ChainsPaths>;
export function createReportkitChainsClient(
  options: ReportkitClientOptions & { throwOnError?: false },
): StrictClient<ChainsPaths>;
export function createReportkitChainsClient(
  options: ReportkitClientOptions,
): StrictClient<ChainsPaths> | ThrowingClient<ChainsPaths>;
export function createReportkitChainsClient(options: ReportkitClientOptions) {
  return buildChains(options).styled;
}
