import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigurationError, createReportkit } from "../../src/index.js";
import { profileOptions, reportkitConfigDir } from "../../src/node.js";

// The profiles `reportkit login` saves are read here, for the SDK, the CLI and the MCP server alike;
// the REPORTKIT_* variables always win over a profile.

let dir: string;
const write = (config: unknown) => writeFileSync(join(dir, "config.json"), JSON.stringify(config));
const secretFile = (mode: number) => {
  const file = join(dir, "secret");
  writeFileSync(file, "s3cret-from-file\n");
  chmodSync(file, mode);
  return file;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "reportkit-profiles-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("profiles", () => {
  it("lives in XDG_CONFIG_HOME (else ~/.config) and %APPDATA% on Windows", () => {
    expect(reportkitConfigDir({ XDG_CONFIG_HOME: "/x" }, "linux")).toBe("/x/reportkit");
    expect(reportkitConfigDir({ APPDATA: "C:\\Users\\a\\AppData\\Roaming" }, "win32")).toContain("reportkit");
  });

  it("gives the profile named by REPORTKIT_PROFILE, its secret from an owner-only file", () => {
    const file = secretFile(0o600);
    write({ profiles: { staging: { clientId: "c-staging", region: "eu", clientSecretFile: file } } });
    expect(profileOptions({ dir, env: { REPORTKIT_PROFILE: "staging" } })).toEqual({
      profile: "staging",
      clientId: "c-staging",
      region: "eu",
      clientSecretFile: file,
      clientSecret: "s3cret-from-file",
      credentialSources: {
        clientId: "the client id of profile 'staging'",
        clientSecret: `the client secret from the file ${file} (profile 'staging')`,
      },
    });
  });

  it("leaves out what a variable sets, so the variables win (addresses too, when a region is set)", () => {
    write({
      defaultProfile: "p",
      profiles: { p: { clientId: "c-profile", urls: { platform: "https://profile.example.test" } } },
    });
    const env = { REPORTKIT_CLIENT_ID: "c-env", REPORTKIT_REGION: "us" };
    expect(profileOptions({ dir, env })).toEqual({ profile: "p" });
    const build = (env: Record<string, string>) =>
      createReportkit({
        ...profileOptions({ dir, env }),
        clientSecret: "x-secret",
        urls: { auth: "https://auth.example.test", ...profileOptions({ dir, env }).urls },
        env,
      });
    expect(build({}).platform.wiring.baseUrl).toBe("https://profile.example.test");
    expect(build({ REPORTKIT_PLATFORM_URL: "https://env.example.test" }).platform.wiring.baseUrl).toBe(
      "https://env.example.test",
    );
  });

  it("refuses a secret file others can read, and a profile named but missing", () => {
    write({ profiles: { p: { clientId: "c", clientSecretFile: secretFile(0o644) } } });
    expect(() => profileOptions({ dir, profile: "p", env: {} })).toThrow(/can be read by others/);
    expect(() => profileOptions({ dir, profile: "nope", env: {} })).toThrow(ConfigurationError);
    expect(profileOptions({ dir, env: {} })).toEqual({ profile: "default" });
  });
});
