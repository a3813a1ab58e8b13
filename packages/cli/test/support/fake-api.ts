/** One answer of the fake API: status, headers and a JSON body. */
export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** What the fake API is asked: method, path and query (`/chains/v1/...?page=1`), headers (lower case). */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export interface FakeApi {
  /** The fetch the run's SDK uses (RunOptions.fetch): nothing goes over the network. */
  fetch: typeof fetch;
  /** Every request received (method and URL), in order: a check that nothing was sent reads it. */
  requests: { method: string; url: string }[];
  /** The REPORTKIT_* variables pointing every API at it. */
  vars: Record<string, string>;
}

export const FAKE_SECRET = "fake-secret-0c4d9e1a7b";

const ORIGIN = "http://fake-api.localhost";

/**
 * A stand-in for the APIs, in process: it counts requests, answers the token endpoint with a bearer
 * token, and every other request with `answer(request)`.
 */
export function fakeApi(answer: (req: FakeRequest) => FakeAnswer): FakeApi {
  const requests: FakeApi["requests"] = [];
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    requests.push({ method: request.method, url: path });
    await request.arrayBuffer();
    const reply = path.endsWith("/oauth2/token")
      ? {
          status: 200,
          body: {
            access_token: "fake-token-5f1e",
            expires_in: 600,
            token_type: "Bearer",
            scope: "file:read",
          },
        }
      : answer({ method: request.method, url: path, headers: Object.fromEntries(request.headers) });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json", ...reply.headers },
    });
  };
  return {
    fetch: fetchFake as typeof fetch,
    requests,
    vars: {
      REPORTKIT_CLIENT_ID: "fake-client",
      REPORTKIT_CLIENT_SECRET: FAKE_SECRET,
      REPORTKIT_AUTH_URL: `${ORIGIN}/auth`,
      REPORTKIT_PLATFORM_URL: `${ORIGIN}/platform`,
      REPORTKIT_PREP_URL: `${ORIGIN}/prep`,
      REPORTKIT_CHAINS_URL: `${ORIGIN}/chains`,
    },
  };
}
