import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TOP_HELP } from "../src/generated/top-help.js";
import { prerenderTopHelp, renderHelp } from "../src/help/prerender.js";
import { HELP_WORDS, prerenderedHelp } from "../src/help/prerendered.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};
const STALE =
  "src/generated/top-help.ts is not what the program prints: build the package (it rewrites the file)";
const onTerminal = (columns: number) => ({ isTTY: true, columns });
const WIDTHS = [...Array.from({ length: 301 }, (_, i) => i), 1_000, 5_000, Number.MAX_SAFE_INTEGER];

describe("the top-level help rendered at build time (src/generated/top-help.ts)", () => {
  it("is what the build renders from the program today", async () => {
    expect(TOP_HELP, STALE).toEqual(await prerenderTopHelp(version));
  });

  it("is, wherever the entry prints it, byte for byte what the program prints for --help, -h and help", async () => {
    for (const word of HELP_WORDS) {
      const offTerminal = prerenderedHelp([word], { isTTY: false });
      expect(offTerminal, STALE).toBe(await renderHelp(version, [word], undefined, false));
      for (const width of WIDTHS) {
        const text = prerenderedHelp([word], onTerminal(width));
        if (text === undefined) continue;
        for (const colors of [false, true]) {
          expect(text, `${STALE} (${word}, ${width} columns)`).toBe(
            await renderHelp(version, [word], width, colors),
          );
        }
      }
    }
  });

  it("answers off a terminal, on 80 columns and on wide terminals; other widths are left to the program", () => {
    expect(prerenderedHelp(["--help"], { isTTY: false })).toBeDefined();
    expect(prerenderedHelp(["--help"], onTerminal(80))).toBe(prerenderedHelp(["--help"], { isTTY: false }));
    expect(prerenderedHelp(["--help"], onTerminal(500))).toBeDefined();
    expect(prerenderedHelp(["--help"], onTerminal(100))).toBeUndefined();
  });

  it("answers only --help, -h or help alone on the command line", () => {
    const off = { isTTY: false };
    for (const argv of [
      [],
      ["--help", "--debug"],
      ["help", "api"],
      ["api", "--help"],
      ["--version"],
      ["-H"],
    ]) {
      expect(prerenderedHelp(argv, off), argv.join(" ")).toBeUndefined();
    }
  });
});
