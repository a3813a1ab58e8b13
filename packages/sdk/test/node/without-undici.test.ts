import { afterEach, expect, it, vi } from "vitest";

// Issue 21: `@reportkit/sdk/node` did not load in a project without undici (ERR_MODULE_NOT_FOUND),
// though only the undici transport needs it. (The packed package is also loaded without undici
// installed by scripts/consumer-smoke.mjs.)

afterEach(() => {
  vi.doUnmock("undici");
  vi.resetModules();
});

it("loads without undici, and the undici transport's first request says to install it", async () => {
  vi.doMock("undici", () => {
    throw new Error("Cannot find package 'undici'");
  });
  const node = await import("../../src/node.js");
  expect(typeof node.importFile).toBe("function");
  expect(typeof node.exportFileToPath).toBe("function");

  const fetch = node.createUndiciFetch();
  const error = await fetch("http://127.0.0.1:9/", { method: "GET" }).catch((e: unknown) => e);
  expect(error).toMatchObject({
    name: "ConfigurationError",
    message: expect.stringContaining("npm install undici"),
  });
});
