import type { CachedToken, TokenCache } from "@reportkit/sdk";
import { describeSettings } from "@reportkit/sdk/node";
import { Command } from "commander";
import { sdkRuntime } from "../client/connect.js";
import { resolveRunSettings, withSecret } from "../config/settings.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { chooseFormat } from "../output/format.js";
import { printValue } from "../output/print.js";
import { hideSecret, openSink } from "../output/sink.js";

/**
 * `reportkit whoami`: gets a token and shows who it is for, its scopes and expiry (never the token).
 * With `--dry-run`: each setting and where it came from (a flag, a variable, the profile, a region),
 * without reading the secret or asking for a token.
 */
export function whoamiCommand(globals: () => GlobalOptions, ctx: Context): Command {
  return new Command("whoami")
    .description(
      "Show the profile, client id, and the token's scopes and expiry (--dry-run: the settings and their sources)",
    )
    .action(async () => {
      const g = globals();
      const { env } = ctx.io;
      const resolved = resolveRunSettings(g, {}, env);
      const sink = openSink(ctx, undefined);
      if (g.dryRun) {
        printValue(describeSettings(resolved), sink, { format: chooseFormat(g, sink.tty, false) });
        return;
      }
      const settings = await withSecret(resolved, () => ctx.io.stdin());
      const { options } = settings;
      if (options.clientSecret) hideSecret(ctx, options.clientSecret);
      const { createReportkit } = await import("@reportkit/sdk");
      // The provider hands out the bearer text only; its cache sees the whole token (scopes, expiry).
      let token: CachedToken | undefined;
      const seen = (cache: TokenCache): TokenCache => ({
        get: async (key) => {
          token = await cache.get(key);
          return token;
        },
        set: (key, value) => {
          token = value;
          return cache.set(key, value);
        },
        delete: (key) => {
          token = undefined;
          return cache.delete(key);
        },
      });
      // An instance for its token provider: a refused secret is then named by where it came from.
      const { tokens } = createReportkit({
        ...options,
        urls: { auth: options.urls.auth },
        ...sdkRuntime(ctx, settings, seen),
      });
      hideSecret(ctx, await tokens.getToken());
      if (!token) throw new Error("The token endpoint answered, but no token was kept.");
      printValue(
        {
          profile: settings.profile.value,
          clientId: options.clientId,
          tokenEndpoint: options.urls.auth,
          scopes: token.scope?.split(/\s+/).filter(Boolean) ?? [],
          expiresAt: new Date(token.expiresAt).toISOString(),
          expiresInSeconds: Math.max(0, Math.round((token.expiresAt - (ctx.io.clock ?? Date).now()) / 1000)),
        },
        sink,
        { format: chooseFormat(g, sink.tty, false) },
      );
    });
}
