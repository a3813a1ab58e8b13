// The settings table: flags, variables and profile files, and the settings (with their sources) they
// give. The SDK's resolver runs it (settings.test.ts); the CLI (`reportkit whoami --dry-run`, `login`,
// `logout`) and the MCP server's startup run the same rows, so the three cannot disagree.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SettingsFlags, SettingView } from "../../src/node.js";

export interface SettingsRow {
  name: string;
  flags?: SettingsFlags;
  /** Variables; `$DIR` is the row's folder. */
  env?: Record<string, string>;
  /** The profiles file (`$DIR/xdg/reportkit/config.json`); `$DIR` is the row's folder. */
  config?: unknown;
  /** What the settings are (see `summary`), or the error they fail with. */
  expected: Record<string, string> | RegExp;
  /** The client secret the settings hold once read. */
  secret?: string;
  /** `login` with these settings writes this profile (`logout` removes it). */
  writes?: string;
}

/** The secret files every row's folder holds (owner-only), and what is in them. */
export const SECRET_FILES = {
  "flag.secret": "secret-of-flag",
  "env.secret": "secret-of-env-file",
  "prod.secret": "secret-of-prod",
  "staging.secret": "secret-of-staging",
};
export const STDIN_SECRET = "secret-from-stdin";

const PROD = { clientId: "c-prod", region: "us", clientSecretFile: "$DIR/prod.secret" };
const STAGING = {
  clientId: "c-staging",
  region: "eu",
  urls: { chains: "https://chains.staging.test" },
  previewAuthUrl: "https://preview.staging.test",
  clientSecretFile: "$DIR/staging.secret",
};
const BOTH = { defaultProfile: "prod", profiles: { prod: PROD, staging: STAGING } };
const CONFIG = "$DIR/xdg/reportkit/config.json";
const US = "https://api.app.wdesk.com";
const EU = "https://api.eu.wdesk.com";
const usProd = {
  "urls.auth": `${US} <- region region 'us' (profile 'prod')`,
  "urls.platform": `${US} <- region region 'us' (profile 'prod')`,
  "urls.prep": "https://h.app.wdesk.com/s/wdata/prep <- region region 'us' (profile 'prod')",
  "urls.chains": "https://h.app.wdesk.com/s/wdata/oc/api <- region region 'us' (profile 'prod')",
};
const prod = {
  profile: `prod <- file defaultProfile of ${CONFIG}`,
  region: "us <- profile profile 'prod'",
  clientId: "c-prod <- profile profile 'prod'",
  clientSecret: "<- file $DIR/prod.secret (profile 'prod')",
  ...usProd,
};
const euStaging = (by: string) => ({
  region: "eu <- profile profile 'staging'",
  clientId: "c-staging <- profile profile 'staging'",
  clientSecret: "<- file $DIR/staging.secret (profile 'staging')",
  "urls.auth": `${EU} <- region region 'eu' (profile 'staging')`,
  "urls.platform": `${EU} <- region region 'eu' (profile 'staging')`,
  "urls.prep": "https://h.eu.wdesk.com/s/wdata/prep <- region region 'eu' (profile 'staging')",
  "urls.chains": "https://chains.staging.test <- profile profile 'staging'",
  previewAuthUrl: "https://preview.staging.test <- profile profile 'staging'",
  profile: `staging <- ${by}`,
});

export const SETTINGS_ROWS: SettingsRow[] = [
  {
    name: "nothing set: the profile 'default', nothing else",
    expected: { profile: "default <- default default" },
  },
  {
    name: "variables only: id, secret and region",
    env: { REPORTKIT_CLIENT_ID: "c-env", REPORTKIT_CLIENT_SECRET: "env-secret", REPORTKIT_REGION: "eu" },
    expected: {
      profile: "default <- default default",
      region: "eu <- env REPORTKIT_REGION",
      clientId: "c-env <- env REPORTKIT_CLIENT_ID",
      clientSecret: "<- env REPORTKIT_CLIENT_SECRET",
      "urls.auth": `${EU} <- region region 'eu' (REPORTKIT_REGION)`,
      "urls.platform": `${EU} <- region region 'eu' (REPORTKIT_REGION)`,
      "urls.prep": "https://h.eu.wdesk.com/s/wdata/prep <- region region 'eu' (REPORTKIT_REGION)",
      "urls.chains": "https://h.eu.wdesk.com/s/wdata/oc/api <- region region 'eu' (REPORTKIT_REGION)",
    },
    secret: "env-secret",
  },
  {
    name: "variables only: addresses one by one, version, preview token endpoint",
    env: {
      REPORTKIT_AUTH_URL: "https://auth.env.test",
      REPORTKIT_PLATFORM_URL: "https://platform.env.test",
      REPORTKIT_VERSION: "2026-02-02",
      REPORTKIT_PREVIEW_AUTH_URL: "https://preview.env.test",
    },
    expected: {
      profile: "default <- default default",
      "urls.auth": "https://auth.env.test <- env REPORTKIT_AUTH_URL",
      "urls.platform": "https://platform.env.test <- env REPORTKIT_PLATFORM_URL",
      previewAuthUrl: "https://preview.env.test <- env REPORTKIT_PREVIEW_AUTH_URL",
      version: "2026-02-02 <- env REPORTKIT_VERSION",
    },
  },
  {
    name: "the file's default profile, its region and its secret file",
    config: BOTH,
    expected: prod,
    secret: "secret-of-prod",
  },
  {
    name: "REPORTKIT_PROFILE=staging beats the file's default",
    env: { REPORTKIT_PROFILE: "staging" },
    config: BOTH,
    expected: euStaging("env REPORTKIT_PROFILE"),
    secret: "secret-of-staging",
    writes: "staging",
  },
  {
    name: "--profile beats REPORTKIT_PROFILE",
    flags: { profile: "staging" },
    env: { REPORTKIT_PROFILE: "prod" },
    config: BOTH,
    expected: euStaging("flag --profile"),
    secret: "secret-of-staging",
    writes: "staging",
  },
  {
    name: "REPORTKIT_PROFILE=staging with no such profile yet: an error, but login creates it",
    env: { REPORTKIT_PROFILE: "staging" },
    config: { profiles: { prod: PROD } },
    expected: /No profile 'staging' \(named by REPORTKIT_PROFILE\)/,
    writes: "staging",
  },
  {
    name: "--profile naming no profile is an error",
    flags: { profile: "ghost" },
    config: BOTH,
    expected: /No profile 'ghost' \(named by --profile\)/,
  },
  {
    name: "REPORTKIT_CLIENT_ID beats the profile's client id",
    env: { REPORTKIT_CLIENT_ID: "c-env" },
    config: BOTH,
    expected: { ...prod, clientId: "c-env <- env REPORTKIT_CLIENT_ID" },
    secret: "secret-of-prod",
  },
  {
    name: "--client-id beats REPORTKIT_CLIENT_ID",
    flags: { clientId: "c-flag" },
    env: { REPORTKIT_CLIENT_ID: "c-env" },
    config: BOTH,
    expected: { ...prod, clientId: "c-flag <- flag --client-id" },
    secret: "secret-of-prod",
  },
  {
    name: "the secret as a variable: REPORTKIT_CLIENT_SECRET beats the profile's file",
    env: { REPORTKIT_CLIENT_SECRET: "env-secret" },
    config: BOTH,
    expected: { ...prod, clientSecret: "<- env REPORTKIT_CLIENT_SECRET" },
    secret: "env-secret",
  },
  {
    name: "the secret as a file: REPORTKIT_CLIENT_SECRET_FILE beats the profile's file",
    env: { REPORTKIT_CLIENT_SECRET_FILE: "$DIR/env.secret" },
    config: BOTH,
    expected: { ...prod, clientSecret: "<- file $DIR/env.secret (REPORTKIT_CLIENT_SECRET_FILE)" },
    secret: "secret-of-env-file",
  },
  {
    name: "REPORTKIT_CLIENT_SECRET beats REPORTKIT_CLIENT_SECRET_FILE",
    env: { REPORTKIT_CLIENT_SECRET: "env-secret", REPORTKIT_CLIENT_SECRET_FILE: "$DIR/env.secret" },
    expected: { profile: "default <- default default", clientSecret: "<- env REPORTKIT_CLIENT_SECRET" },
    secret: "env-secret",
  },
  {
    name: "--client-secret-file beats REPORTKIT_CLIENT_SECRET (the flag wins)",
    flags: { clientSecretFile: "$DIR/flag.secret" },
    env: { REPORTKIT_CLIENT_SECRET: "env-secret" },
    config: BOTH,
    expected: { ...prod, clientSecret: "<- file $DIR/flag.secret (--client-secret-file)" },
    secret: "secret-of-flag",
  },
  {
    name: "--client-secret-stdin beats REPORTKIT_CLIENT_SECRET",
    flags: { clientSecretStdin: true },
    env: { REPORTKIT_CLIENT_SECRET: "env-secret" },
    expected: { profile: "default <- default default", clientSecret: "<- stdin --client-secret-stdin" },
    secret: STDIN_SECRET,
  },
  {
    name: "--client-secret-file beats --client-secret-stdin",
    flags: { clientSecretFile: "$DIR/flag.secret", clientSecretStdin: true },
    expected: {
      profile: "default <- default default",
      clientSecret: "<- file $DIR/flag.secret (--client-secret-file)",
    },
    secret: "secret-of-flag",
  },
  {
    name: "REPORTKIT_REGION beats the profile's addresses and region",
    env: { REPORTKIT_PROFILE: "staging", REPORTKIT_REGION: "us" },
    config: BOTH,
    expected: {
      ...euStaging("env REPORTKIT_PROFILE"),
      region: "us <- env REPORTKIT_REGION",
      "urls.auth": `${US} <- region region 'us' (REPORTKIT_REGION)`,
      "urls.platform": `${US} <- region region 'us' (REPORTKIT_REGION)`,
      "urls.prep": "https://h.app.wdesk.com/s/wdata/prep <- region region 'us' (REPORTKIT_REGION)",
      "urls.chains": "https://h.app.wdesk.com/s/wdata/oc/api <- region region 'us' (REPORTKIT_REGION)",
    },
    secret: "secret-of-staging",
  },
  {
    name: "an address variable beats its layer's region",
    env: { REPORTKIT_REGION: "eu", REPORTKIT_PLATFORM_URL: "https://platform.env.test" },
    expected: {
      profile: "default <- default default",
      region: "eu <- env REPORTKIT_REGION",
      "urls.auth": `${EU} <- region region 'eu' (REPORTKIT_REGION)`,
      "urls.platform": "https://platform.env.test <- env REPORTKIT_PLATFORM_URL",
      "urls.prep": "https://h.eu.wdesk.com/s/wdata/prep <- region region 'eu' (REPORTKIT_REGION)",
      "urls.chains": "https://h.eu.wdesk.com/s/wdata/oc/api <- region region 'eu' (REPORTKIT_REGION)",
    },
  },
  {
    name: "--region beats the address variables; --auth-url beats --region",
    flags: { region: "us", authUrl: "https://auth.flag.test" },
    env: { REPORTKIT_PLATFORM_URL: "https://platform.env.test" },
    expected: {
      profile: "default <- default default",
      region: "us <- flag --region",
      "urls.auth": "https://auth.flag.test <- flag --auth-url",
      "urls.platform": `${US} <- region region 'us' (--region)`,
      "urls.prep": "https://h.app.wdesk.com/s/wdata/prep <- region region 'us' (--region)",
      "urls.chains": "https://h.app.wdesk.com/s/wdata/oc/api <- region region 'us' (--region)",
    },
  },
  {
    name: "--preview-auth-url and --api-version beat their variables",
    flags: { previewAuthUrl: "https://preview.flag.test", apiVersion: "2026-03-03" },
    env: { REPORTKIT_PREVIEW_AUTH_URL: "https://preview.env.test", REPORTKIT_VERSION: "2026-02-02" },
    expected: {
      profile: "default <- default default",
      previewAuthUrl: "https://preview.flag.test <- flag --preview-auth-url",
      version: "2026-03-03 <- flag --api-version",
    },
  },
  {
    name: "REPORTKIT_PREVIEW_AUTH_URL beats the profile's",
    env: { REPORTKIT_PREVIEW_AUTH_URL: "https://preview.env.test" },
    flags: { profile: "staging" },
    config: BOTH,
    expected: {
      ...euStaging("flag --profile"),
      previewAuthUrl: "https://preview.env.test <- env REPORTKIT_PREVIEW_AUTH_URL",
    },
    secret: "secret-of-staging",
  },
  {
    name: "empty variables count as unset",
    env: { REPORTKIT_CLIENT_ID: "", REPORTKIT_PROFILE: " ", REPORTKIT_REGION: "" },
    config: BOTH,
    expected: prod,
    secret: "secret-of-prod",
  },
  {
    name: "a region that does not exist is an error naming where it came from",
    env: { REPORTKIT_REGION: "mars" },
    expected: /REPORTKIT_REGION: region must be one of us, eu, apac/,
  },
];

/** A row's folder: its profiles file and secret files written, `$DIR` replaced everywhere. */
export function prepareRow(row: SettingsRow) {
  const dir = mkdtempSync(join(tmpdir(), "reportkit-settings-"));
  const fill = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value ?? null).replaceAll("$DIR", dir)) ?? undefined;
  for (const [name, text] of Object.entries(SECRET_FILES)) {
    writeFileSync(join(dir, name), `${text}\n`);
    chmodSync(join(dir, name), 0o600);
  }
  const configDir = join(dir, "xdg", "reportkit");
  mkdirSync(configDir, { recursive: true });
  if (row.config) writeFileSync(join(configDir, "config.json"), JSON.stringify(fill(row.config)));
  const env: Record<string, string> = {
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, "xdg"),
    ...fill(row.env ?? {}),
  };
  const flags: SettingsFlags = fill(row.flags ?? {});
  const expected = row.expected instanceof RegExp ? row.expected : fill(row.expected);
  return { dir, configDir, env, flags, expected };
}

/** The settings as one line each: `value <- kind name` (the secret's value never shown). */
export function summary(view: Record<string, SettingView>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(view).map(([name, { value, source }]) => [
      name,
      `${value === undefined ? "" : `${value} `}<- ${source.kind} ${source.name}`,
    ]),
  );
}

/** The flags as a command line (`--profile staging --client-secret-stdin`). */
export function flagArgs(flags: SettingsFlags, names: Record<string, string>): string[] {
  return Object.entries(flags).flatMap(([key, value]) =>
    value === true ? [names[key]!] : typeof value === "string" ? [names[key]!, value] : [],
  );
}
