import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_RESULT_CHARS, DEFAULT_PORT, parseFlags, UsageError } from "../../src/args.js";

describe("parseFlags", () => {
  it("defaults: stdio, read-only, no folder", () => {
    expect(parseFlags([])).toMatchObject({
      allowWrites: false,
      http: false,
      port: DEFAULT_PORT,
      allowDirs: [],
      maxResultChars: DEFAULT_MAX_RESULT_CHARS,
    });
  });

  it("lists are comma-separated and repeatable", () => {
    const flags = parseFlags([
      "--tools",
      "a, b",
      "--tools",
      "c",
      "--apis",
      "platform,prep",
      "--allow-dir",
      "/x",
      "--allow-dir",
      "/y",
    ]);
    expect(flags.tools).toEqual(["a", "b", "c"]);
    expect(flags.apis).toEqual(["platform", "prep"]);
    expect(flags.allowDirs).toEqual(["/x", "/y"]);
  });

  it("refuses an unknown flag, a positional and a bad number", () => {
    expect(() => parseFlags(["--allow-write"])).toThrow(UsageError);
    expect(() => parseFlags(["serve"])).toThrow(UsageError);
    expect(() => parseFlags(["--port", "80a"])).toThrow(/--port must be a whole number/);
    expect(() => parseFlags(["--max-result-chars", "10"])).toThrow(/from 2000/);
  });
});
