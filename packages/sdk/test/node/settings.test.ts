import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigurationError, createReportkit } from "../../src/index.js";
import { describeSettings, missingCredentials, readClientSecret, resolveSettings } from "../../src/node.js";
import { prepareRow, SETTINGS_ROWS, STDIN_SECRET, summary } from "./settings-table.js";

describe("resolveSettings: flag, then variable, then profile, then region (the settings table)", () => {
  it("has 20 rows or more", () => expect(SETTINGS_ROWS.length).toBeGreaterThanOrEqual(20));

  for (const row of SETTINGS_ROWS) {
    it(row.name, () => {
      const { env, flags, expected, configDir } = prepareRow(row);
      const resolve = () => resolveSettings({ flags, env, stdinSecret: STDIN_SECRET });
      if (expected instanceof RegExp) {
        expect(resolve).toThrow(ConfigurationError);
        expect(resolve).toThrow(expected);
      } else {
        const settings = resolve();
        expect(summary(describeSettings(settings))).toEqual(expected);
        expect(settings.configDir).toBe(configDir);
        expect(settings.options.clientSecret).toBe(row.secret);
        expect(settings.options.env).toBe(false);
      }
      if (row.writes) {
        expect(resolveSettings({ flags, env, newProfile: true, readSecret: false }).profile.value).toBe(
          row.writes,
        );
      }
    });
  }
});

describe("resolveSettings: what it gives createReportkit", () => {
  it("the options hold the values; credentialSources say where the id and secret came from", () => {
    const { env, flags } = prepareRow(
      SETTINGS_ROWS.find((row) => row.name.startsWith("--client-secret-file beats REPORTKIT"))!,
    );
    const { options } = resolveSettings({ flags, env });
    expect(options).toMatchObject({
      clientId: "c-prod",
      clientSecret: "secret-of-flag",
      urls: { auth: "https://api.app.wdesk.com" },
      credentialSources: {
        clientId: "the client id of profile 'prod'",
        clientSecret: expect.stringMatching(
          /^the client secret from the file .*flag\.secret \(--client-secret-file\)$/,
        ),
      },
    });
    expect(() => createReportkit({ ...options, fetch: async () => new Response() })).not.toThrow();
  });

  it("reads no secret file with readSecret: false; readClientSecret reads it later, from stdin text too", () => {
    const { env, dir } = prepareRow({ name: "", expected: {} });
    const later = resolveSettings({
      flags: { clientSecretFile: join(dir, "flag.secret") },
      env,
      readSecret: false,
    });
    expect(later.clientSecret?.value).toBeUndefined();
    expect(later.options.clientSecret).toBeUndefined();
    expect(readClientSecret(later).options.clientSecret).toBe("secret-of-flag");
    const stdin = resolveSettings({ flags: { clientSecretStdin: true }, env, readSecret: false });
    expect(readClientSecret(stdin, "  typed\n").options.clientSecret).toBe("typed");
    expect(() => readClientSecret(stdin, "")).toThrow(/No client secret on standard input/);
  });

  it("names what is missing, with the flags the front end offers", () => {
    const { env } = prepareRow({ name: "", expected: {} });
    const settings = resolveSettings({ env });
    expect(missingCredentials(settings, [])).toEqual([
      "a client id (REPORTKIT_CLIENT_ID)",
      "a client secret (REPORTKIT_CLIENT_SECRET or REPORTKIT_CLIENT_SECRET_FILE)",
      "a token endpoint (REPORTKIT_AUTH_URL or REPORTKIT_REGION)",
    ]);
    expect(missingCredentials(settings, ["clientId"])[0]).toBe(
      "a client id (REPORTKIT_CLIENT_ID or --client-id)",
    );
  });

  it("without a profiles file there are no profiles (nothing is created)", () => {
    const { env, configDir } = prepareRow({ name: "", expected: {} });
    expect(existsSync(join(configDir, "config.json"))).toBe(false);
    expect(resolveSettings({ env }).config).toEqual({ profiles: {} });
  });
});
