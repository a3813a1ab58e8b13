import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, freshConfigHome, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

let s: CliSandbox;

beforeAll(() => {
  s = cliSandbox({ seed: 1 });
});

const cli = (args: string[], options: RunOptions & { env: Record<string, string> }) =>
  runCli(args, { ...s.run, ...options });

const urlFlags = () => [
  "--auth-url",
  s.urls.auth,
  "--platform-url",
  s.urls.platform,
  "--prep-url",
  s.urls.prep,
  "--chains-url",
  s.urls.chains,
];
const mode = (path: string) => statSync(path).mode & 0o777;

describe("profiles and credentials", () => {
  it("login saves a profile (no secret in it) to the XDG config folder; the secret from stdin goes to an owner-only file", async () => {
    const env = baseEnv();
    const { clientId, clientSecret } = s.sandbox.credentials;
    const login = await cli(["login", "--client-id", clientId, ...urlFlags(), "--with-secret"], {
      env,
      input: `${clientSecret}\n`,
    });
    expect(login.code).toBe(0);
    expect(`${login.stdout}${login.stderr}`).not.toContain(clientSecret);
    const file = join(env.XDG_CONFIG_HOME!, "reportkit", "config.json");
    const config = readFileSync(file, "utf8");
    expect(config).not.toContain(clientSecret);
    expect(JSON.parse(config)).toMatchObject({
      defaultProfile: "default",
      profiles: { default: { clientId, urls: { auth: s.urls.auth } } },
    });
    expect(mode(file)).toBe(0o600);
    const secretFile = join(env.XDG_CONFIG_HOME!, "reportkit", "secrets", "default");
    expect(mode(secretFile)).toBe(0o600);

    const who = await cli(["whoami"], { env });
    expect(who.code).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({ profile: "default", clientId });
    const users = await cli(["chains", "users", "list", "--page-size", "1"], { env });
    expect(users.code).toBe(0);

    const profiles = await cli(["profiles"], { env });
    expect(JSON.parse(profiles.stdout)).toEqual([
      { name: "default", default: true, clientId, where: s.urls.auth, secret: "file" },
    ]);
    const logout = await cli(["logout", "--yes"], { env });
    expect(logout.code).toBe(0);
    expect((await cli(["whoami"], { env })).code).toBe(3);
  });

  it("--profile and REPORTKIT_PROFILE pick a profile; REPORTKIT_* variables win over it", async () => {
    const env = baseEnv();
    const { readOnly, clientId, clientSecret } = s.sandbox.credentials;
    const secretPath = join(freshConfigHome(), "ro.secret");
    writeFileSync(secretPath, readOnly.clientSecret, { mode: 0o600 });
    await cli(
      [
        "login",
        "--profile",
        "ro",
        "--client-id",
        readOnly.clientId,
        ...urlFlags(),
        "--client-secret-file",
        secretPath,
      ],
      { env },
    );
    await cli(["login", "--profile", "demo", "--client-id", clientId, ...urlFlags()], { env });
    const byFlag = await cli(["--profile", "ro", "whoami"], { env });
    expect(JSON.parse(byFlag.stdout)).toMatchObject({ profile: "ro", clientId: readOnly.clientId });
    const byVariable = await cli(["whoami"], { env: { ...env, REPORTKIT_PROFILE: "ro" } });
    expect(JSON.parse(byVariable.stdout)).toMatchObject({ profile: "ro" });
    // The demo profile has no secret file: the variable supplies it.
    const demo = await cli(["whoami", "--profile", "demo"], {
      env: { ...env, REPORTKIT_CLIENT_SECRET: clientSecret },
    });
    expect(JSON.parse(demo.stdout)).toMatchObject({ profile: "demo", clientId });
    const overridden = await cli(["whoami", "--profile", "ro"], {
      env: { ...env, REPORTKIT_CLIENT_ID: clientId, REPORTKIT_CLIENT_SECRET: clientSecret },
    });
    expect(JSON.parse(overridden.stdout)).toMatchObject({ clientId });
    const missing = await cli(["whoami", "--profile", "nope"], { env });
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain("No profile 'nope'");
  });

  it("refuses a secret file that others can read, and reads one from stdin when asked", async () => {
    const env = baseEnv();
    const { clientId, clientSecret } = s.sandbox.credentials;
    const path = join(freshConfigHome(), "open.secret");
    writeFileSync(path, clientSecret);
    chmodSync(path, 0o644);
    const vars = {
      ...env,
      REPORTKIT_CLIENT_ID: clientId,
      REPORTKIT_AUTH_URL: s.urls.auth,
      REPORTKIT_CHAINS_URL: s.urls.chains,
    };
    const refused = await cli(["--client-secret-file", path, "whoami"], { env: vars });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`can be read by others (mode 644).\nRun chmod 600 ${path}.`);
    const fromStdin = await cli(["--client-secret-stdin", "chains", "users", "list", "--page-size", "1"], {
      env: vars,
      input: clientSecret,
    });
    expect(fromStdin.code).toBe(0);
  });

  it("a refused secret is named by where it came from: the REPORTKIT_* variables, the profile's file, a file flag", async () => {
    const env = baseEnv();
    const { clientId } = s.sandbox.credentials;
    await cli(["login", "--profile", "stale", "--client-id", clientId, ...urlFlags(), "--with-secret"], {
      env,
      input: "not-the-secret\n",
    });
    const vars = {
      REPORTKIT_CLIENT_ID: clientId,
      REPORTKIT_CLIENT_SECRET: "not-the-secret",
      REPORTKIT_AUTH_URL: s.urls.auth,
      REPORTKIT_CHAINS_URL: s.urls.chains,
    };
    const wrongFile = join(freshConfigHome(), "wrong.secret");
    writeFileSync(wrongFile, "not-the-secret", { mode: 0o600 });
    const next = (run: { stderr: string }) => run.stderr.split("\n")[1];
    // whoami asks for a token alone; the other commands through the SDK's clients.
    for (const command of [["whoami"], ["chains", "users", "list"]]) {
      const fromVariables = await cli(command, { env: { ...env, ...vars } });
      expect(fromVariables.code).toBe(3);
      expect(next(fromVariables)).toMatch(
        /^Check REPORTKIT_CLIENT_ID \/ REPORTKIT_CLIENT_SECRET from the environment,/,
      );
      const fromProfile = await cli([...command, "--profile", "stale"], { env });
      expect(fromProfile.code).toBe(3);
      expect(next(fromProfile)).toMatch(
        /^Check the client id of profile 'stale' \/ the client secret from the file \S+\/secrets\/stale \(profile 'stale'\),/,
      );
      const both = await cli([...command, "--profile", "stale"], {
        env: { ...env, REPORTKIT_CLIENT_SECRET: "not-the-secret" },
      });
      expect(both.code).toBe(3);
      expect(next(both)).toMatch(
        /^Check the client id of profile 'stale' \/ REPORTKIT_CLIENT_SECRET from the environment,/,
      );
      // The flag beats the variable, and the error names the file.
      const fromFlag = await cli([...command, "--client-secret-file", wrongFile], {
        env: { ...env, ...vars },
      });
      expect(fromFlag.code).toBe(3);
      expect(next(fromFlag)).toBe(
        `Check REPORTKIT_CLIENT_ID from the environment / the client secret from the file ${wrongFile} (--client-secret-file), and that they are for this token endpoint's region. See https://reportkit.github.io/reportkit/guide/errors#authenticationerror`,
      );
    }
  });
});
