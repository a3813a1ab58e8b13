import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandNames, kebab, shortAction } from "../../src/commands/names.js";
import { configDir } from "../../src/config/paths.js";
import { CredentialsError, UsageError } from "../../src/errors.js";
import { EXIT, exitCodeOf, exitCodeOfStatus } from "../../src/exit-codes.js";
import { createContext } from "../../src/io.js";
import { chooseFormat } from "../../src/output/format.js";
import { hideSecret, openSink, writeErr } from "../../src/output/sink.js";
import { renderYaml } from "../../src/output/yaml.js";
import { apisNamedIn } from "../../src/program.js";
import { coerce } from "../../src/request/coerce.js";
import { parseField, setNested, typedValue } from "../../src/request/fields.js";
import { freshConfigHome, inProcessIo } from "../support/run-cli.js";

/** A run's context with `input` on standard input. */
const ctx = (input = "") => createContext(inProcessIo({ input }).io);

describe("fields, as gh api reads them", () => {
  it("types -F values and keeps -f values as text", () => {
    expect(typedValue(ctx(), parseField("n=12", true))).toBe(12);
    expect(typedValue(ctx(), parseField("b=false", true))).toBe(false);
    expect(typedValue(ctx(), parseField("z=null", true))).toBeNull();
    expect(typedValue(ctx(), parseField("s=12", false))).toBe("12");
    expect(typedValue(ctx(), parseField("s=a=b", true))).toBe("a=b");
    expect(() => parseField("novalue", false)).toThrow(UsageError);
  });

  it("reads -F name=@file as the file's text, and names a file it cannot read", () => {
    const file = join(freshConfigHome(), "note.txt");
    writeFileSync(file, "from a file");
    expect(typedValue(ctx(), parseField(`note=@${file}`, true))).toBe("from a file");
    expect(typedValue(ctx(), parseField(`note=@${file}`, false))).toBe(`@${file}`);
    expect(() => typedValue(ctx(), parseField("note=@/no/such/file", true))).toThrow(
      "-F note: cannot read /no/such/file (ENOENT).",
    );
  });

  it("nests name[sub] and appends name[]", () => {
    const body: Record<string, unknown> = {};
    setNested(body, "options[includeComments]", true);
    setNested(body, "sections[]", "a");
    setNested(body, "sections[]", "b");
    setNested(body, "rows[][name]", "x");
    setNested(body, "rows[][value]", 1);
    setNested(body, "rows[][name]", "y");
    expect(body).toEqual({
      options: { includeComments: true },
      sections: ["a", "b"],
      rows: [{ name: "x", value: 1 }, { name: "y" }],
    });
    expect(() => setNested(body, "options[]", 1)).toThrow(/already given as another kind/);
  });
});

describe("standard input", () => {
  it("is read by one option of a command line only, and each run has its own", () => {
    const run = ctx('{"a":1}');
    expect(coerce(run, { type: "object" }, "@-", "--o")).toEqual({ a: 1 });
    expect(() => typedValue(run, parseField("b=@-", true))).toThrow(
      "-F b: standard input was already read by another option.",
    );
    expect(typedValue(ctx("text"), parseField("b=@-", true))).toBe("text");
  });
});

describe("secrets", () => {
  it("are scrubbed from every output of the run that registered them, and are not another run's", () => {
    const first = inProcessIo();
    const second = inProcessIo();
    const run = createContext(first.io);
    hideSecret(run, "s3cr3t-value");
    writeErr(run, "token s3cr3t-value\n");
    openSink(run, undefined).write("out s3cr3t-value\n");
    expect(first.printed()).toEqual(["out [REDACTED]\n", "token [REDACTED]\n"]);
    writeErr(createContext(second.io), "s3cr3t-value is someone else's text\n");
    expect(second.printed()[1]).toBe("s3cr3t-value is someone else's text\n");
  });
});

describe("coerce", () => {
  it("reads text as the schema's type", () => {
    expect(coerce(ctx(), { type: "integer" }, "5", "--n")).toBe(5);
    expect(coerce(ctx(), { type: ["string", "null"] }, "null", "--s")).toBeNull();
    expect(coerce(ctx(), { type: "object" }, '{"a":1}', "--o")).toEqual({ a: 1 });
    expect(coerce(ctx(), { oneOf: [{ type: "boolean" }, { type: "null" }] }, "true", "--b")).toBe(true);
    expect(() => coerce(ctx(), { type: "integer" }, "1.5", "--n")).toThrow('--n: "1.5" is not an integer.');
    expect(() => coerce(ctx(), { type: "boolean" }, "yes", "--b")).toThrow('--b: "yes" is not a boolean.');
  });
});

describe("command names", () => {
  it("kebab-cases operationIds and parameter names", () => {
    expect(kebab("listSampleAttachments")).toBe("list-sample-attachments");
    expect(kebab("$maxpagesize")).toBe("maxpagesize");
    expect(kebab("page[size]")).toBe("page-size");
    expect(kebab("getOrgReportUsers")).toBe("get-org-report-users");
  });

  it("drops the resource from the action where it follows the verbs", () => {
    const op = (operationId: string, tag: string) =>
      ({ operationId, tag }) as Parameters<typeof shortAction>[0];
    expect(shortAction(op("copyFile", "Files"))).toBe("copy");
    expect(shortAction(op("exportFileById", "Files"))).toBe("export");
    expect(shortAction(op("partiallyUpdateMilestoneById", "Milestones"))).toBe("partially-update");
    expect(shortAction(op("getCustomSchema", "Custom schema"))).toBe("get");
    expect(shortAction(op("listActivities", "Activities"))).toBe("list");
    expect(shortAction(op("getOrganizationActivities", "Activities"))).toBe("get-organization-activities");
  });

  it("keeps -by-id where two operation ids of a resource differ only by it", () => {
    const op = (operationId: string) =>
      ({ api: "platform", operationId, tag: "Admin" }) as Parameters<typeof shortAction>[0];
    const list = op("getWorkspaceSolutions");
    const one = op("getWorkspaceSolutionsByID");
    const names = commandNames([list, one]);
    expect(names.get(list)?.action).toBe("get-workspace-solutions");
    expect(names.get(one)?.action).toBe("get-workspace-solutions-by-id");
  });

  it("finds the API a command line names, past global options and their values", () => {
    expect(apisNamedIn(["--format", "table", "chains", "users", "list"])).toEqual(["chains"]);
    expect(apisNamedIn(["--jsonl", "platform"])).toEqual(["platform"]);
    expect(apisNamedIn(["api", "GET", "/x"])).toEqual([]);
  });
});

describe("exit codes", () => {
  it("map error classes and statuses", () => {
    const named = (name: string) => Object.assign(new Error("x"), { name });
    expect(exitCodeOf(new UsageError("x"))).toBe(EXIT.usage);
    expect(exitCodeOf(new CredentialsError("x"))).toBe(EXIT.auth);
    expect(exitCodeOf(named("PermissionError"))).toBe(EXIT.auth);
    expect(exitCodeOf(named("NotFoundError"))).toBe(EXIT.notFound);
    expect(exitCodeOf(named("ConcurrencyLimitError"))).toBe(EXIT.rateLimited);
    expect(exitCodeOf(named("ServerError"))).toBe(EXIT.server);
    expect(exitCodeOf(named("TimeoutError"))).toBe(EXIT.network);
    expect(exitCodeOf(named("OperationFailedError"))).toBe(EXIT.other);
    expect(exitCodeOf(Object.assign(new Error("x"), { status: 404 }))).toBe(EXIT.notFound);
    expect(exitCodeOfStatus(503)).toBe(EXIT.server);
  });
});

describe("settings and output", () => {
  it("uses %APPDATA% on Windows and XDG elsewhere", () => {
    expect(configDir({ APPDATA: "C:\\Users\\a\\AppData\\Roaming" }, "win32")).toMatch(
      /AppData.Roaming.reportkit$/,
    );
    expect(configDir({ XDG_CONFIG_HOME: "/x/config" }, "linux")).toBe("/x/config/reportkit");
    expect(configDir({ XDG_CONFIG_HOME: "/x/config" }, "darwin")).toBe("/x/config/reportkit");
  });

  it("picks a table for lists on a terminal, JSON otherwise", () => {
    expect(chooseFormat({}, true, true)).toBe("table");
    expect(chooseFormat({}, true, false)).toBe("json");
    expect(chooseFormat({}, false, true)).toBe("json");
    expect(chooseFormat({ jsonl: true }, true, true)).toBe("jsonl");
    expect(() => chooseFormat({ jsonl: true, format: "csv" }, false, true)).toThrow(UsageError);
  });

  it("writes YAML that reads back as the same value", () => {
    expect(renderYaml({ a: "yes", b: [1, { c: null }], d: {}, e: "x: y", f: "plain text" })).toBe(
      'a: "yes"\nb:\n  - 1\n  - c: null\nd: {}\ne: "x: y"\nf: plain text\n',
    );
  });
});

describe("progress sizes", () => {
  it("shows small files in B and kB, never 0.0 MB", async () => {
    const { size } = await import("../../src/progress/progress.js");
    expect(size(4)).toBe("4 B");
    expect(size(1536)).toBe("1.5 kB");
    expect(size(48 * 1024 * 1024)).toBe("48.0 MB");
  });
});
