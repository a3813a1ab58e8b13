import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigurationError } from "@reportkit/sdk";
import { describe, expect, it } from "vitest";
import { missingCredentials, resolveSettings } from "../../src/config.js";

function profilesHome(config: unknown, secret?: { name: string; text: string; mode: number }) {
  const home = mkdtempSync(join(tmpdir(), "reportkit-mcp-config-"));
  const dir = join(home, "xdg", "reportkit");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "config.json"), JSON.stringify(config));
  let secretFile = "";
  if (secret) {
    secretFile = join(home, secret.name);
    writeFileSync(secretFile, secret.text);
    chmodSync(secretFile, secret.mode);
  }
  return {
    env: { HOME: home, XDG_CONFIG_HOME: join(home, "xdg") } as Record<string, string>,
    secretFile,
    home,
  };
}

const prod = {
  clientId: "profile-client",
  region: "eu",
  urls: { chains: "https://chains.profile.example" },
  previewAuthUrl: "https://preview.profile.example",
};

describe("settings: flags, then REPORTKIT_* variables, then the profile", () => {
  it("reads the profile the CLI writes: the file's default profile, its region's addresses and its owner-only secret file", () => {
    const { env, secretFile } = profilesHome({}, { name: "secret", text: "s3cret-from-file\n", mode: 0o600 });
    writeFileSync(
      join(env.XDG_CONFIG_HOME!, "reportkit", "config.json"),
      JSON.stringify({
        defaultProfile: "prod",
        profiles: { prod: { ...prod, clientSecretFile: secretFile } },
      }),
    );
    const settings = resolveSettings({}, env);
    expect(settings.profile.value).toBe("prod");
    expect(settings.previewAuthUrl?.value).toBe("https://preview.profile.example");
    expect(settings.options).toMatchObject({
      clientId: "profile-client",
      clientSecret: "s3cret-from-file",
      urls: {
        auth: "https://api.eu.wdesk.com",
        platform: "https://api.eu.wdesk.com",
        chains: "https://chains.profile.example",
      },
    });
    expect(missingCredentials(settings)).toBeUndefined();
  });

  it("variables win over the profile, flags over both (each address on its own)", () => {
    const { env } = profilesHome({ profiles: { default: prod } });
    Object.assign(env, {
      REPORTKIT_CLIENT_ID: "env-client",
      REPORTKIT_CLIENT_SECRET: "env-secret",
      REPORTKIT_PLATFORM_URL: "https://platform.env.example",
      REPORTKIT_VERSION: "2026-01-01",
    });
    const settings = resolveSettings({ clientId: "flag-client", prepUrl: "https://prep.flag.example" }, env);
    expect(settings.profile.value).toBe("default");
    expect(settings.options).toMatchObject({
      clientId: "flag-client",
      clientSecret: "env-secret",
      version: "2026-01-01",
      urls: {
        auth: "https://api.eu.wdesk.com",
        platform: "https://platform.env.example",
        prep: "https://prep.flag.example",
        chains: "https://chains.profile.example",
      },
    });
  });

  it("--profile and REPORTKIT_PROFILE must name a profile that exists; no file is no profile", () => {
    const { env } = profilesHome({ profiles: { prod } });
    expect(() => resolveSettings({ profile: "staging" }, env)).toThrow(ConfigurationError);
    expect(() => resolveSettings({}, { ...env, REPORTKIT_PROFILE: "staging" })).toThrow(
      /reportkit login --profile staging/,
    );
    expect(resolveSettings({}, { ...env, REPORTKIT_PROFILE: "prod" }).options.clientId).toBe(
      "profile-client",
    );
    const empty = mkdtempSync(join(tmpdir(), "reportkit-mcp-none-"));
    const none = resolveSettings({}, { HOME: empty, XDG_CONFIG_HOME: empty });
    expect(none.profile.value).toBe("default");
    expect(none.options.urls).toEqual({});
  });

  it("refuses a secret file others can read, an empty one, a missing one", () => {
    const { env, secretFile } = profilesHome({}, { name: "open", text: "s3cret", mode: 0o644 });
    expect(() => resolveSettings({ clientSecretFile: secretFile }, env)).toThrow(/can be read by others/);
    const empty = profilesHome({}, { name: "empty", text: " \n", mode: 0o600 });
    expect(() => resolveSettings({ clientSecretFile: empty.secretFile }, empty.env)).toThrow(/is empty/);
    expect(() => resolveSettings({ clientSecretFile: "/nonexistent/secret" }, env)).toThrow(/does not exist/);
  });

  it("a bad region or profiles file is a ConfigurationError; missing credentials are named", () => {
    const { env } = profilesHome({});
    expect(() => resolveSettings({ region: "mars" }, env)).toThrow(ConfigurationError);
    writeFileSync(join(env.XDG_CONFIG_HOME!, "reportkit", "config.json"), "{ not json");
    expect(() => resolveSettings({}, env)).toThrow(/is not valid JSON/);
    expect(missingCredentials(resolveSettings({}, profilesHome({}).env))).toMatch(
      /client id.*client secret.*token endpoint/,
    );
  });
});
