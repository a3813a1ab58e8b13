import type { paths as ChainsPaths } from "@reportkit/chains";
import type { paths as PlatformPaths, StrictClient } from "@reportkit/platform";
import type { paths as PrepPaths } from "@reportkit/prep";
import type { ApiName } from "../errors/api-error.js";
import type { FetchLike } from "../http/fetch-like.js";
import type { Clock } from "../time/clock.js";
import type { ThrowingClient } from "./throwing-client.js";

export type { ChainsPaths, PlatformPaths, PrepPaths };

/** A generated client in the chosen error style: openapi-fetch results, or throwing typed errors. */
export type StyledClient<Paths extends {}, Throw extends boolean> = Throw extends true
  ? ThrowingClient<Paths>
  : StrictClient<Paths>;

/**
 * How a client reportkit built reaches its API: what `paginate`, `wait`, `results`, the transfers
 * and `copyFiles` use to follow links, poll and move bytes with the client's credentials.
 */
export interface ClientWiring {
  /** Which API the client serves. */
  readonly api: ApiName;
  /** Its base address: links to any other origin are refused. */
  readonly baseUrl: string;
  /** Its wired fetch (token, version, headers, retries, limits), for URLs the client does not model. */
  readonly fetch: FetchLike;
  /** Its time source. */
  readonly clock: Clock;
}

/** A typed client built by reportkit: an openapi-fetch client (in the chosen error style) and its wiring. */
export type ReportkitClient<Paths extends {}, Throw extends boolean> = StyledClient<Paths, Throw> & {
  readonly wiring: ClientWiring;
};

/** What a helper that works on the platform API takes: what `createReportkit` returns (either error style). */
export interface HasPlatform {
  readonly platform: ReportkitClient<PlatformPaths, boolean>;
}
