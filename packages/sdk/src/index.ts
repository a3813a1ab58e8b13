export * from "./errors/index.js";
export type { AnyFetch, FetchLike } from "./http/fetch-like.js";
export { REDACTED, redactSecrets, redactUrl } from "./safety/redact.js";
export { type Clock, systemClock } from "./time/clock.js";
export { parseRetryAfter } from "./time/retry-after.js";
