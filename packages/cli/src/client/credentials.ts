import type { ReportkitOptions } from "@reportkit/sdk";
import type { ProfileOptions } from "@reportkit/sdk/node";
import type { ClientSecret, Settings } from "../config/settings.js";

/** The client id and secret as `createReportkit` takes them, and the profile's name when they are its. */
export type CredentialOptions = Pick<ReportkitOptions, "clientId" | "clientSecret" | "env"> &
  Partial<Pick<ProfileOptions, "profile">>;

/**
 * The client id and secret placed so that a refused token request names where they came from, in the
 * SDK's words: a value of a `REPORTKIT_*` variable goes in `env`, for the SDK to read (it then names
 * the variable; nothing else is in `env`, the rest is resolved already); the others are options, with
 * the profile's name when they all came from the profile, as a spread of `profileOptions()` leaves it.
 */
export function credentialOptions(settings: Settings, secret: ClientSecret): CredentialOptions {
  const env: Record<string, string> = {};
  const options: CredentialOptions = { env };
  if (settings.clientIdFrom === "env" && settings.clientId) env.REPORTKIT_CLIENT_ID = settings.clientId;
  else options.clientId = settings.clientId;
  if (secret.from === "env") env.REPORTKIT_CLIENT_SECRET = secret.value;
  else options.clientSecret = secret.value;
  const fromOptions = [settings.clientIdFrom, secret.from].filter((from) => from !== "env");
  if (fromOptions.length > 0 && fromOptions.every((from) => from === "profile")) {
    options.profile = settings.profile;
  }
  return options;
}
