// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the token cache's single flight across connections of a real redis-server: only Redis shows the
// lock and the stored token shared by several connections. The lock's expiry is a Redis PX, timed by
// the server in real time: the two tests of a dead and of a slow holder are the only ones here that
// wait on it (never shorter than the lock's life; how much longer is the machine's business). The
// others wait on events (a token request sent, a token stored), never on a figure of wall time.
import { createSandbox, type Sandbox } from "@reportkit/sandbox";
import { type AnyFetch, type Clock, createTokenProvider, type TokenProvider } from "@reportkit/sdk";
import { systemClock } from "@reportkit/sdk/advanced";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRedisTokenCache } from "../../src/index.js";
import { COMMAND_TIMEOUT_MS, connect, RedisServer, redisAvailable } from "../support/redis-server.js";

type Client = Awaited<ReturnType<typeof connect>>;

describe.skipIf(!redisAvailable)("the Redis token cache (single flight across connections)", () => {
  let server: RedisServer;
  let clients: Client[];
  let sandbox: Sandbox;
  let tokenRequests: number;
  const hung: Array<(error: Error) => void> = [];
  /** Resolves when the next token request reaches the endpoint (its sender holds the lock by then). */
  let tokenAsked: Promise<void>;
  let onTokenAsked = () => {};
  const expectTokenRequest = () => {
    tokenAsked = new Promise<void>((resolve) => {
      onTokenAsked = resolve;
    });
  };

  /**
   * The sandbox's fetch, counting token requests; `hang` keeps token requests unanswered, `slowMs`
   * answers them that late.
   */
  const fetchFor =
    (hang = false, slowMs = 0): AnyFetch =>
    async (url, init) => {
      if (url.endsWith("/oauth2/token")) {
        onTokenAsked();
        if (hang) return new Promise<Response>((_, reject) => hung.push(reject));
        tokenRequests++;
        if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
      }
      return sandbox.fetch(url, init);
    };

  interface ProviderOptions {
    clock?: Clock;
    hang?: boolean;
    slowMs?: number;
    lockMs?: number;
    /** Called once the cache stored a token in Redis. */
    onStored?: () => void;
  }
  const provider = (client: Client, options: ProviderOptions = {}) => {
    const cache = createRedisTokenCache({
      client,
      clock: options.clock,
      lockMs: options.lockMs ?? 5_000, // renewed every 1.7 s: a busy machine never lets it lapse
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    return createTokenProvider({
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      authUrl: sandbox.urls.auth,
      allowInsecureHttp: true,
      fetch: fetchFor(options.hang, options.slowMs),
      clock: options.clock,
      retry: false,
      cache: {
        get: (key) => cache.get(key),
        delete: (key) => cache.delete(key),
        set: async (key, token) => {
          await cache.set(key, token);
          options.onStored?.();
        },
      },
    });
  };

  beforeAll(async () => {
    server = await RedisServer.start();
    clients = await Promise.all(Array.from({ length: 5 }, () => connect(server.url)));
    sandbox = createSandbox({ seed: 3 });
    // The sandbox compiles a route's validators on its first request (seconds of one CPU on a starved
    // machine): done here, not while a test's Redis commands wait for this process.
    await provider(clients[0]!).getToken();
  });
  beforeEach(async () => {
    await clients[0]!.sendCommand(["FLUSHALL"]);
    tokenRequests = 0;
    expectTokenRequest();
  });
  afterAll(async () => {
    for (const reject of hung) reject(new Error("test over"));
    for (const client of clients ?? []) client.destroy();
    await server?.stop();
  });

  it("makes one token request for 5 providers x 20 concurrent cold calls", async () => {
    const providers = clients.map((client) => provider(client));
    const tokens = await Promise.all(
      Array.from({ length: 100 }, (_, i) => providers[i % providers.length]!.getToken()),
    );
    expect(tokenRequests).toBe(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it("stores the token until it expires and never the client secret", async () => {
    await provider(clients[0]!).getToken();
    const keys = (await clients[0]!.sendCommand(["KEYS", "*"])) as string[];
    expect(keys).toHaveLength(1); // the token; the lock is gone once it is stored
    const ttl = Number(await clients[0]!.sendCommand(["PTTL", keys[0]!]));
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    const stored = String(await clients[0]!.sendCommand(["GET", keys[0]!]));
    expect(Object.keys(JSON.parse(stored)).sort()).toEqual(
      ["accessToken", "expiresAt", "obtainedAt", "scope", "tokenType"].sort(),
    );
    const everything = `${keys.join(" ")} ${stored}`;
    expect(everything).not.toContain(sandbox.credentials.clientSecret);
    expect(everything).not.toContain(sandbox.credentials.clientId); // the key is a hash
  });

  it("carries on after the lock holder died: the others wait for the lock's expiry, then one asks", async () => {
    const connection = await connect(server.url);
    const dying = provider(connection, { hang: true, lockMs: 400 });
    // Timed from before the lock is taken: its 400 ms start on the server, later.
    const started = performance.now();
    void dying.getToken().catch(() => {}); // takes the lock, then its token request never ends
    await tokenAsked;
    connection.destroy(); // its process dies: nobody renews the lock
    const others = clients.slice(1).map((client) => provider(client, { lockMs: 400 }));
    const tokens = await Promise.all(others.flatMap((p) => [p.getToken(), p.getToken()]));
    expect(new Set(tokens).size).toBe(1);
    // One request: they waited for the lock to lapse, then one of them asked; had they given up on
    // the lock instead (or asked each), there would be more.
    expect(tokenRequests).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(395); // 400 ms, give or take the two clocks
  });

  it("keeps the lock while its holder's token request outlasts it: one request for all, however slow the endpoint", async () => {
    // The lock lives 1 500 ms unless renewed (every 500 ms: a busy machine would have to stall the
    // holder a whole second to lose it); the token endpoint takes 2 000 ms to answer, past the lock's
    // life, so only its renewals keep the others from asking too.
    const holder = provider(clients[0]!, { slowMs: 2_000, lockMs: 1_500 });
    const first = holder.getToken();
    await tokenAsked; // the holder took the lock and asked
    const others = clients.slice(1).map((client) => provider(client, { slowMs: 2_000, lockMs: 1_500 }));
    const tokens = await Promise.all([first, ...others.map((p) => p.getToken())]);
    expect(new Set(tokens).size).toBe(1);
    expect(tokenRequests).toBe(1);
  });

  it("refreshes a token about to expire once for all: one process refreshes, the others serve it meanwhile", async () => {
    let offset = 0;
    const clock: Clock = { now: () => Date.now() + offset, sleep: systemClock.sleep };
    let stored = 0;
    let onSecondStored = () => {};
    const secondStored = new Promise<void>((resolve) => {
      onSecondStored = resolve;
    });
    const onStored = () => {
      if (++stored === 2) onSecondStored();
    };
    const providers: TokenProvider[] = clients.map((client) => provider(client, { clock, onStored }));
    const first = await Promise.all(providers.map((p) => p.getToken()));
    expect(new Set(first).size).toBe(1);
    expect(tokenRequests).toBe(1);

    offset = 510_000; // 90 s left of 600: inside the 120 s refresh window, outside the 30 s blocking one
    const during = await Promise.all(providers.map((p) => p.getToken()));
    // The refresher's provider serves the old token and refreshes in the background; the others get
    // the old one too, or the new one if the (in-process, fast) refresh was already stored.
    expect(during).toContain(first[0]);
    expect(new Set(during).size).toBeLessThanOrEqual(2);
    // The winner refreshes in the background; the new token lands in Redis.
    await secondStored;
    expect(tokenRequests).toBe(2);
    offset = 560_000; // 40 s left of the old token: every provider reads the new one from Redis
    const after = await Promise.all(providers.map((p) => p.getToken()));
    expect(new Set(after).size).toBe(1);
    expect(after[0]).not.toBe(first[0]);
    expect(tokenRequests).toBe(2);
  });

  it("drops the token on delete (after a 401) so the next call asks again, once", async () => {
    const providers = clients.map((client) => provider(client));
    const token = await providers[0]!.getToken();
    await providers[1]!.invalidate(token);
    const again = await Promise.all(providers.map((p) => p.getToken()));
    expect(new Set(again).size).toBe(1);
    expect(again[0]).not.toBe(token);
    expect(tokenRequests).toBe(2);
  });
});
