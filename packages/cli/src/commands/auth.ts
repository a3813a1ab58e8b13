import { readFileSync } from "node:fs";
import type { CachedToken } from "@reportkit/sdk";
import { describeSettings, missingCredentials, type SettingView } from "@reportkit/sdk/node";
import { Command } from "commander";
import { resolveRunSettings } from "../config/settings.js";
import { cacheDir, tokenCacheFile } from "../config/token-cache.js";
import { EXIT } from "../exit-codes.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { printResult } from "../output/result.js";
import { openSink } from "../output/sink.js";

/** One line of `auth status`: a setting, its value (never a secret's) and where it came from. */
interface StatusRow {
  setting: string;
  value: string;
  source: string;
}

const sourceText = ({ source }: SettingView) =>
  source.kind === "flag" || source.kind === "env" || source.kind === "default"
    ? source.name
    : `${source.name} (${source.kind})`;

/** The profile's cached tokens as a line: none, or when the newest expires (never the token). */
function tokenRow(file: string, now: number): StatusRow {
  let tokens: CachedToken[] = [];
  try {
    tokens = Object.values(JSON.parse(readFileSync(file, "utf8")) as Record<string, CachedToken>);
  } catch {
    // no cache yet
  }
  const live = tokens.filter((t) => t.expiresAt > now).sort((a, b) => b.expiresAt - a.expiresAt);
  const value = live[0]
    ? `cached, expires ${new Date(live[0].expiresAt).toISOString()}`
    : "none cached (the next command asks for one)";
  return { setting: "token", value, source: file };
}

/**
 * `reportkit auth status`: every setting with the source it came from (a flag, a `REPORTKIT_*`
 * variable, the profile, a region), as the SDK's resolver found them (what `whoami --dry-run` shows),
 * what is missing, and whether a token is cached. Reads no secret and sends nothing; exits 3 when a
 * credential is missing.
 */
export function authCommand(globals: () => GlobalOptions, ctx: Context): Command {
  const status = new Command("status")
    .description("Show each setting and where it came from, what is missing, and the cached token")
    .action(async () => {
      const g = globals();
      const settings = resolveRunSettings(g, {}, ctx.io.env);
      const rows: StatusRow[] = Object.entries(describeSettings(settings)).map(([setting, view]) => ({
        setting,
        value: view.value ?? (setting === "clientSecret" ? "(hidden)" : ""),
        source: sourceText(view),
      }));
      const missing = missingCredentials(settings, ["clientSecretFile", "clientSecretStdin"]);
      for (const what of missing) rows.push({ setting: "missing", value: what, source: "" });
      const file = tokenCacheFile(cacheDir(ctx.io.env), settings.profile.value);
      rows.push(tokenRow(file, (ctx.io.clock ?? Date).now()));
      const sink = openSink(ctx, g.output);
      await printResult(rows, sink, g);
      sink.commit();
      if (missing.length > 0) ctx.exitCode = EXIT.auth;
    });
  return new Command("auth")
    .description("Authentication: where each setting comes from (auth status)")
    .addCommand(status);
}
