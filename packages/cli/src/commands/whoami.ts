import type { CachedToken, TokenCache } from "@reportkit/sdk";
import { Command } from "commander";
import { credentialOptions } from "../client/credentials.js";
import { requireCredentials, resolveSecret, resolveSettings } from "../config/settings.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { chooseFormat } from "../output/format.js";
import { printValue } from "../output/print.js";
import { hideSecret, openSink } from "../output/sink.js";

/** `reportkit whoami`: gets a token and shows who it is for, its scopes and expiry (never the token). */
export function whoamiCommand(globals: () => GlobalOptions, ctx: Context): Command {
  return new Command("whoami")
    .description("Show the profile, client id, and the token's scopes and expiry")
    .action(async () => {
      const g = globals();
      const { env, fetch } = ctx.io;
      const settings = await resolveSettings(g, env);
      const secret = await resolveSecret(g, env, () => ctx.io.stdin());
      requireCredentials(settings, secret);
      hideSecret(ctx, secret.value);
      const { createReportkit } = await import("@reportkit/sdk");
      // The provider hands out the bearer text only; its cache sees the whole token (scopes, expiry).
      let token: CachedToken | undefined;
      const cache: TokenCache = {
        get: () => token,
        set: (_key, value) => {
          token = value;
        },
        delete: () => {
          token = undefined;
        },
      };
      // An instance for its token provider: a refused secret is then named by where it came from.
      const { tokens } = createReportkit({
        ...credentialOptions(settings, secret),
        urls: { auth: settings.urls.auth },
        tokenCache: cache,
        ...(fetch ? { fetch } : {}),
      });
      hideSecret(ctx, await tokens.getToken());
      if (!token) throw new Error("The token endpoint answered, but no token was kept.");
      const sink = openSink(ctx, undefined);
      printValue(
        {
          profile: settings.profile,
          clientId: settings.clientId,
          tokenEndpoint: settings.urls.auth,
          scopes: token.scope?.split(/\s+/).filter(Boolean) ?? [],
          expiresAt: new Date(token.expiresAt).toISOString(),
          expiresInSeconds: Math.max(0, Math.round((token.expiresAt - Date.now()) / 1000)),
        },
        sink,
        { format: chooseFormat(g, sink.tty, false) },
      );
    });
}
