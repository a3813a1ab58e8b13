import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of the fake API: status, headers and a JSON body. */
export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FakeApi {
  origin: string;
  /** Every request received (method and URL), in order: a check that nothing was sent reads it. */
  requests: { method: string; url: string }[];
  /** The REPORTKIT_* variables pointing every API at this server. */
  vars: Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_SECRET = "fake-secret-0c4d9e1a7b";

/**
 * A tiny HTTP server on 127.0.0.1 standing in for the APIs: it counts requests, answers the token
 * endpoint with a bearer token, and every other request with `answer(request)`.
 */
export async function startFakeApi(answer: (req: IncomingMessage) => FakeAnswer): Promise<FakeApi> {
  const requests: FakeApi["requests"] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "" });
    req.resume();
    req.once("end", () => {
      const reply = req.url?.endsWith("/oauth2/token")
        ? {
            status: 200,
            body: {
              access_token: "fake-token-5f1e",
              expires_in: 600,
              token_type: "Bearer",
              scope: "file:read",
            },
          }
        : answer(req);
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    vars: {
      REPORTKIT_CLIENT_ID: "fake-client",
      REPORTKIT_CLIENT_SECRET: FAKE_SECRET,
      REPORTKIT_AUTH_URL: `${origin}/auth`,
      REPORTKIT_PLATFORM_URL: `${origin}/platform`,
      REPORTKIT_PREP_URL: `${origin}/prep`,
      REPORTKIT_CHAINS_URL: `${origin}/chains`,
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
