import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SETTINGS_FLAGS } from "@reportkit/sdk/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  flagArgs,
  prepareRow,
  SETTINGS_ROWS,
  type SettingsRow,
  summary,
} from "../../sdk/test/node/settings-table.js";
import { run } from "../src/run.js";

// The SDK's settings table, through the CLI's real entry (run in this process, no child): `whoami
// --dry-run` prints each setting and its source; `login` and `logout` act on the profile the row
// chooses. Rows with flags the CLI does not have (--client-id, --region...) are the MCP server's only.
const CLI_FLAGS = new Set(["profile", "clientSecretFile", "clientSecretStdin"]);
const forCli = (row: SettingsRow) => Object.keys(row.flags ?? {}).every((flag) => CLI_FLAGS.has(flag));

/** Runs `reportkit <argv>` here with exactly `env` as its environment; what it printed, and its code. */
async function reportkit(argv: string[], env: Record<string, string>) {
  for (const name of Object.keys(process.env)) if (name.startsWith("REPORTKIT_")) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  let stdout = "";
  let stderr = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await run(argv, "0.0.0-test");
    return { code, stdout, stderr };
  } finally {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  }
}

afterEach(() => vi.unstubAllEnvs());

describe("reportkit whoami --dry-run gives the settings table's settings and sources", () => {
  for (const row of SETTINGS_ROWS.filter(forCli)) {
    it(row.name, async () => {
      const { env, flags, expected } = prepareRow(row);
      const { code, stdout, stderr } = await reportkit(
        ["whoami", "--dry-run", ...flagArgs(flags, SETTINGS_FLAGS)],
        env,
      );
      if (expected instanceof RegExp) {
        expect(code).toBe(3);
        expect(stderr).toMatch(expected);
      } else {
        expect(stderr).toBe("");
        expect(code).toBe(0);
        expect(summary(JSON.parse(stdout))).toEqual(expected);
      }
    });
  }
});

describe("login and logout act on the profile every command uses", () => {
  for (const row of SETTINGS_ROWS.filter((row) => row.writes && forCli(row))) {
    it(`${row.name}: login writes '${row.writes}', logout removes it`, async () => {
      const { env, flags, configDir } = prepareRow(row);
      const global = flagArgs({ profile: flags.profile }, SETTINGS_FLAGS);
      const login = await reportkit([...global, "login", "--client-id", "c-new", "--region", "apac"], env);
      expect(login.stderr).toContain(`Saved profile '${row.writes}'`);
      expect(login.code).toBe(0);
      const config = () => JSON.parse(readFileSync(join(configDir, "config.json"), "utf8"));
      expect(config().profiles[row.writes!]).toEqual({ clientId: "c-new", region: "apac" });
      const logout = await reportkit([...global, "logout", "--yes"], env);
      expect(logout.code).toBe(0);
      expect(config().profiles[row.writes!]).toBeUndefined();
    });
  }
});
