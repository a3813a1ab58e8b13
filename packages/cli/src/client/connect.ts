import type { Reportkit, TokenCache } from "@reportkit/sdk";
import type { SettingsOptions } from "@reportkit/sdk/node";
import { type CredentialFlags, resolveRunSettings, type Settings, withSecret } from "../config/settings.js";
import { cacheDir, fileTokenCache, tokenCacheFile } from "../config/token-cache.js";
import type { Context } from "../io.js";
import { cliUserAgent, withUserAgent } from "./user-agent.js";

/** The SDK instances of one run: the stable version, and the preview's when a command needs it. */
export interface Connection {
  /** The options the settings gave the SDK (addresses, version, client id; the secret too). */
  settings: SettingsOptions;
  rk: Reportkit<true>;
  /** An instance pinned to another X-Version (the processes preview), with its own token endpoint. */
  versioned(version: string): Reportkit<true>;
}

export interface ConnectOptions extends CredentialFlags {
  /** Extra headers on every request (`-H`). */
  headers?: Record<string, string>;
  /** SDK log lines to stderr (the SDK redacts secrets and tokens). */
  debug?: boolean;
  /** Sees a copy of each 202 answer (a transfer learns its operation's id as soon as it starts). */
  onAccepted?: (response: Response) => void;
}

/**
 * What every SDK instance of the CLI is given: the fetch (the run's, else the global one) sending
 * `User-Agent: reportkit-cli/<version>`, the profile's token cache in the user's cache folder (a token
 * lives across commands until it is about to expire), and the run's clock.
 */
export function sdkRuntime(
  ctx: Context,
  settings: Settings,
  wrapCache: (cache: TokenCache) => TokenCache = (cache) => cache,
  onAccepted?: (response: Response) => void,
) {
  const { env, fetch, clock } = ctx.io;
  const network: typeof globalThis.fetch = fetch ?? ((input, init) => globalThis.fetch(input, init));
  const observed: typeof globalThis.fetch = onAccepted
    ? async (input, init) => {
        const response = await network(input, init);
        if (response.status === 202) onAccepted(response.clone());
        return response;
      }
    : network;
  return {
    fetch: withUserAgent(observed, cliUserAgent(ctx.version)),
    tokenCache: wrapCache(
      fileTokenCache(
        tokenCacheFile(cacheDir(env), settings.profile.value),
        settings.options.clientSecret,
        () => (clock ?? Date).now(),
      ),
    ),
    ...(clock ? { clock } : {}),
  };
}

/** Resolves the settings and secret, then builds the SDK (loaded only now: `--help` never pays for it). */
export async function connect(ctx: Context, options: ConnectOptions): Promise<Connection> {
  const { env, stderr } = ctx.io;
  const settings = await withSecret(resolveRunSettings(options, {}, env), () => ctx.io.stdin());
  const { createReportkit } = await import("@reportkit/sdk");
  const logger = options.debug
    ? (level: string, message: string, fields?: object) => {
        stderr.write(`reportkit: ${level} ${message}${fields ? ` ${JSON.stringify(fields)}` : ""}\n`);
      }
    : undefined;
  const build = (version: string | undefined, auth: string | undefined) =>
    createReportkit({
      // The resolved settings (`env: false`: the environment is read already), with where the client
      // id and secret came from, for a refused token request to name.
      ...settings.options,
      urls: { ...settings.options.urls, ...(auth ? { auth } : {}) },
      version,
      headers: options.headers,
      logger,
      logLevel: options.debug ? "debug" : "off", // every line with --debug, none otherwise (as before log levels)
      throwOnError: true,
      ...sdkRuntime(ctx, settings, undefined, options.onAccepted),
    });
  const rk = build(settings.options.version, undefined);
  const others = new Map<string, Reportkit<true>>();
  return {
    settings: settings.options,
    rk,
    versioned(version) {
      let other = others.get(version);
      if (!other) {
        other = build(version, settings.previewAuthUrl?.value);
        others.set(version, other);
      }
      return other;
    },
  };
}
