import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../src/index.js";
import { OPERATION_SUMMARIES } from "../src/summary.js";

describe("the operation summaries", () => {
  it("summarise every operation of the table, in its order, with the table's values", () => {
    expect(OPERATION_SUMMARIES).toEqual(
      OPERATIONS.map(({ api, family, operationId, tag, read, destructive }) => ({
        api,
        family,
        operationId,
        tag,
        read,
        destructive,
      })),
    );
  });
});
