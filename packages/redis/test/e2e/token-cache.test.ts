// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the token cache's single flight across connections of a real redis-server: only Redis shows the
// lock and the stored token shared by several connections.
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

  /**
   * The sandbox's fetch, counting token requests; `hang` keeps token requests unanswered, `slowMs`
   * answers them that late.
   */
  const fetchFor =
    (hang = false, slowMs = 0): AnyFetch =>
    async (url, init) => {
      if (url.endsWith("/oauth2/token")) {
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
  }
  const provider = (client: Client, options: ProviderOptions = {}) =>
    createTokenProvider({
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      authUrl: sandbox.urls.auth,
      allowInsecureHttp: true,
      fetch: fetchFor(options.hang, options.slowMs),
      clock: options.clock,
      retry: false,
      cache: createRedisTokenCache({
        client,
        clock: options.clock,
        lockMs: options.lockMs ?? 5_000, // renewed every 1.7 s: a busy machine never lets it lapse
        commandTimeoutMs: COMMAND_TIMEOUT_MS,
      }),
    });

  beforeAll(async () => {
    server = await RedisServer.start();
    clients = await Promise.all(Array.from({ length: 5 }, () => connect(server.url)));
    sandbox = createSandbox({ seed: 3 });
  });
  beforeEach(async () => {
    await clients[0]!.sendCommand(["FLUSHALL"]);
    tokenRequests = 0;
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
    void dying.getToken().catch(() => {}); // takes the lock, then its token request never ends
    while (((await clients[1]!.sendCommand(["KEYS", "*:lock"])) as string[]).length === 0)
      await systemClock.sleep(5);
    connection.destroy(); // its process dies: nobody renews the lock
    const started = performance.now();
    const others = clients.slice(1).map((client) => provider(client, { lockMs: 400 }));
    const tokens = await Promise.all(others.flatMap((p) => [p.getToken(), p.getToken()]));
    expect(new Set(tokens).size).toBe(1);
    expect(tokenRequests).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(performance.now() - started).toBeLessThan(5_000); // the lock's 400 ms, a busy machine's slack
  });

  it("keeps the lock while its holder's token request outlasts it: one request for all, however slow the endpoint", async () => {
    // The lock lives 1 500 ms unless renewed (every 500 ms); the token endpoint takes 3 500 ms to answer.
    const holder = provider(clients[0]!, { slowMs: 3_500, lockMs: 1_500 });
    const first = holder.getToken();
    while (((await clients[1]!.sendCommand(["KEYS", "*:lock"])) as string[]).length === 0)
      await systemClock.sleep(5);
    const others = clients.slice(1).map((client) => provider(client, { slowMs: 3_500, lockMs: 1_500 }));
    const tokens = await Promise.all([first, ...others.map((p) => p.getToken())]);
    expect(new Set(tokens).size).toBe(1);
    expect(tokenRequests).toBe(1);
  });

  it("refreshes a token about to expire once for all: one process refreshes, the others serve it meanwhile", async () => {
    let offset = 0;
    const clock: Clock = { now: () => Date.now() + offset, sleep: systemClock.sleep };
    const providers: TokenProvider[] = clients.map((client) => provider(client, { clock }));
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
    const key = ((await clients[0]!.sendCommand(["KEYS", "*"])) as string[]).find(
      (k) => !k.endsWith(":lock"),
    )!;
    for (let i = 0; i < 200; i++) {
      const stored = JSON.parse(String(await clients[0]!.sendCommand(["GET", key])));
      if (stored.accessToken !== first[0]) break;
      await systemClock.sleep(5);
    }
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
