import { OPERATIONS } from "@reportkit/catalog";
import { beforeAll, describe, expect, it } from "vitest";
import { API_COMMANDS } from "../src/apis.js";
import { commandNames } from "../src/commands/names.js";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

let sandbox: CliSandbox["sandbox"];
let options: RunOptions;

beforeAll(() => {
  const s = cliSandbox({ seed: 1, operationDurationMs: 300 });
  sandbox = s.sandbox;
  options = { env: baseEnv(s.vars), ...s.run };
});

const cli = (args: string[], more: RunOptions = {}) => runCli(args, { ...options, ...more });

const ok = async (args: string[], input?: string) => {
  const run = await cli(args, input === undefined ? {} : { input });
  expect(run.stderr, args.join(" ")).not.toMatch(/^reportkit:/m);
  expect(run.code, `${args.join(" ")}\n${run.stderr}`).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown> & unknown[];
};

describe("a command per operation, generated from the catalogue", () => {
  it("has an API group for every API of the catalogue but the token endpoint", () => {
    expect(Object.keys(API_COMMANDS)).toEqual(
      [...new Set(OPERATIONS.map((o) => o.api))].filter((a) => a !== "auth"),
    );
  });

  it("names every operation uniquely within its API", () => {
    for (const api of Object.keys(API_COMMANDS)) {
      const names = [...commandNames(OPERATIONS.filter((o) => o.api === api)).values()].map(
        (n) => `${n.resource} ${n.action}`,
      );
      expect(new Set(names).size, api).toBe(names.length);
    }
  });

  it("platform: files copy --wait, spreadsheets get, activities list --paginate", async () => {
    const { demo } = sandbox;
    const copy = await ok([
      "platform",
      "files",
      "copy",
      demo.fileId,
      "--destination-name",
      "Q3 copy",
      "--wait",
    ]);
    // The new file, from the copy's results endpoint.
    expect(copy).toEqual([expect.objectContaining({ id: expect.any(String), kind: expect.any(String) })]);
    const sheet = await ok(["platform", "spreadsheets", "get", demo.spreadsheetId]);
    expect(sheet.id).toBe(demo.spreadsheetId);
    const activities = await ok([
      "platform",
      "activities",
      "list",
      demo.organizationId,
      demo.workspaceId,
      "--maxpagesize",
      "5",
      "--paginate",
    ]);
    expect(activities.length).toBeGreaterThan(5);
  });

  it("prep: tags list --paginate, select-lists get, tables delete", async () => {
    const tags = await ok(["prep", "tags", "list", "--limit", "3", "--paginate"]);
    expect(tags.length).toBeGreaterThan(3);
    const list = await ok(["prep", "select-lists", "get", sandbox.demo.selectListId]);
    expect(JSON.stringify(list)).toContain(sandbox.demo.selectListId);
    const deleted = await cli(["prep", "tables", "delete", sandbox.demo.tableId, "--yes"]);
    expect(deleted.code).toBe(0);
    const again = await cli(["prep", "tables", "delete", sandbox.demo.tableId, "--yes"]);
    expect(again.code).toBe(4);
  });

  it("chains: users list, users get, chains list", async () => {
    const users = await ok(["chains", "users", "list", "--page-size", "3", "--page", "1"]);
    expect((users.data as unknown[]).length).toBe(3);
    const user = await ok(["chains", "users", "get", "usr-1001"]);
    expect((user.data as { id: string }).id).toBe("usr-1001");
    const chains = await ok(["chains", "chains", "list", sandbox.demo.environments[0]!]);
    expect(chains).toBeTruthy();
  });

  it("processes-preview: create, get-process, get-processes (its own version and token endpoint)", async () => {
    const created = await ok(
      ["processes-preview", "processes", "create", "--input", "-"],
      JSON.stringify({ name: "Close Q3" }),
    );
    expect(created.name).toBe("Close Q3");
    const one = await ok(["processes-preview", "processes", "get-process", String(created.id)]);
    expect(one.id).toBe(created.id);
    const all = await ok(["processes-preview", "processes", "get-processes"]);
    expect(JSON.stringify(all)).toContain(String(created.id));
  });

  it("answers --help for every generated command, from the spec's summary and description", async () => {
    const names = Object.keys(API_COMMANDS).flatMap((api) =>
      [...commandNames(OPERATIONS.filter((o) => o.api === api))].map(([op, n]) => ({
        op,
        args: [api, n.resource, n.action],
      })),
    );
    expect(names.length).toBe(OPERATIONS.filter((o) => o.api !== "auth").length);
    for (const { op, args } of names) {
      const run = await cli([...args, "--help"]);
      expect(run.code, args.join(" ")).toBe(0);
      expect(run.stdout).toContain(`Usage: reportkit ${args.join(" ")}`);
      expect(run.stdout).toContain(op.summary);
      expect(run.stdout).toContain(`${op.method} ${op.path}`);
    }
  });

  it("lists enum values and defaults in --help", async () => {
    const flat = (text: string) => text.replace(/\s+/g, " ");
    const run = await cli(["platform", "files", "export", "--help"]);
    expect(flat(run.stdout)).toMatch(/--kind <value> .*known values: Document, Spreadsheet, Presentation/);
    const list = await cli(["platform", "activities", "list", "--help"]);
    expect(flat(list.stdout)).toMatch(/--maxpagesize <value> .*1\.\.1000; default: 1000/);
  });
});
