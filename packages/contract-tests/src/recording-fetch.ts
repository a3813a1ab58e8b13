/** One exchange the SDK made, as the contract tests check it. */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  /** Prism's `sl-violations` header: the spec rules the request broke (null when none). */
  violations: string | null;
}

/** Wraps the global fetch and records every exchange, so a test can assert on all the SDK sent. */
export function recordingFetch(): {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  exchanges: Exchange[];
} {
  const exchanges: Exchange[] = [];
  return {
    exchanges,
    async fetch(input, init) {
      const response = await fetch(input, init);
      exchanges.push({
        method: init.method ?? "GET",
        url: input,
        status: response.status,
        violations: response.headers.get("sl-violations"),
      });
      return response;
    },
  };
}
