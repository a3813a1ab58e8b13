import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, freshConfigHome, type RunOptions, runCli } from "./support/run-cli.js";
import { cliSandbox } from "./support/sandbox.js";

// Destructive operations (the catalogue's `destructive`) and logout ask on a terminal and refuse in a
// pipe unless --yes; nothing is sent without a yes.

let options: RunOptions;
let sent: string[] = [];

beforeAll(() => {
  const s = cliSandbox({ seed: 1 });
  const recorded: typeof fetch = (input, init) => {
    sent.push(`${init?.method ?? "GET"} ${String(input instanceof Request ? input.url : input)}`);
    return s.run.fetch(input, init);
  };
  options = { env: baseEnv(s.vars), ...s.run, fetch: recorded };
});

const cli = (args: string[], more: RunOptions = {}) => {
  sent = [];
  return runCli(args, { ...options, ...more });
};
const deletes = () => sent.filter((r) => r.startsWith("DELETE"));
const terminal = { columns: 100 };
const deleteUser = (id: string) => ["platform", "milestones", "delete", id];

describe("a destructive command", () => {
  it("refuses in a pipe without --yes (exit 2), naming --yes, and sends nothing", async () => {
    const run = await cli(deleteUser("usr-1010"));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^reportkit: Delete a milestone \(DELETE \/milestones\/usr-1010\)\? .*add --yes/,
    );
    expect(sent).toEqual([]);
  });

  it("goes ahead in a pipe with --yes (or -y)", async () => {
    // The sandbox has no such milestone (404, exit 4): what matters is that the DELETE was sent.
    const run = await cli([...deleteUser("usr-1011"), "--yes"]);
    expect(run.stderr).not.toContain("--yes");
    expect(deletes()).toHaveLength(1);
    await cli([...deleteUser("usr-1012"), "-y"]);
    expect(deletes()).toHaveLength(1);
  });

  it("asks on a terminal and goes ahead on y", async () => {
    const run = await cli(deleteUser("usr-1013"), { terminal, input: "y\n" });
    expect(run.stderr).toMatch(/^\? Delete a milestone \(DELETE \/milestones\/usr-1013\)\? \[y\/N\] /);
    expect(deletes()).toHaveLength(1);
  });

  it("asks on a terminal and sends nothing on Enter (the default is no), exit 1", async () => {
    const run = await cli(deleteUser("usr-1014"), { terminal, input: "\n" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("reportkit: Not confirmed: nothing was sent.");
    expect(sent).toEqual([]);
  });

  it("does not ask for --dry-run, which sends nothing", async () => {
    const run = await cli([...deleteUser("usr-1015"), "--dry-run"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^DELETE /);
  });

  it("reportkit api asks too: for the catalogue's destructive operations and any DELETE", async () => {
    const run = await cli(["api", "-X", "DELETE", "/milestones/m-1"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/add --yes/);
    const raw = await cli(["api", "-X", "DELETE", "/v1/nothing/here", "--api", "chains"]);
    expect(raw.code).toBe(2);
    expect(sent).toEqual([]);
  });

  it("a read is never asked about", async () => {
    const run = await cli(["chains", "users", "get", "usr-1001"], { terminal });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain("[y/N]");
  });
});

describe("logout", () => {
  const login = async (env: Record<string, string>) => {
    const run = await runCli(["login", "--client-id", "id-1", "--region", "eu", "--with-secret"], {
      env,
      input: "a-secret-of-the-test\n",
    });
    expect(run.code, run.stderr).toBe(0);
  };

  it("refuses in a pipe without --yes and keeps the profile; removes it with --yes", async () => {
    const home = freshConfigHome();
    const env = { XDG_CONFIG_HOME: home };
    await login(env);
    const refused = await runCli(["logout"], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Log out.*add --yes/);
    expect((await runCli(["profiles"], { env })).stdout).toContain("id-1");
    const done = await runCli(["logout", "--yes"], { env });
    expect(done.code).toBe(0);
    expect((await runCli(["profiles"], { env })).stdout).not.toContain("id-1");
  });

  it("asks on a terminal", async () => {
    const env = { XDG_CONFIG_HOME: freshConfigHome() };
    await login(env);
    const run = await runCli(["logout"], { env, terminal, input: "yes\n" });
    expect(run.stderr).toMatch(/\? Log out.*\[y\/N\] /);
    expect(run.code).toBe(0);
  });
});
