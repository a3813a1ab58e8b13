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
const fromEnvironment = (name: string) => `${name}${FROM_ENV}`;

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
  if (named.clientId || named.clientSecret) {
    const idText = id ? fromEnvironment(REPORTKIT_ENV.clientId) : (named.clientId ?? "the clientId option");
    const secretText = secret
      ? fromEnvironment(REPORTKIT_ENV.clientSecret)
      : (named.clientSecret ?? "the clientSecret option");
    const both = idText.endsWith(FROM_ENV) && secretText.endsWith(FROM_ENV);
    return both ? `${idText.slice(0, -FROM_ENV.length)} / ${secretText}` : `${idText} / ${secretText}`;
  }
  if (id && secret) return fromEnvironment(`${REPORTKIT_ENV.clientId} / ${REPORTKIT_ENV.clientSecret}`);
  if (!id && !secret) return "the clientId / clientSecret options";
  return id
    ? `${fromEnvironment(REPORTKIT_ENV.clientId)} / the clientSecret option`
    : `the clientId option / ${fromEnvironment(REPORTKIT_ENV.clientSecret)}`;
}
