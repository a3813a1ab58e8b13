import { misconfigured } from "../errors/configuration-error.js";
import type { ReportkitUrls } from "./from-env.js";

/** The regions the service runs in: `us` (the `app` hosts), `eu` and `apac`. */
export type Region = "us" | "eu" | "apac";

const HOSTS: Record<Region, string> = { us: "app", eu: "eu", apac: "apac" };

/**
 * The four base addresses of a region. The token request goes to the platform host (the API's own
 * `POST /oauth2/token`), which every API accepts the tokens of.
 */
export function regionUrls(region: string): ReportkitUrls {
  if (!Object.hasOwn(HOSTS, region)) {
    throw misconfigured(
      `region must be one of ${Object.keys(HOSTS).join(", ")}; got ${JSON.stringify(region)}.`,
      "",
    );
  }
  const host = HOSTS[region as Region];
  const platform = `https://api.${host}.wdesk.com`;
  return {
    auth: platform,
    platform,
    prep: `https://h.${host}.wdesk.com/s/wdata/prep`,
    chains: `https://h.${host}.wdesk.com/s/wdata/oc/api`,
  };
}
