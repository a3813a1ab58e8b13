import type { Reportkit } from "@reportkit/sdk";
import {
  type CredentialFlags,
  requireCredentials,
  resolveSecret,
  resolveSettings,
  type Settings,
} from "../config/settings.js";
import type { Context } from "../io.js";
import { credentialOptions } from "./credentials.js";

/** The SDK instances of one run: the stable version, and the preview's when a command needs it. */
export interface Connection {
  settings: Settings;
  rk: Reportkit<true>;
  /** An instance pinned to another X-Version (the processes preview), with its own token endpoint. */
  versioned(version: string): Reportkit<true>;
}

export interface ConnectOptions extends CredentialFlags {
  /** Extra headers on every request (`-H`). */
  headers?: Record<string, string>;
  /** SDK log lines to stderr (the SDK redacts secrets and tokens). */
  debug?: boolean;
}

/** Resolves the settings and secret, then builds the SDK (loaded only now: `--help` never pays for it). */
export async function connect(ctx: Context, options: ConnectOptions): Promise<Connection> {
  const { env, stderr, fetch, clock } = ctx.io;
  const settings = await resolveSettings(options, env);
  const secret = await resolveSecret(options, env, () => ctx.io.stdin());
  requireCredentials(settings, secret);
  const { createReportkit } = await import("@reportkit/sdk");
  const logger = options.debug
    ? (level: string, message: string, fields?: object) => {
        stderr.write(`reportkit: ${level} ${message}${fields ? ` ${JSON.stringify(fields)}` : ""}\n`);
      }
    : undefined;
  const build = (version: string | undefined, auth: string | undefined) =>
    createReportkit({
      // `env` holds the REPORTKIT_* credentials only: the rest of the environment is resolved already.
      ...credentialOptions(settings, secret),
      urls: { ...settings.urls, ...(auth ? { auth } : {}) },
      version,
      headers: options.headers,
      logger,
      logLevel: options.debug ? "debug" : "off", // every line with --debug, none otherwise (as before log levels)
      throwOnError: true,
      ...(fetch ? { fetch } : {}),
      ...(clock ? { clock } : {}),
    });
  const rk = build(settings.version, undefined);
  const others = new Map<string, Reportkit<true>>();
  return {
    settings,
    rk,
    versioned(version) {
      let other = others.get(version);
      if (!other) {
        other = build(version, settings.previewAuthUrl);
        others.set(version, other);
      }
      return other;
    },
  };
}
