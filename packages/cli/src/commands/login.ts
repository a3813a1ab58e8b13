import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { readProfiles } from "@reportkit/sdk/node";
import { Command } from "commander";
import { configDir, configFile, secretFile } from "../config/paths.js";
import { type Profile, writeConfig } from "../config/profiles.js";
import { readSecretFile, readSecretFromStdin } from "../config/secret.js";
import { onTerminal, promptSecret } from "../config/secret-prompt.js";
import { resolveRunSettings } from "../config/settings.js";
import { clearTokenCache } from "../config/token-cache.js";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { writeErr } from "../output/sink.js";

interface LoginOptions {
  clientId?: string;
  region?: string;
  authUrl?: string;
  platformUrl?: string;
  prepUrl?: string;
  chainsUrl?: string;
  previewAuthUrl?: string;
  withSecret?: boolean;
  default?: boolean;
}

/** Keeps a secret read from stdin in an owner-only file of the config folder; returns its path. */
function storeSecret(dir: string, profile: string, secret: string): string {
  const path = secretFile(dir, profile);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}

/**
 * `reportkit login`: writes a profile (client id, region or addresses, where the secret is) to the
 * config folder: the profile every command uses (`--profile`, else `REPORTKIT_PROFILE`, else the
 * file's default, else "default"). The secret is never an argument: `--client-secret-file` names an
 * owner-only file, and `--with-secret` reads it from stdin into such a file. Nothing is printed but the
 * profile's name.
 */
export function loginCommand(globals: () => GlobalOptions, ctx: Context): Command {
  return new Command("login")
    .description(
      "Save a profile: client id, region or addresses, and where its secret is (never the secret in the profile)",
    )
    .requiredOption("--client-id <id>", "the OAuth client's id")
    .option("--region <region>", "us, eu or apac: fills all four addresses")
    .option("--auth-url <url>", "the token endpoint's address")
    .option("--platform-url <url>", "the platform API's address")
    .option("--prep-url <url>", "the data-preparation API's address")
    .option("--chains-url <url>", "the chains and security API's address")
    .option("--preview-auth-url <url>", "the processes preview's token endpoint")
    .option(
      "--with-secret",
      "ask for the client secret (hidden) on a terminal, else read it from stdin; kept in an owner-only file",
    )
    .option("--default", "make this the default profile")
    .action(async (options: LoginOptions) => {
      const g = globals();
      // The profiles file is read once, by the resolver every command uses; the profile may be new.
      const settings = resolveRunSettings(g, { newProfile: true }, ctx.io.env);
      const dir = settings.configDir;
      const name = settings.profile.value;
      if (options.region && !["us", "eu", "apac"].includes(options.region)) {
        throw new UsageError(`--region ${options.region}: use us, eu or apac.`);
      }
      const urls = Object.fromEntries(
        (["auth", "platform", "prep", "chains"] as const).flatMap((api) => {
          const url = options[`${api}Url`];
          return url ? [[api, url]] : [];
        }),
      );
      if (!options.region && !urls.auth)
        throw new UsageError("login needs --region, or at least --auth-url.");
      const profile: Profile = {
        clientId: options.clientId,
        ...(options.region ? { region: options.region } : {}),
        ...(Object.keys(urls).length ? { urls } : {}),
        ...(options.previewAuthUrl ? { previewAuthUrl: options.previewAuthUrl } : {}),
      };
      if (options.withSecret) {
        const secret = onTerminal(ctx)
          ? await promptSecret(ctx, `Client secret for '${options.clientId}' (hidden, Enter ends it): `)
          : await readSecretFromStdin(ctx.io.stdin());
        profile.clientSecretFile = storeSecret(dir, name, secret);
      } else if (g.clientSecretFile) {
        readSecretFile(g.clientSecretFile); // refuses a file others can read
        profile.clientSecretFile = g.clientSecretFile;
      }
      const config = structuredClone(settings.config);
      config.profiles[name] = profile;
      if (options.default || !config.defaultProfile) config.defaultProfile = name;
      writeConfig(dir, config);
      writeErr(
        ctx,
        `Saved profile '${name}' in ${configFile(dir)}${profile.clientSecretFile ? "" : " (no secret: set REPORTKIT_CLIENT_SECRET, or log in again with --with-secret or --client-secret-file)"}.\n`,
      );
    });
}

/**
 * `reportkit logout`: removes the profile in use (`--profile`, else `REPORTKIT_PROFILE`, else the file's
 * default) and the secret file login made for it.
 */
export function logoutCommand(globals: () => GlobalOptions, ctx: Context): Command {
  return new Command("logout")
    .description("Remove a profile and the secret file login kept for it")
    .action(() => {
      const settings = resolveRunSettings(globals(), { newProfile: true }, ctx.io.env);
      const dir = settings.configDir;
      const config = structuredClone(settings.config);
      const name = settings.profile.value;
      if (!config.profiles[name]) throw new UsageError(`No profile '${name}'.`);
      delete config.profiles[name];
      if (config.defaultProfile === name) delete config.defaultProfile;
      writeConfig(dir, config);
      rmSync(secretFile(dir, name), { force: true });
      clearTokenCache(ctx.io.env, name);
      writeErr(ctx, `Removed profile '${name}'.\n`);
    });
}

/** `reportkit profiles`: the profiles and which is the default (no secret is ever read). */
export function profilesCommand(ctx: Context): Command {
  return new Command("profiles").description("List the saved profiles").action(() => {
    const config = readProfiles(configDir(ctx.io.env));
    const rows = Object.entries(config.profiles).map(([name, p]) => ({
      name,
      default: name === config.defaultProfile,
      clientId: p.clientId,
      where: p.region ?? p.urls?.auth ?? "",
      secret: p.clientSecretFile ? "file" : "environment",
    }));
    const { stdout } = ctx.io;
    stdout.write(`${JSON.stringify(rows, null, stdout.isTTY ? 2 : undefined)}\n`);
  });
}
