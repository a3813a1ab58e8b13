import { REPORTKIT_ENV } from "./from-env.js";

/**
 * Where `createReportkit`'s client id and secret came from (`[id, secret]`: true when from the
 * environment), as a refused token request names them; never the values themselves. `profile` is the
 * name a spread `profileOptions()` leaves among the options.
 *
 * @example credentialSource([true, true], undefined) // "REPORTKIT_CLIENT_ID / REPORTKIT_CLIENT_SECRET from the environment"
 */
export function credentialSource(fromEnv: readonly [boolean, boolean], profile: unknown): string {
  const [id, secret] = fromEnv;
  const of = typeof profile === "string" ? ` (profile '${profile}')` : "";
  if (id && secret) return `${REPORTKIT_ENV.clientId} / ${REPORTKIT_ENV.clientSecret} from the environment`;
  if (!id && !secret) return `the clientId / clientSecret options${of}`;
  const env = `${id ? REPORTKIT_ENV.clientId : REPORTKIT_ENV.clientSecret} from the environment`;
  const option = `the ${id ? "clientSecret" : "clientId"} option${of}`;
  return id ? `${env} / ${option}` : `${option} / ${env}`;
}
