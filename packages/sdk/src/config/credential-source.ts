import { REPORTKIT_ENV } from "./from-env.js";

/**
 * Where the client id and the client secret came from, in words a refused token request can say (never
 * the values): `{ clientSecret: "the client secret from the file /run/secret (--client-secret-file)" }`.
 * `resolveSettings` (`@reportkit/sdk/node`) and `profileOptions` fill it in.
 */
export interface CredentialSources {
  /** Where the client id came from: "the client id of profile 'staging'". */
  clientId?: string;
  /** Where the secret came from: "the client secret from the file /run/secret (--client-secret-file)". */
  clientSecret?: string;
}

const FROM_ENV = " from the environment";

/**
 * Where `createReportkit`'s client id and secret came from (`[id, secret]`: true when from the
 * environment), as a refused token request names them; `named` says it for a value given as an option.
 *
 * @example credentialSource([true, true]) // "REPORTKIT_CLIENT_ID / REPORTKIT_CLIENT_SECRET from the environment"
 */
export function credentialSource(
  fromEnv: readonly [boolean, boolean],
  named: CredentialSources = {},
): string {
  const [id, secret] = fromEnv;
  if (id && secret) return `${REPORTKIT_ENV.clientId} / ${REPORTKIT_ENV.clientSecret}${FROM_ENV}`;
  if (!(id || secret || named.clientId || named.clientSecret)) return "the clientId / clientSecret options";
  const idText = id ? REPORTKIT_ENV.clientId + FROM_ENV : (named.clientId ?? "the clientId option");
  const secretText = secret
    ? REPORTKIT_ENV.clientSecret + FROM_ENV
    : (named.clientSecret ?? "the clientSecret option");
  return `${idText} / ${secretText}`;
}
