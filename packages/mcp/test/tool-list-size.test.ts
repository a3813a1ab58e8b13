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

  it("a toolset of 25 operations stays within 40,000 bytes (measured on the largest, platform, with writes)", async () => {
    // The specs have no toolset of 25 operations today: the platform's 45 give the cost of one operation.
    const operations = knownToolsets().get("platform") ?? 0;
    const base = await listedBytes(["--allow-writes"]);
    const { bytes } = await listedBytes(["--toolsets", "platform", "--allow-writes"]);
    const perOperation = (bytes - base.bytes) / operations;
    const ofTwentyFive = Math.round(base.bytes + 25 * perOperation);
    console.log(
      `tools/list, --toolsets platform --allow-writes: ${bytes} bytes (${operations} operations, ${Math.round(perOperation)} each; 25 would be ${ofTwentyFive})`,
    );
    expect(ofTwentyFive).toBeLessThanOrEqual(40_000);
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
