import { describe, expect, it } from "vitest";
import { knownToolsets } from "../src/tools/toolsets.js";
import { connectInProcess } from "./support/in-process.js";

// What `tools/list` costs an agent (issue 34's targets): the bytes of its JSON-RPC answer, as sent.
async function listedBytes(argv: string[]): Promise<{ bytes: number; tools: number }> {
  const session = await connectInProcess("2.x", argv, { PATH: process.env.PATH, HOME: "/nonexistent" });
  const { tools } = await session.listTools();
  await session.close();
  const answer = session.messages.find((m) => m.includes('"tools":['));
  return { bytes: Buffer.byteLength(answer ?? ""), tools: tools.length };
}

describe("tools/list size", () => {
  it("at the default start: at most 24,000 bytes, every operation reachable through the discovery tools", async () => {
    const { bytes, tools } = await listedBytes([]);
    console.log(`tools/list, default start: ${bytes} bytes, ${tools} tools`);
    expect(bytes).toBeLessThanOrEqual(24_000);
  });

  it("toolsets of 25 operations, with writes: at most 40,000 bytes (1,600 per operation)", async () => {
    // The specs have no one toolset of 25 operations: three of the platform's tags make 25.
    const tags = ["graph", "presentations", "custom-schema"];
    const toolsets = tags.map((tag) => `platform.${tag}`);
    const operations = toolsets.reduce((sum, name) => sum + (knownToolsets().get(name) ?? 0), 0);
    expect(operations).toBeGreaterThanOrEqual(25);
    const { bytes, tools } = await listedBytes(["--toolsets", toolsets.join(","), "--allow-writes"]);
    console.log(
      `tools/list, ${operations} operations (${toolsets.join(",")}) with writes: ${bytes} bytes, ${tools} tools`,
    );
    expect(bytes).toBeLessThanOrEqual(1_600 * operations);
  });

  it("each toolset, for the record", async () => {
    for (const [name, count] of knownToolsets()) {
      const { bytes } = await listedBytes(["--toolsets", name, "--allow-writes"]);
      console.log(`tools/list, --toolsets ${name} --allow-writes: ${bytes} bytes (${count} operations)`);
    }
  });

  it("every operation listed (--toolsets all), for the record", async () => {
    for (const argv of [
      ["--toolsets", "all"],
      ["--toolsets", "all", "--allow-writes"],
    ]) {
      const { bytes, tools } = await listedBytes(argv);
      console.log(`tools/list, ${argv.join(" ")}: ${bytes} bytes, ${tools} tools`);
    }
  });
});
