import type { ChainsClient, paths as ChainsPaths } from "@reportkit/chains";
import { createChainsClient } from "@reportkit/chains";
import type { PlatformClient, paths as PlatformPaths } from "@reportkit/platform";
import { createPlatformClient } from "@reportkit/platform";
import type { PrepClient, paths as PrepPaths } from "@reportkit/prep";
import { createPrepClient } from "@reportkit/prep";
import type { Client } from "openapi-fetch";
import type { ApiName } from "../errors/api-error.js";
import { DraftRequest } from "../http/draft-request.js";
import type { FetchLike } from "../http/fetch-like.js";
import { createRateLimiter, type RateLimiter } from "../limit/rate-limiter.js";
import { requireSecureUrl } from "../safety/require-https.js";
import { systemClock } from "../time/clock.js";
import { createTransport, type TransportOptions } from "../transport.js";
import { type ThrowingClient, throwingClient } from "./throwing-client.js";
import { setWiring } from "./wiring.js";

export type { ChainsPaths, PlatformPaths, PrepPaths };

/** A generated client in the chosen error style: openapi-fetch results, or throwing typed errors. */
export type StyledClient<Paths extends {}, Throw extends boolean> = Throw extends true
  ? ThrowingClient<Paths>
  : Client<Paths>;

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

type Factory<C> = (options: {
  baseUrl: string;
  fetch: FetchLike;
  Request: typeof Request;
  version?: string | undefined;
  headers?: Record<string, string> | undefined;
}) => C;

function build<Paths extends {}>(
  api: ApiName,
  create: Factory<Client<Paths>>,
  options: ReportkitClientOptions,
  defaultLimiter: boolean,
  transport?: FetchLike,
): { client: Client<Paths>; styled: Client<Paths> | ThrowingClient<Paths>; fetch: FetchLike } {
  const baseUrl = requireSecureUrl(`the ${api} base URL`, options.baseUrl, options.allowInsecureHttp);
  const clock = options.clock ?? systemClock;
  const rateLimiter =
    options.rateLimiter === false
      ? undefined
      : (options.rateLimiter ?? (defaultLimiter ? createRateLimiter({ clock }) : undefined));
  const fetch = transport ?? createTransport({ ...options, api, rateLimiter });
  const client = create({
    baseUrl,
    fetch,
    // The generated client builds a cheap draft; the pipeline builds the one real request per attempt.
    Request: DraftRequest as unknown as typeof Request,
    version: options.version,
    headers: options.headers,
  });
  const styled = options.throwOnError ? throwingClient(client, { api, now: () => clock.now() }) : client;
  const wiring = { api, fetch, baseUrl, clock };
  setWiring(client, wiring);
  setWiring(styled, wiring);
  return { client, styled, fetch };
}

/** Internal: the three APIs' builders, shared with createReportkit. */
export const buildPlatform = (options: ReportkitClientOptions, transport?: FetchLike) =>
  build<PlatformPaths>("platform", createPlatformClient, options, true, transport);
export const buildPrep = (options: ReportkitClientOptions, transport?: FetchLike) =>
  build<PrepPaths>("prep", createPrepClient, options, false, transport);
export const buildChains = (options: ReportkitClientOptions, transport?: FetchLike) =>
  build<ChainsPaths>("chains", createChainsClient, options, false, transport);

/** The platform client with auth, retries, version pinning, pacing and logging wired in. */
export function createReportkitPlatformClient(
  options: ReportkitClientOptions & { throwOnError: true },
): ThrowingClient<PlatformPaths>;
export function createReportkitPlatformClient(
  options: ReportkitClientOptions & { throwOnError?: false },
): PlatformClient;
export function createReportkitPlatformClient(
  options: ReportkitClientOptions,
): PlatformClient | ThrowingClient<PlatformPaths>;
export function createReportkitPlatformClient(options: ReportkitClientOptions) {
  return buildPlatform(options).styled;
}

/** The data-preparation client with auth, retries, version pinning and logging wired in. */
export function createReportkitPrepClient(
  options: ReportkitClientOptions & { throwOnError: true },
): ThrowingClient<PrepPaths>;
export function createReportkitPrepClient(
  options: ReportkitClientOptions & { throwOnError?: false },
): PrepClient;
export function createReportkitPrepClient(
  options: ReportkitClientOptions,
): PrepClient | ThrowingClient<PrepPaths>;
export function createReportkitPrepClient(options: ReportkitClientOptions) {
  return buildPrep(options).styled;
}

/** The chains and security client with auth, retries, version pinning and logging wired in. */
export function createReportkitChainsClient(
  options: ReportkitClientOptions & { throwOnError: true },
): ThrowingClient<ChainsPaths>;
export function createReportkitChainsClient(
  options: ReportkitClientOptions & { throwOnError?: false },
): ChainsClient;
export function createReportkitChainsClient(
  options: ReportkitClientOptions,
): ChainsClient | ThrowingClient<ChainsPaths>;
export function createReportkitChainsClient(options: ReportkitClientOptions) {
  return buildChains(options).styled;
}
