import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import type { CachedToken, TokenCache } from "@reportkit/sdk";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The user's cache folder for reportkit: `$XDG_CACHE_HOME/reportkit`, else the OS's (`~/.cache` on
 * Linux, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows).
 */
export function cacheDir(env: Env, platform: string = process.platform): string {
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, "reportkit");
  if (platform === "win32" && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, "reportkit", "cache");
  if (platform === "darwin") return join(homedir(), "Library", "Caches", "reportkit");
  return join(homedir(), ".cache", "reportkit");
}

/** The file of a profile's tokens (one per profile, so `logout` removes exactly its own). */
export const tokenCacheFile = (dir: string, profile: string) =>
  join(dir, "tokens", `${encodeURIComponent(profile)}.json`);

type Tokens = Record<string, CachedToken>;

function readTokens(file: string): Tokens {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Tokens) : {};
  } catch {
    return {}; // none yet, or unreadable: the SDK asks for a token, as without a cache
  }
}

/** Writes the whole file at once (a temporary file renamed over it), owner-only, in an owner-only folder. */
function writeTokens(file: string, tokens: Tokens): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(dirname(file), 0o700);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(tokens)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * The SDK's token-cache interface over one owner-only file per profile: a token is reused by the next
 * command until the SDK finds it about to expire. The SDK's key (token URL, client id, scope, version)
 * gets a short digest of the secret, so a changed or wrong secret is never answered by another's
 * token. A cache that cannot be written costs a token request, never the command.
 */
export function fileTokenCache(
  file: string,
  secret: string | undefined,
  now: () => number = Date.now,
): TokenCache {
  const digest = createHash("sha256")
    .update(secret ?? "")
    .digest("hex")
    .slice(0, 16);
  const keyOf = (key: string) => `${key}|${digest}`;
  const update = (change: (tokens: Tokens) => void) => {
    try {
      const tokens = readTokens(file);
      change(tokens);
      if (Object.keys(tokens).length === 0) rmSync(file, { force: true });
      else writeTokens(file, tokens);
    } catch {
      // a read-only or full disk: the next command asks for a token again
    }
  };
  return {
    get: (key) => readTokens(file)[keyOf(key)],
    set: (key, token) =>
      update((tokens) => {
        for (const [other, { expiresAt }] of Object.entries(tokens))
          if (expiresAt <= now()) delete tokens[other]; // no expired token lingers on disk
        tokens[keyOf(key)] = token;
      }),
    delete: (key) =>
      update((tokens) => {
        delete tokens[keyOf(key)];
      }),
  };
}

/** Forgets every token of a profile (`logout`). */
export function clearTokenCache(env: Env, profile: string): void {
  rmSync(tokenCacheFile(cacheDir(env), profile), { force: true });
}
