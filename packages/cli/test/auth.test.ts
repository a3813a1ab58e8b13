import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

let s: CliSandbox;

beforeAll(() => {
  s = cliSandbox({ seed: 1 });
});

const secretOf = (env: Record<string, string>) =>
  readFileSync(join(env.XDG_CONFIG_HOME!, "reportkit", "secrets", "default"), "utf8");

describe("login --with-secret", () => {
  it("on a terminal asks at a prompt on stderr, ends at Enter and keeps the secret trimmed", async () => {
    const env = baseEnv();
    const run = await runCli(["login", "--client-id", "c-1", "--region", "eu", "--with-secret"], {
      env,
      terminal: { columns: 80 },
      input: "  typed-s3cret \r\nnot part of it",
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Client secret for 'c-1' \(hidden, Enter ends it\): \n/);
    expect(`${run.stdout}${run.stderr}`).not.toContain("typed-s3cret");
    expect(secretOf(env)).toBe("typed-s3cret\n");
  });

  it("in a pipe reads all of stdin, trimmed, without a prompt", async () => {
    const env = baseEnv();
    const run = await runCli(["login", "--client-id", "c-1", "--region", "eu", "--with-secret"], {
      env,
      input: "piped-s3cret\n",
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain("Client secret");
    expect(secretOf(env)).toBe("piped-s3cret\n");
  });

  it("on a terminal, nothing typed is an error and saves no profile", async () => {
    const env = baseEnv();
    const run = await runCli(["login", "--client-id", "c-1", "--region", "eu", "--with-secret"], {
      env,
      terminal: { columns: 80 },
      input: "\r",
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("No client secret was typed.");
  });
});

describe("reportkit auth status", () => {
  const rows = (stdout: string) =>
    Object.fromEntries(
      (JSON.parse(stdout) as { setting: string; value: string; source: string }[]).map((r) => [r.setting, r]),
    );

  it("names the source of every setting: the profile's, and a variable that wins over it", async () => {
    const env = baseEnv();
    await runCli(["login", "--client-id", "from-profile", "--region", "eu", "--with-secret"], {
      env,
      input: "s3cret",
    });
    const run = await runCli(["auth", "status"], { env: { ...env, REPORTKIT_CLIENT_ID: "from-env" } });
    expect(run.code, run.stderr).toBe(0);
    const status = rows(run.stdout);
    expect(status.clientId).toEqual({
      setting: "clientId",
      value: "from-env",
      source: "REPORTKIT_CLIENT_ID",
    });
    expect(status.region).toMatchObject({ value: "eu", source: "profile 'default' (profile)" });
    expect(status.clientSecret).toMatchObject({ value: "(hidden)" });
    expect(status.clientSecret!.source).toContain("(file)");
    expect(status["urls.auth"]!.source).toContain("region 'eu'");
    expect(status.token).toMatchObject({ value: "none cached (the next command asks for one)" });
    expect(run.stdout).not.toContain("s3cret");
  });

  it("says what is missing and exits 3; a cached token shows with its expiry (never the token)", async () => {
    const missing = await runCli(["auth", "status"], { env: baseEnv() });
    expect(missing.code).toBe(3);
    const lines = JSON.parse(missing.stdout) as { setting: string; value: string }[];
    expect(lines.filter((r) => r.setting === "missing").map((r) => r.value)).toEqual([
      "a client id (REPORTKIT_CLIENT_ID)",
      "a client secret (REPORTKIT_CLIENT_SECRET, REPORTKIT_CLIENT_SECRET_FILE, --client-secret-file or --client-secret-stdin)",
      "a token endpoint (REPORTKIT_AUTH_URL or REPORTKIT_REGION)",
    ]);

    const env = baseEnv(s.vars);
    expect((await runCli(["whoami"], { ...s.run, env })).code).toBe(0);
    const run = await runCli(["auth", "status"], { ...s.run, env });
    expect(run.code).toBe(0);
    expect(rows(run.stdout).token!.value).toMatch(/^cached, expires \d{4}-/);
    expect(rows(run.stdout).clientSecret!.source).toBe("REPORTKIT_CLIENT_SECRET");
  });

  it("is a table on a terminal", async () => {
    const run = await runCli(["auth", "status"], {
      env: baseEnv({ REPORTKIT_REGION: "us" }),
      terminal: { columns: 100 },
    });
    expect(run.stdout).toMatch(/^SETTING\s+VALUE\s+SOURCE\n/);
    for (const line of run.stdout.split("\n")) expect(line.length).toBeLessThanOrEqual(100);
  });
});
