/**
 * A wired fetch of reportkit (`rk.fetch.platform`...): auth, version, retries and limits included.
 * It takes a Request or a URL with its init, like the global fetch.
 */
export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/**
 * The fetch that reaches the network (the global one, undici's, `createUndiciFetch()`, a sandbox's):
 * reportkit calls it as `fetch(url, init)`, with `init.headers` a record of lower-case header names and
 * `init.signal` set whenever the attempt can be aborted (a time limit, or the caller's signal).
 */
export type AnyFetch = (input: string, init: RequestInit) => Promise<Response>;
