import { inspect } from "node:util";
import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { errorFromResponse } from "../../src/errors/from-response.js";
import { ApiError, ForeignOriginError, OperationFailedError } from "../../src/index.js";

// Issue 26: an uncaught ApiError printed every field (one line each), its cause's too, and ten frames
// of reportkit's internals. Node prints an uncaught error with `util.inspect`, its custom inspection
// turned off: what keeps that short is a short stack and no field left undefined (the ones it has stay
// enumerable, for loggers that copy them).
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
  it("keeps the fields it has as its own enumerable properties (what loggers copy), and none left undefined", () => {
    const error = errorFromResponse(
      jsonResponse({ code: "404", message: "No such file", target: "fileId" }, 404),
      { code: "404", message: "No such file", target: "fileId" },
      { api: "platform", method: "GET", url: "https://api.example.test/files/f-1" },
    );
    expect(error).toMatchObject({
      status: 404,
      code: "404",
      target: "fileId",
      api: "platform",
      method: "GET",
    });
    expect(Object.keys(error)).toEqual(
      expect.arrayContaining(["status", "code", "target", "api", "method", "url", "mayHaveBeenApplied"]),
    );
    expect(Object.keys(error)).not.toContain("version");
    expect(Object.keys(error)).not.toContain("requestId");
    expect(error.version).toBeUndefined();
    expect(error.toJSON()).toMatchObject({ name: "NotFoundError", status: 404, target: "fileId" });
  });

  it("keeps the fields subclasses add as its own, and toJSON lists them", () => {
    const failed = new OperationFailedError({ message: "m", operation: { id: "op-1", status: "failed" } });
    const foreign = new ForeignOriginError({
      link: new URL("https://elsewhere.example/x"),
      expectedOrigin: "https://api.example.test",
      what: "a link",
    });
    expect(Object.keys(failed)).toContain("operation");
    expect(Object.keys(foreign)).toEqual(expect.arrayContaining(["origin", "expectedOrigin"]));
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

  it("prints a failed response short: two lines of message, one frame, then only the fields it has", () => {
    const lines = printed(notFound()).split("\n");
    expect(lines[0]).toMatch(/^NotFoundError: /);
    expect(lines[1]).toMatch(/See https:\/\/.*#notfounderror$/);
    expect(lines.filter((line) => line.startsWith("    at "))).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("undefined");
    expect(lines.length).toBeLessThanOrEqual(12);
  });
});
