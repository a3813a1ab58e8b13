import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type FakeApi, fakeApi } from "./support/fake-api.js";
import { baseEnv, freshConfigHome, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

let sandbox: CliSandbox["sandbox"];
let options: RunOptions;
let flaky: FakeApi;

const user = (n: number) => ({
  id: `u${n}`,
  email: `u${n}@example.invalid`,
  first_name: "A",
  last_name: "B",
  sso_enabled: false,
});

beforeAll(() => {
  const s = cliSandbox({ seed: 1 });
  sandbox = s.sandbox;
  options = { env: baseEnv(s.vars), ...s.run };
  // Page 0 of the users list answers; page 1 fails (501: a server error that is not retried).
  flaky = fakeApi((req) => {
    const page = new URL(req.url, "http://x").searchParams.get("page");
    return page === "0"
      ? { status: 200, body: { data: Array.from({ length: 100 }, (_, i) => user(i)), total: 250 } }
      : { status: 501, body: { message: "page lost" } };
  });
});

const cli = (args: string[], more: RunOptions = {}) => runCli(args, { ...options, ...more });
const onFlaky = (args: string[]) => runCli(args, { env: baseEnv(flaky.vars), fetch: flaky.fetch });

const users = ["chains", "users", "list", "--page-size", "3"];

describe("output formats", () => {
  it("json when piped: one document", async () => {
    const run = await cli(users);
    expect(JSON.parse(run.stdout)).toMatchObject({
      data: [{ id: "usr-1001" }, { id: "usr-1002" }, { id: "usr-1003" }],
    });
  });

  it("jsonl: one item per line", async () => {
    const run = await cli([...users, "--jsonl"]);
    expect(
      run.stdout
        .trim()
        .split("\n")
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(["usr-1001", "usr-1002", "usr-1003"]);
  });

  it("table: a header and aligned columns of the picked fields", async () => {
    const run = await cli([...users, "--format", "table", "--fields", "id,email"]);
    expect(run.stdout).toBe(
      "ID        EMAIL\nusr-1001  ada.lovelace.1@company.invalid\nusr-1002  alan.lovelace.2@company.invalid\nusr-1003  grace.lovelace.3@company.invalid\n",
    );
  });

  it("csv: RFC 4180 lines with a header", async () => {
    const run = await cli([...users, "--format", "csv", "--fields", "id,first_name"]);
    expect(run.stdout).toBe("id,first_name\r\nusr-1001,Ada\r\nusr-1002,Alan\r\nusr-1003,Grace\r\n");
  });

  it("yaml: a block document", async () => {
    const run = await cli([
      "chains",
      "users",
      "get",
      "usr-1001",
      "--format",
      "yaml",
      "--fields",
      "id,sso_enabled",
    ]);
    expect(run.stdout).toBe("id: usr-1001\nsso_enabled: true\n");
  });

  it("--fields picks dotted paths of single objects too", async () => {
    const run = await cli([
      "platform",
      "spreadsheets",
      "get-spreadsheet",
      sandbox.demo.spreadsheetId,
      "--fields",
      "id,name",
    ]);
    expect(JSON.parse(run.stdout)).toEqual({ id: sandbox.demo.spreadsheetId, name: "Q1 budget" });
  });

  it("--paginate with csv streams every item once the columns are known", async () => {
    const run = await cli(["chains", "users", "list", "--paginate", "--format", "csv", "--fields", "id"]);
    const lines = run.stdout.trim().split("\r\n");
    expect(lines[0]).toBe("id");
    expect(lines).toHaveLength(231);
  });

  it("-o writes the whole result to a file", async () => {
    const dir = freshConfigHome();
    const file = join(dir, "users.json");
    const run = await cli(["chains", "users", "list", "--paginate", "-o", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    expect(JSON.parse(readFileSync(file, "utf8"))).toHaveLength(230);
  });

  it("a paged export that fails midway leaves no half-written file, and an older file as it was", async () => {
    const dir = freshConfigHome();
    const file = join(dir, "users.jsonl");
    const fresh = await onFlaky(["chains", "users", "list", "--paginate", "--jsonl", "-o", file]);
    expect(fresh.code).toBe(6);
    expect(fresh.stderr).toContain("page lost");
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(file, "yesterday's export\n");
    const again = await onFlaky(["chains", "users", "list", "--paginate", "--jsonl", "-o", file]);
    expect(again.code).toBe(6);
    expect(readFileSync(file, "utf8")).toBe("yesterday's export\n");
    expect(readdirSync(dir)).toEqual(["users.jsonl"]);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});
