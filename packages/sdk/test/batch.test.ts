import { describe, expect, it } from "vitest";
import { MAX_BATCH_SIZE } from "../src/advanced.js";
import { batches } from "../src/index.js";

const ids = (count: number) => Array.from({ length: count }, (_, i) => `id-${i}`);

describe("batches", () => {
  it("splits 501 ids into batches of 250, 250 and 1, in order", () => {
    const input = ids(501);

    const out = batches(input);

    expect(out.map((b) => b.length)).toEqual([250, 250, 1]);
    expect(out.flat()).toEqual(input);
    expect(out[1]?.[0]).toBe("id-250");
    expect(MAX_BATCH_SIZE).toBe(250);
  });

  it("keeps exactly 250 ids in one batch and returns no batch for no ids", () => {
    expect(batches(ids(250)).map((b) => b.length)).toEqual([250]);
    expect(batches([])).toEqual([]);
  });

  it("uses a smaller size when given, and accepts any iterable", () => {
    expect(batches(new Set(["a", "b", "c", "d", "e"]), 2)).toEqual([["a", "b"], ["c", "d"], ["e"]]);
  });

  it.each([0, -1, 251, 2.5, Number.NaN])("throws RangeError for size %s", (size) => {
    expect(() => batches(ids(3), size)).toThrow(RangeError);
  });
});
