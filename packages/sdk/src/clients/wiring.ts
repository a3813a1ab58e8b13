import type { ApiName } from "../errors/api-error.js";
import type { FetchLike } from "../http/fetch-like.js";
import type { Clock } from "../time/clock.js";

/** What a wired client was built with: what `paginate` and `wait` need to follow links and poll. */
export interface Wiring {
  api: ApiName;
  /** The client's wired fetch (auth, version, retries...). */
  fetch: FetchLike;
  /** The client's base address: links to other origins are refused. */
  baseUrl: string;
  clock: Clock;
}

const wirings = new WeakMap<object, Wiring>();

/** Records how `client` was wired (both error styles of one client share one wiring). */
export function setWiring(client: object, wiring: Wiring): void {
  wirings.set(client, wiring);
}

/** How `client` was wired; undefined for a client reportkit did not build. */
export const wiringOf = (client: object): Wiring | undefined => wirings.get(client);
