import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { expect, it } from "vitest";
import { createTransport } from "../../src/advanced.js";

/** V8's collector, through its documented flag (tests only). */
function gcFunction(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** "settled" once `promise` settles within `turns` turns of the event loop, else "pending" (no wall time). */
async function settled(promise: Promise<unknown>, turns = 1): Promise<string> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < turns && !done; turn++) await new Promise((resolve) => setImmediate(resolve));
  return done ? "settled" : "pending";
}

it("aborts a call made with a Request when the caller aborts, even after a garbage collection dropped the Request", async () => {
  // The Request's signal follows the caller's only while the Request lives; without a hold on it,
  // a collection during the call left the caller's abort unheard and the call hanging.
  const collect = gcFunction();
  // A request in flight is held by the network (its socket), as here: what holds the call is the send.
  const network: RequestInit[] = [];
  const hanging = (_url: unknown, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      if (init) network.push(init);
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true });
    });
  const tokenProvider = { getToken: async () => "token", invalidate: async () => {}, peek: () => "token" };
  const fetch = createTransport({
    api: "platform",
    tokenProvider,
    fetch: hanging,
    retry: { maxRetries: 0, attemptTimeoutMs: 0 },
  });
  const controller = new AbortController();
  const call = fetch(new Request("https://api.example.test/files", { signal: controller.signal }));
  call.catch(() => {});
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    collect();
  }
  expect(await settled(call, 20)).toBe("pending");
  controller.abort();
  expect(await settled(call, 20)).toBe("settled");
  await expect(call).rejects.toMatchObject({ name: "AbortedError" });
});
