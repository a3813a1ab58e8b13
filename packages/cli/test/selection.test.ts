import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";
import { cliSandbox } from "./support/sandbox.js";

// --fields, --jq and --template: what they select, the same in every format, checked before sending.

let options: RunOptions;
let sent = 0;
const requests = () => sent;

beforeAll(() => {
  const s = cliSandbox({ seed: 1 });
  const counted: typeof fetch = (input, init) => {
    sent++;
    return s.run.fetch(input, init);
  };
  options = { env: baseEnv(s.vars), ...s.run, fetch: counted };
});

const cli = (args: string[], more: RunOptions = {}) => runCli(args, { ...options, ...more });
const getUser = ["chains", "users", "get", "usr-1001"];
const listUsers = ["chains", "users", "list", "--page-size", "2"];
const FORMATS = ["json", "jsonl", "yaml", "csv", "table"];

describe("--fields", () => {
  it("selects from the object a single answer carries under data (piped JSON is not {})", async () => {
    const run = await cli([...getUser, "--fields", "id,email"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ id: "usr-1001", email: "ada.lovelace.1@company.invalid" });
  });

  it("selects from the items of one page piped as JSON", async () => {
    const run = await cli([...listUsers, "--fields", "id"]);
    expect(JSON.parse(run.stdout)).toEqual([{ id: "usr-1001" }, { id: "usr-1002" }]);
  });

  it("an unknown field is a usage error (exit 2) naming the known ones, and nothing is sent", async () => {
    const run = await cli([...getUser, "--fields", "id,emial"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/no field 'emial'.*known: id, email/);
  });

  it("an unknown field of a list's items is a usage error too", async () => {
    const run = await cli([...listUsers, "--fields", "id,nope.deeper"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no field 'nope' \(in nope.deeper\)/);
  });
});

describe("the same selection in every format", () => {
  for (const format of FORMATS) {
    it(`--fields and --jq print the same ${format} for one page`, async () => {
      const fields = await cli([...listUsers, "--format", format, "--fields", "id,email"]);
      const jq = await cli([...listUsers, "--format", format, "--jq", ".data[] | {id, email}"]);
      expect(fields.code).toBe(0);
      expect(jq.stdout).toBe(fields.stdout);
      expect(fields.stdout).toContain("usr-1002");
      expect(fields.stdout).not.toContain("first_name");
    });

    it(`--fields and --jq print the same ${format} for one object`, async () => {
      const fields = await cli([...getUser, "--format", format, "--fields", "id,email"]);
      const jq = await cli([...getUser, "--format", format, "--jq", ".data | {id, email}"]);
      expect(fields.code).toBe(0);
      expect(jq.stdout).toBe(fields.stdout);
      expect(fields.stdout).toContain("ada.lovelace.1@company.invalid");
    });
  }
});

describe("--jq", () => {
  it("prints results as jq does when no format is asked for: strings bare, one a line", async () => {
    const run = await cli([...listUsers, "--jq", ".data[].id"]);
    expect(run.stdout).toBe("usr-1001\nusr-1002\n");
  });

  it("reads every page as one list with --paginate", async () => {
    const run = await cli(["chains", "users", "list", "--paginate", "--jq", "length"]);
    expect(run.stdout).toBe("230\n");
  });

  it("works on the api command and on any command that prints an answer", async () => {
    const run = await cli(["api", "GET", "/v1/security/users/usr-1001", "--jq", ".data.email"]);
    expect(run.stdout).toBe("ada.lovelace.1@company.invalid\n");
  });

  it("a filter that does not compile is a usage error before anything is sent", async () => {
    const before = requests();
    const run = await cli([...getUser, "--jq", ".data | {"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--jq/);
    expect(requests()).toBe(before);
  });

  it("cannot be combined with --fields", async () => {
    const run = await cli([...getUser, "--jq", ".data", "--fields", "id"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/give one of --fields, --jq, --template/);
  });
});

describe("--template", () => {
  it("writes each item of a page through the template, with \\t for tabs", async () => {
    const run = await cli([...listUsers, "--template", "{{.id}}\\t{{.email}}"]);
    expect(run.stdout).toBe(
      "usr-1001\tada.lovelace.1@company.invalid\nusr-1002\talan.lovelace.2@company.invalid\n",
    );
  });

  it("writes a single object once", async () => {
    const run = await cli([...getUser, "--template", "{{.first_name}} <{{.email}}>"]);
    expect(run.stdout).toBe("Ada <ada.lovelace.1@company.invalid>\n");
  });

  it("a path the answer cannot have is a usage error", async () => {
    const run = await cli([...getUser, "--template", "{{.mail}}"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--template: .*no field 'mail'/);
  });
});
