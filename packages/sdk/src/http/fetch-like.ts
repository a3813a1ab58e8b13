/** The fetch signature the SDK's layers take and return (openapi-fetch calls it with a Request). */
export type FetchLike = (input: Request) => Promise<Response>;

/** A user-supplied fetch: the global one, undici's, a sandbox handler... */
export type AnyFetch = (input: Request, init?: RequestInit) => Promise<Response>;
