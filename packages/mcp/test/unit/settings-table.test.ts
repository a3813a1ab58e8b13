import { describeSettings, SETTINGS_FLAGS } from "@reportkit/sdk/node";
import { describe, expect, it } from "vitest";
import { flagArgs, prepareRow, SETTINGS_ROWS, summary } from "../../../sdk/test/node/settings-table.js";
import { parseFlags } from "../../src/args.js";
import { buildRuntime, run } from "../../src/run.js";

// The SDK's settings table, through the server's startup: its flags parsed, its settings resolved as
// `reportkit-mcp` starts. Rows with --client-secret-stdin are the CLI's only (stdin is the protocol's).
describe("reportkit-mcp's startup gives the settings table's settings and sources", () => {
  for (const row of SETTINGS_ROWS.filter((row) => !row.flags?.clientSecretStdin)) {
    it(row.name, async () => {
      const { env, flags, expected } = prepareRow(row);
      const argv = flagArgs(flags, SETTINGS_FLAGS);
      if (expected instanceof RegExp) {
        const lines: string[] = [];
        const code = await run(argv, { env, stderr: (line) => lines.push(line), stdout: () => {} });
        expect(code).toBe(2);
        expect(lines.join("\n")).toMatch(expected);
        return;
      }
      const { settings } = await buildRuntime(parseFlags(argv), env);
      expect(summary(describeSettings(settings))).toEqual(expected);
      expect(settings.options.clientSecret).toBe(row.secret);
    });
  }
});
