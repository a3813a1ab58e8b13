// One process of the redis-store bench: takes permits back to back for a while, then reports how many.
import { createRedisRateLimiterStore } from "@reportkit/redis";
import { createClient } from "redis";

const [url, key, runMs] = process.argv.slice(2) as [string, string, string];
const client = createClient({ url });
client.on("error", () => {});
await client.connect();
const store = createRedisRateLimiterStore({ client });

process.on("message", async (message: { type: string }) => {
  if (message.type !== "go") return;
  const started = performance.now();
  const until = started + Number(runMs);
  let permits = 0;
  // An interval of 1 ns: nobody ever waits, so this measures the store itself.
  while (performance.now() < until) {
    await store.reserve(key, Date.now(), 0.000001, 0);
    permits++;
  }
  process.send?.({ type: "done", permits, ms: performance.now() - started });
  client.destroy();
  process.disconnect();
});
process.send?.({ type: "ready" });
