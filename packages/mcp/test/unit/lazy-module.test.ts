import { describe, expect, it } from "vitest";
import { lazyModule } from "../../src/lazy-module.js";

describe("a module loaded at first need", () => {
  it("imports once however many callers load it, and is usable only once the import finished", async () => {
    let imports = 0;
    const lazy = lazyModule(async () => ({ n: ++imports }), "used too early");
    expect(lazy.current).toBeUndefined();
    expect(() => lazy.use()).toThrow("used too early");
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(imports).toBe(1);
    expect(lazy.use()).toBe(first);
    expect(lazy.current).toBe(first);
  });

  it("takes a module a caller imported already, and then never imports it", async () => {
    let imports = 0;
    const lazy = lazyModule(async () => ({ n: ++imports }), "used too early");
    const given = { n: 0 };
    lazy.provide(given);
    expect(lazy.use()).toBe(given);
    expect(await lazy.load()).toBe(given);
    expect(imports).toBe(0);
  });
});
