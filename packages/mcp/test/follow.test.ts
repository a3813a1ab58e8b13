import { OPERATIONS } from "@reportkit/catalog";
import { afterAll, describe, expect, it } from "vitest";
import { toolName } from "../src/tools/names.js";
import { sandboxFixture } from "./support/harness.js";
import { type CallResult, connectInProcess } from "./support/in-process.js";

// An import into a table answers 200 with the new file: the catalogue follows it (`follow`, from the
// specs' response link and x-reportkit-settles), so the answer says where, and wait_for_operation
// follows it until its status settles. The sandbox imports at once (importDurationMs 0): no wall time.
const fx = await sandboxFixture({ importDurationMs: 0 });
afterAll(() => fx.close());
const structured = (result: CallResult) => result.structuredContent as Record<string, unknown>;

describe("wait_for_operation follows what the catalogue follows", () => {
  it("an import's answer names its file's location; the wait follows it until IMPORTED", async () => {
    const session = await connectInProcess("2.x", ["--allow-writes"], fx.env);
    try {
      const importFile = OPERATIONS.find((op) => op.api === "prep" && op.operationId === "importFile")!;
      const started = await session.callTool("call_operation", {
        operation: toolName(importFile),
        arguments: { tableId: fx.sandbox.demo.tableId },
      });
      expect(started.isError, JSON.stringify(started.content)).toBeFalsy();
      const { location } = structured(started).operation as { location: string };
      expect(location).toMatch(new RegExp(`^${fx.sandbox.urls.prep}/api/v1/file/[^/]+$`));

      const waited = await session.callTool("wait_for_operation", { operationLocation: location });
      expect(waited.isError, JSON.stringify(waited.content)).toBeFalsy();
      expect(structured(waited)).toMatchObject({ done: true, status: "IMPORTED" });
    } finally {
      await session.close();
    }
  });
});
