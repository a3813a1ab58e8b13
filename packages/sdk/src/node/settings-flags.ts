// The flags of the settings resolver, as the CLI and the MCP server spell them.

/** What a front end's flags say (each wins over its variable and the profile). */
export interface SettingsFlags {
  /** `--profile`: the profile to use. */
  profile?: string;
  /** `--client-id`. */
  clientId?: string;
  /** A file holding the client secret, readable by its owner only. */
  clientSecretFile?: string;
  /** The secret comes from standard input (the caller reads it: see `stdinSecret`). */
  clientSecretStdin?: boolean;
  /** `--region`: `us`, `eu` or `apac`, all four addresses. */
  region?: string;
  /** `--auth-url`: the token endpoint's address. */
  authUrl?: string;
  /** `--platform-url`. */
  platformUrl?: string;
  /** `--prep-url`. */
  prepUrl?: string;
  /** `--chains-url`. */
  chainsUrl?: string;
  /** The token endpoint of the processes preview, when it is not the auth address. */
  previewAuthUrl?: string;
  /** The `X-Version` of every request. */
  apiVersion?: string;
}

/** The flag of each setting, as sources and messages name it. */
export const SETTINGS_FLAGS: Readonly<Record<keyof SettingsFlags, string>> = {
  profile: "--profile",
  clientId: "--client-id",
  clientSecretFile: "--client-secret-file",
  clientSecretStdin: "--client-secret-stdin",
  region: "--region",
  authUrl: "--auth-url",
  platformUrl: "--platform-url",
  prepUrl: "--prep-url",
  chainsUrl: "--chains-url",
  previewAuthUrl: "--preview-auth-url",
  apiVersion: "--api-version",
};
