/** The environment variables reportkit reads (only where a `process` global exists). */
export const REPORTKIT_ENV = {
  clientId: "REPORTKIT_CLIENT_ID",
  clientSecret: "REPORTKIT_CLIENT_SECRET",
  authUrl: "REPORTKIT_AUTH_URL",
  platformUrl: "REPORTKIT_PLATFORM_URL",
  prepUrl: "REPORTKIT_PREP_URL",
  chainsUrl: "REPORTKIT_CHAINS_URL",
  version: "REPORTKIT_VERSION",
  region: "REPORTKIT_REGION",
  logLevel: "REPORTKIT_LOG",
} as const;

/** A set of environment variables (`process.env`, a Workers `env` binding, a test fixture...). */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** The base addresses of reportkit's APIs. */
export interface ReportkitUrls {
  /** `{auth_url}`: serves POST /oauth2/token. */
  auth: string;
  /** `{base_url}`: the platform and administration API. */
  platform: string;
  /** `{prep_base_url}`: the data-preparation API. */
  prep: string;
  /** `{oc_base_url}`: the chains and security API. */
  chains: string;
}

/** The APIs with a base address, in the order their addresses are read and checked. */
export const API_NAMES = ["auth", "platform", "prep", "chains"] as const;

/** What the environment can supply. */
export interface EnvOptions {
  clientId?: string;
  clientSecret?: string;
  version?: string;
  /** `us`, `eu` or `apac` (checked by createReportkit). */
  region?: string;
  /** `off`, `error`, `warn`, `info` or `debug` (checked by createReportkit). */
  logLevel?: string;
  urls: Partial<ReportkitUrls>;
}

/** `process.env` when running where `process` exists (Node, Bun, Deno's Node mode), else undefined. */
export function processEnv(): EnvSource | undefined {
  const host = globalThis as { process?: { env?: EnvSource } };
  return typeof host.process === "object" ? host.process.env : undefined;
}

/** Reads reportkit's options from environment variables; empty values count as unset. */
export function optionsFromEnv(env: EnvSource | undefined = processEnv()): EnvOptions {
  const read = (name: string) => env?.[name]?.trim() || undefined;
  const urls: Partial<ReportkitUrls> = {};
  for (const api of API_NAMES) {
    const url = read(REPORTKIT_ENV[`${api}Url`]);
    if (url) urls[api] = url;
  }
  return {
    clientId: read(REPORTKIT_ENV.clientId),
    clientSecret: read(REPORTKIT_ENV.clientSecret),
    version: read(REPORTKIT_ENV.version),
    region: read(REPORTKIT_ENV.region),
    logLevel: read(REPORTKIT_ENV.logLevel),
    urls,
  };
}
