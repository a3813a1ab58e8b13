import { afterEach, expect, it, vi } from "vitest";

const FETCH_GLOBALS = ["Response", "Request", "Headers", "fetch", "FormData"] as const;
const saved = new Map<string, PropertyDescriptor>();

afterEach(() => {
  for (const [name, descriptor] of saved) Object.defineProperty(globalThis, name, descriptor);
  saved.clear();
});

it("reads none of fetch's globals while @reportkit/sdk loads (on Node they load its fetch: ~10 ms of a cold start)", async () => {
  const read: string[] = [];
  for (const name of FETCH_GLOBALS) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name)!;
    saved.set(name, descriptor);
    const value = (globalThis as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        read.push(name);
        return value;
      },
    });
  }
  vi.resetModules();
  await import("../src/index.js");
  await import("../src/advanced.js");
  expect(read).toEqual([]);
});
