import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, freshConfigHome, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

let sandbox: CliSandbox["sandbox"];
let options: RunOptions;

beforeAll(() => {
  const s = cliSandbox({ seed: 1, operationDurationMs: 300 });
  sandbox = s.sandbox;
  options = { env: baseEnv(s.vars), ...s.run };
});

const cli = (args: string[], more: RunOptions = {}) => runCli(args, { ...options, ...more });

const json = (text: string) => JSON.parse(text) as unknown;

describe("reportkit api", () => {
  it("GETs any endpoint: the API is found from the path, query from -f typed by the spec", async () => {
    const run = await cli(["api", "GET", "/v1/security/users", "-f", "pageSize=5"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect((json(run.stdout) as { data: unknown[] }).data).toHaveLength(5);
  });

  it("keeps a ?query of the path", async () => {
    const run = await cli(["api", "GET", "/v1/security/users?pageSize=2&page=1"]);
    const body = json(run.stdout) as { data: { id: string }[] };
    expect(body.data.map((u) => u.id)).toEqual(["usr-1003", "usr-1004"]);
  });

  it("POSTs typed fields (-F) with nesting, and --wait waits for the 202 with a progress line, then prints the new file", async () => {
    const run = await cli([
      "api",
      "POST",
      `/files/${sandbox.demo.fileId}/copy`,
      "-f",
      "destinationName=Q3 copy",
      "-F",
      "options[includeComments]=true",
      "--wait",
    ]);
    expect(run.code).toBe(0);
    // What the copy made, from its results endpoint: the new file.
    expect(json(run.stdout)).toEqual([expect.objectContaining({ id: expect.any(String) })]);
    expect(run.stderr).toMatch(/^operation [\w-]+: waiting$/m);
    expect(run.stderr).toMatch(/^operation [\w-]+: completed$/m);
  });

  it("sends a JSON body from --input (a file, or - for stdin)", async () => {
    const dir = freshConfigHome();
    const file = join(dir, "body.json");
    writeFileSync(file, JSON.stringify({ destinationName: "from a file" }));
    const fromFile = await cli([
      "api",
      "POST",
      `/files/${sandbox.demo.fileId}/copy`,
      "--input",
      file,
      "--wait",
    ]);
    expect(fromFile.code).toBe(0);
    const fromStdin = await cli(["api", "POST", `/files/${sandbox.demo.fileId}/copy`, "--input", "-"], {
      input: JSON.stringify({ destinationName: "from stdin" }),
    });
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.stderr).toMatch(/Accepted: operation (\S+)\. Wait for it: reportkit operations wait \1/);
    const id = /operation (\S+)\./.exec(fromStdin.stderr)![1]!;
    const waited = await cli(["operations", "wait", id]);
    expect(json(waited.stdout)).toMatchObject({ id, status: "completed" });
  });

  it("--include prints the status line and headers before the body", async () => {
    const run = await cli(["api", "GET", "/v1/security/users/usr-1001", "--include"]);
    expect(run.stdout).toMatch(/^HTTP 200 OK\n/);
    expect(run.stdout).toMatch(/\ncontent-type: application\/json/i);
    expect(run.stdout).toContain('"id":"usr-1001"');
  });

  it.each([
    ["page", ["GET", "/v1/security/users"], 230],
    ["nextLink", ["GET", "/organizations/{org}/workspaces/{ws}/activities", "-f", "$maxpagesize=7"], 0],
    ["jsonApi", ["GET", "/organizations/{org}/orgReportUsers", "-f", "page[size]=50"], 0],
    ["cursor", ["GET", "/api/v1/tag", "-f", "limit=4"], 0],
  ])(
    "--paginate follows %s lists to their end and streams items (--jsonl)",
    async (style, args, expected) => {
      const path = args[1]!
        .replace("{org}", sandbox.demo.organizationId)
        .replace("{ws}", sandbox.demo.workspaceId);
      const run = await cli(["api", args[0]!, path, ...args.slice(2), "--paginate", "--jsonl"]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split("\n");
      for (const line of lines) expect(typeof json(line)).toBe("object");
      const ids = lines.map((l) => (json(l) as { id: string }).id);
      expect(new Set(ids).size).toBe(ids.length);
      if (expected) expect(lines).toHaveLength(expected);
      else
        expect(lines.length, `${style}: more than one page`).toBeGreaterThan(
          Number(args.at(-1)!.split("=")[1]),
        );
      // Without --jsonl: one JSON document, the same items.
      const whole = await cli(["api", args[0]!, path, ...args.slice(2), "--paginate"]);
      expect((json(whole.stdout) as unknown[]).length).toBe(lines.length);
    },
  );

  it("names its API with --api for paths the specs do not have", async () => {
    const unknown = await cli(["api", "GET", "/v1/nothing/here"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("not an operation of the specs: name its API with --api");
    const raw = await cli(["api", "GET", "/v1/nothing/here", "--api", "chains"]);
    expect(raw.code).toBe(4);
  });
});

describe("reportkit api, gh's forms", () => {
  const firstLine = (text: string) => text.split("\n")[0];

  it("takes the endpoint first and GETs it (the API inferred from the path)", async () => {
    const run = await cli(["api", "/v1/security/users/usr-1001"]);
    expect(run.code).toBe(0);
    expect(json(run.stdout)).toMatchObject({ data: { id: "usr-1001" } });
  });

  it("implies GET without fields and POST with them, as gh does", async () => {
    const get = await cli(["api", "/v1/security/users", "--dry-run"]);
    expect(firstLine(get.stdout)).toMatch(/^GET /);
    const post = await cli([
      "api",
      `/files/${sandbox.demo.fileId}/copy`,
      "-f",
      "destinationName=x",
      "--dry-run",
    ]);
    expect(firstLine(post.stdout)).toMatch(/^POST .*\/copy$/);
  });

  it("-X/--method names the method; giving it twice is a usage error", async () => {
    const run = await cli(["api", "-X", "get", "/v1/security/users", "-f", "pageSize=1", "--dry-run"]);
    expect(firstLine(run.stdout)).toMatch(/^GET .*pageSize=1/);
    const twice = await cli(["api", "GET", "/v1/security/users", "--method", "POST"]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/give the method once/);
  });

  it("--limit N caps the items, following pages only as far as needed", async () => {
    let sent = 0;
    const counted: typeof fetch = (input, init) => {
      sent++;
      return options.fetch!(input, init);
    };
    const run = await cli(["api", "/v1/security/users?pageSize=3", "--limit", "5", "--jsonl"], {
      fetch: counted,
    });
    expect(run.code).toBe(0);
    expect(
      run.stdout
        .trim()
        .split("\n")
        .map((l) => (json(l) as { id: string }).id),
    ).toEqual(["usr-1001", "usr-1002", "usr-1003", "usr-1004", "usr-1005"]);
    // A token, and two pages of three: not the 77 pages of the whole list.
    expect(sent).toBeLessThanOrEqual(3);
  });

  it("--limit that is not a whole number of one or more is a usage error", async () => {
    const run = await cli(["api", "/v1/security/users", "--limit", "0"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--limit 0/);
  });
});
