import { inspect } from "node:util";
import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { errorFromResponse } from "../../src/errors/from-response.js";
import { ApiError, ForeignOriginError, OperationFailedError } from "../../src/index.js";

// Issue 26: an uncaught ApiError printed every field (one line each), its cause's too, and ten frames
// of reportkit's internals. Node prints an uncaught error with `util.inspect`, its custom inspection
// turned off: what keeps that short is fields that are not enumerable and a short stack.
const notFound = () =>
  errorFromResponse(
    jsonResponse({ code: "404", message: "No such file", target: "fileId" }, 404),
    undefined,
    {
      api: "platform",
      method: "GET",
      url: "https://api.example.test/files/f-1",
    },
  );

/** What Node prints for an uncaught `error` (its fatal-exception path: no custom inspection). */
const printed = (error: unknown) => inspect(error, { customInspect: false, colors: false });

describe("an error as printed", () => {
  it("shows none of an ApiError's fields, which read and serialize as before", () => {
    const error = errorFromResponse(
      jsonResponse({ code: "404", message: "No such file", target: "fileId" }, 404),
      { code: "404", message: "No such file", target: "fileId" },
      { api: "platform", method: "GET", url: "https://api.example.test/files/f-1" },
    );
    expect(printed(error)).not.toMatch(/status|target|mayHaveBeenApplied/);
    expect(error).toMatchObject({
      status: 404,
      code: "404",
      target: "fileId",
      api: "platform",
      method: "GET",
    });
    expect(error.toJSON()).toMatchObject({ name: "NotFoundError", status: 404, target: "fileId" });
    expect(Object.keys(error)).toEqual(["name"]);
  });

  it("shows none of the fields subclasses add, which toJSON lists", () => {
    const failed = new OperationFailedError({ message: "m", operation: { id: "op-1", status: "failed" } });
    const foreign = new ForeignOriginError({
      link: new URL("https://elsewhere.example/x"),
      expectedOrigin: "https://api.example.test",
      what: "a link",
    });
    expect(printed(failed)).not.toContain("op-1");
    expect(printed(foreign)).not.toContain("expectedOrigin");
    expect(failed.toJSON()).toMatchObject({ operation: { id: "op-1" } });
    expect(foreign.toJSON()).toMatchObject({ origin: "https://elsewhere.example" });
  });

  it("carries one stack frame when it is about a response: where reportkit made it", () => {
    const frames = (notFound().stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
    expect(frames).toHaveLength(1);
    expect(Error.stackTraceLimit).toBeGreaterThan(1);
  });

  it("keeps every frame of an error made by hand", () => {
    const frames = (new ApiError({ message: "m" }).stack ?? "")
      .split("\n")
      .filter((l) => l.startsWith("    at "));
    expect(frames.length).toBeGreaterThan(1);
  });

  it("prints a failed response in three lines: two of message, one frame, no fields", () => {
    expect(printed(notFound()).split("\n")).toHaveLength(3);
  });
});
