import { describe, expect, it } from "vitest";
import { nameWords } from "../src/index.js";

describe("nameWords: the words the command line and the MCP server name operations with", () => {
  it("splits camel case, acronyms and punctuation into lower-case words", () => {
    expect(nameWords("listSampleAttachments")).toEqual(["list", "sample", "attachments"]);
    expect(nameWords("getHTTPStatus")).toEqual(["get", "http", "status"]);
    expect(nameWords("page[size]")).toEqual(["page", "size"]);
    expect(nameWords("$filter")).toEqual(["filter"]);
    expect(nameWords("Wk-Service-Provider")).toEqual(["wk", "service", "provider"]);
    expect(nameWords("processes-preview")).toEqual(["processes", "preview"]);
  });

  it("gives no words for a name without letters or digits", () => {
    expect(nameWords("--")).toEqual([]);
  });
});
