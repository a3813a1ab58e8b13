import { describe, expect, it } from "vitest";
import { type FakeApi, fakeApi } from "./support/fake-api.js";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";

// Every API points at a fake that counts requests: a usage error must leave it untouched.
const api: FakeApi = fakeApi(() => ({ status: 500, body: { message: "should never be reached" } }));
const cli = (args: string[], more: RunOptions = {}) =>
  runCli(args, { env: baseEnv(api.vars), fetch: api.fetch, ...more });

const FILE = "ef4d445f4dd0313a4a734469555dab49";

describe("bad input never sends anything: exit code 2 and an error naming what is wrong", () => {
  it.each([
    [
      "a misspelled option",
      ["platform", "files", "copy", FILE, "--destination-nmae", "x"],
      /^reportkit: unknown option '--destination-nmae' \(did you mean --destination-name\?\)$/m,
    ],
    ["a missing path argument", ["platform", "files", "copy"], /missing required argument 'fileId'/],
    [
      "a wrong type",
      ["chains", "users", "list", "--page-size", "many"],
      /--page-size: "many" is not an integer/,
    ],
    [
      "a value out of bounds",
      ["chains", "users", "list", "--page-size", "500"],
      /--page-size must be <= 100/,
    ],
    [
      "an unknown body field (-f)",
      ["platform", "files", "copy", FILE, "-f", "colour=red"],
      /body\.colour is not a known field \(known: destinationContainer, destinationName, options\)/,
    ],
    [
      "a wrong nested type (-F)",
      ["api", "POST", `/files/${FILE}/copy`, "-F", "options[includeComments]=maybe"],
      /body\.options\.includeComments must be boolean, not a string/,
    ],
    [
      "an unknown body field (--input)",
      ["api", "POST", `/files/${FILE}/copy`, "--input", "-"],
      /body\.destinationNmae is not a known field/,
      '{"destinationNmae":"x"}',
    ],
    [
      "a required body member missing",
      ["platform", "files", "export", FILE, "--spreadsheet-export", "{}"],
      /body\.spreadsheetExport\.format is required/,
    ],
    [
      "an unknown query parameter",
      ["api", "GET", "/v1/security/users", "-f", "pagesize=5"],
      /query parameter 'pagesize' is not a parameter of listUsers \(known: pageSize, page\)/,
    ],
    [
      "JSON that does not parse",
      ["api", "POST", `/files/${FILE}/copy`, "--input", "-"],
      /--input -: not valid JSON/,
      "{nope",
    ],
    [
      "--paginate on something that is not a list",
      ["chains", "users", "get", "u1", "--paginate"],
      /unknown option '--paginate'/,
    ],
    [
      "--include with --paginate (pages are streamed as items, without their headers)",
      ["api", "GET", "/v1/security/users", "--paginate", "--include"],
      /--include cannot be combined with --paginate/,
    ],
    [
      "--wait on an operation that never answers 202",
      ["api", "GET", "/v1/security/users", "--wait"],
      /--wait: listUsers does not answer 202/,
    ],
    ["an unknown method", ["api", "FETCH", "/v1/security/users"], /FETCH: use one of GET, POST/],
    [
      "an unknown format",
      ["chains", "users", "list", "--format", "xml"],
      /argument 'xml' is invalid\. Allowed choices are json, jsonl, table, csv, yaml/,
    ],
    ["an unknown command", ["platform", "filez"], /unknown command 'filez'/],
  ] as [string, string[], RegExp, string?][])("%s", async (_, args, message, input) => {
    const before = api.requests.length;
    const run = await cli(args, input ? { input } : {});
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(api.requests.length - before).toBe(0);
  });

  it("lists every problem of a request at once", async () => {
    const before = api.requests.length;
    const run = await cli(["api", "POST", `/files/${FILE}/copy`, "-f", "a=1", "-f", "b=2"]);
    expect(run.stderr).toContain("Invalid request, nothing was sent:\n  - body.a is not a known field");
    expect(run.stderr).toContain("\n  - body.b is not a known field");
    expect(api.requests.length - before).toBe(0);
  });
});

describe("commander's errors in reportkit's style", () => {
  it("a mistyped command says what was meant, on one reportkit: line", async () => {
    const run = await runCli(["chains", "users", "lsit"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("reportkit: unknown command 'lsit' (did you mean list?)\n");
  });

  it("a mistyped option says what was meant", async () => {
    const run = await runCli(["chains", "users", "list", "--pag-size", "3"]);
    expect(run.stderr).toBe("reportkit: unknown option '--pag-size' (did you mean --page-size?)\n");
  });

  it("a missing argument is a reportkit: line, not commander's error: line", async () => {
    const run = await runCli(["api"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("reportkit: missing required argument 'endpoint'\n");
  });
});
