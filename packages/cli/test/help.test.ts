import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TOP_HELP } from "../src/generated/top-help.js";
import { renderHelp } from "../src/help/prerender.js";
import { HELP_WORDS, prerenderedHelp } from "../src/help/prerendered.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};
const STALE =
  "src/generated/top-help.ts is not what the program prints: build the package (it rewrites the file)";
const onTerminal = (columns: number) => ({ isTTY: true, columns });
const WIDTHS = [...Array.from({ length: 301 }, (_, i) => i), 1_000, 5_000, Number.MAX_SAFE_INTEGER];

describe("the top-level help rendered at build time (src/generated/top-help.ts)", () => {
  // commander's `help` command exits with process.exitCode, which a file run before this one in the same
  // worker (isolate: false) may have left set: the renders start from a fresh process's unset one.
  let left: typeof process.exitCode;
  beforeEach(() => {
    left = process.exitCode;
    if (left) console.log(`help.test: process.exitCode was ${left} before this test`);
    process.exitCode = undefined;
  });
  afterEach(() => {
    process.exitCode = left;
  });

  // What the build's search (src/help/prerender.ts's prerenderTopHelp, run by scripts/prerender-help.mjs)
  // finds, checked at the edges of its ranges rather than searched again (~6,000 renders): the texts at
  // every width they answer for are compared with the program's in the next test; here, each range ends
  // where the program's text changes, and the wide one is the text that wraps nothing.
  it("is what the build renders from the program today: each range is as wide as its text holds", async () => {
    const render = (width: number) => renderHelp(version, ["--help"], width, false);
    const [narrow, wide] = TOP_HELP;
    expect(TOP_HELP, STALE).toHaveLength(2);
    expect(narrow?.text, STALE).toBe(await render(80));
    expect({ from: narrow!.from <= 80, to: (narrow!.to ?? 0) >= 80 }, STALE).toEqual({
      from: true,
      to: true,
    });
    if (narrow!.from > 1) expect(await render(narrow!.from - 1), STALE).not.toBe(narrow!.text);
    expect(await render(narrow!.to! + 1), STALE).not.toBe(narrow!.text);
    expect(wide?.to, STALE).toBeUndefined();
    expect(wide?.text, STALE).toBe(await render(Number.MAX_SAFE_INTEGER));
    // Wraps nothing at its first width, hence at none wider (commander uses the width only to wrap).
    expect(await render(wide!.from), STALE).toBe(wide!.text);
    expect(await render(wide!.from - 1), STALE).not.toBe(wide!.text);
  });

  // `--help` without colours at every width; the other words and colours at the edges of each range (the
  // build's search, topHelpAt, renders and compares all of them at every width it searches, and fails
  // the build when one differs).
  it("is, wherever the entry prints it, byte for byte what the program prints for --help, -h and help", async () => {
    const edges = new Set(TOP_HELP.flatMap((help) => [help.from, help.to ?? Number.MAX_SAFE_INTEGER]));
    for (const word of HELP_WORDS) {
      const offTerminal = prerenderedHelp([word], { isTTY: false });
      expect(offTerminal, STALE).toBe(await renderHelp(version, [word], undefined, false));
      for (const width of WIDTHS) {
        const text = prerenderedHelp([word], onTerminal(width));
        if (text === undefined) continue;
        for (const colors of [false, true]) {
          if ((word !== "--help" || colors) && !edges.has(width)) continue;
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
