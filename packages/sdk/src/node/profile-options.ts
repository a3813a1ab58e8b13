// Node-only: a saved profile's options for `createReportkit`, under the REPORTKIT_* variables.
import type { EnvSource, ReportkitUrls } from "../config/from-env.js";
import type { ReportkitOptions } from "../config/options.js";
import { resolveSettings } from "./settings.js";

/** Where {@link profileOptions} reads from. */
export interface ProfileOptionsInput {
  /** The profile to read (default: `REPORTKIT_PROFILE`, else the file's default, else "default"). */
  profile?: string;
  /** Where the variables come from (default `process.env`). */
  env?: EnvSource;
  /** The settings folder (default {@link reportkitConfigDir}). */
  dir?: string;
  /** Read the secret file now (default true); `false` leaves `clientSecret` out (its file is named by `clientSecretFile`). */
  readSecret?: boolean;
}

/** What a profile gives `createReportkit`, with the name of the profile read. */
export interface ProfileOptions
  extends Pick<ReportkitOptions, "clientId" | "clientSecret" | "region" | "urls" | "credentialSources"> {
  /** The profile read (it may not exist: then only the name is set). */
  profile: string;
  /** The token endpoint of the processes preview (`REPORTKIT_PREVIEW_AUTH_URL`, else the profile's). */
  previewAuthUrl?: string;
  /** The file the secret comes from (`REPORTKIT_CLIENT_SECRET_FILE`, else the profile's), unless `REPORTKIT_CLIENT_SECRET` is set. */
  clientSecretFile?: string;
}

/**
 * The options a saved profile gives `createReportkit`, under the `REPORTKIT_*` variables: a field that
 * a variable sets is left out (`createReportkit` reads the variable), so variables always win (it is
 * {@link resolveSettings} without flags, keeping what the profile gave). The secret:
 * `REPORTKIT_CLIENT_SECRET` (read by `createReportkit`), else the file `REPORTKIT_CLIENT_SECRET_FILE`
 * names, else the profile's `clientSecretFile` (owner-only, or a ConfigurationError). A profile named
 * by `profile` or `REPORTKIT_PROFILE` that does not exist is a ConfigurationError.
 *
 * @example
 * const rk = createReportkit({ ...profileOptions({ profile: "staging" }), throwOnError: true });
 */
export function profileOptions(input: ProfileOptionsInput = {}): ProfileOptions {
  const settings = resolveSettings({
    flags: { profile: input.profile },
    ...(input.env ? { env: input.env } : {}),
    ...(input.dir ? { configDir: input.dir } : {}),
    readSecret: input.readSecret !== false,
  });
  const { clientId, region, clientSecret, previewAuthUrl } = settings;
  const options: ProfileOptions = { profile: settings.profile.value };
  const sources = settings.options.credentialSources ?? {};
  if (clientId?.source.kind === "profile") {
    options.clientId = clientId.value;
    options.credentialSources = { clientId: sources.clientId };
  }
  if (region?.source.kind === "profile") options.region = region.value;
  const urls: Partial<ReportkitUrls> = {};
  for (const [api, url] of Object.entries(settings.urls)) {
    if (url.source.kind === "profile") urls[api as keyof ReportkitUrls] = url.value;
  }
  if (Object.keys(urls).length > 0) options.urls = urls;
  if (previewAuthUrl) options.previewAuthUrl = previewAuthUrl.value;
  if (clientSecret?.source.kind === "file" && clientSecret.source.path) {
    options.clientSecretFile = clientSecret.source.path;
    if (clientSecret.value) options.clientSecret = clientSecret.value;
    options.credentialSources = { ...options.credentialSources, clientSecret: sources.clientSecret };
  }
  return options;
}
