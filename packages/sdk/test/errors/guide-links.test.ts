import { readFileSync } from "node:fs";
import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { errorFromResponse } from "../../src/errors/from-response.js";
import { ERRORS_GUIDE, GUIDE_ANCHORS } from "../../src/errors/guide.js";
import * as sdk from "../../src/index.js";
import { failureError } from "../../src/pipeline/failure.js";
import { SecretRegistry } from "../../src/safety/secrets.js";

// Issue 26: every message ends with a link to its class's row of the Errors guide. The anchors are
// written into the guide by hand: these tests keep the two from drifting apart.
const guide = readFileSync(new URL("../../../../docs/src/guide/errors.md", import.meta.url), "utf8");
const { homepage } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  homepage: string;
};
/** The second (last) line of a message ends with the guide's page and an anchor. */
const LINK = /^[^\n]+\n[^\n]*See (\S+)#([a-z]+)$/;

/** The guide's page and anchor a message ends with. */
function linkOf(message: string): { page: string | undefined; anchor: string | undefined } {
  const match = LINK.exec(message);
  return { page: match?.[1], anchor: match?.[2] };
}

/** Every error class the package exports, made once. */
function exportedErrors(): Error[] {
  const classes = Object.values(sdk as Record<string, unknown>).filter(
    (value): value is new (init: never) => Error =>
      typeof value === "function" && value.prototype instanceof Error,
  );
  return classes.map((ErrorClass) =>
    ErrorClass === sdk.ForeignOriginError
      ? new sdk.ForeignOriginError({
          link: new URL("https://elsewhere.example/x"),
          expectedOrigin: "https://api.example.test",
          what: "a link",
        })
      : new ErrorClass({ message: "m", operation: undefined } as never),
  );
}

describe("the Errors guide's links", () => {
  it("point to the docs site the packages' homepage names", () => {
    expect(ERRORS_GUIDE).toBe(`${homepage.replace(/\/$/, "")}/guide/errors`);
  });

  it("have every anchor a message may use written in the guide", () => {
    const missing = GUIDE_ANCHORS.filter((anchor) => !guide.includes(`<a id="${anchor}"></a>`));
    expect(missing).toEqual([]);
  });

  it("have an anchor for each exported error class: its name in lower case", () => {
    const names = exportedErrors().map((error) => error.name.toLowerCase());
    expect(names.length).toBeGreaterThan(15);
    expect(names.filter((name) => !(GUIDE_ANCHORS as readonly string[]).includes(name))).toEqual([]);
  });

  it("end every message of a failed response with its own class's section", () => {
    const statuses = [400, 401, 403, 404, 409, 418, 422, 423, 429, 500, 503];
    const errors = [
      ...statuses.map((status) => errorFromResponse(jsonResponse({ message: "no" }, status), undefined)),
      errorFromResponse(jsonResponse({ code: "concurrent_operations_exceeded" }, 429), {
        code: "concurrent_operations_exceeded",
      }),
    ];
    for (const error of errors) {
      expect(linkOf(error.message), error.message).toEqual({
        page: ERRORS_GUIDE,
        anchor: error.name.toLowerCase(),
      });
    }
  });

  it("end every message of a failed send with its own class's section", () => {
    const context = {
      api: "platform" as const,
      method: "GET",
      url: "https://api.example.test/files",
      attempts: 1,
      idempotent: true,
      secrets: new SecretRegistry(),
    };
    const errors = [
      failureError("timeout", new Error("slow"), undefined, context),
      failureError("timeout", undefined, undefined, { ...context, deadlineMs: 10 }),
      failureError("body", new Error("cut"), new Response("x"), context),
      failureError("connection", new Error("reset"), undefined, context),
      sdk.AbortedError.from(AbortSignal.abort()),
    ];
    for (const error of errors) {
      expect(linkOf(error.message), error.message).toEqual({
        page: ERRORS_GUIDE,
        anchor: error.name.toLowerCase(),
      });
    }
  });
});
