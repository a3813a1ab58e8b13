// Where a setting came from: declared, so a front end can show it (`reportkit whoami --dry-run`) and a
// refused secret can name it (a file, standard input, a profile, a variable).

/**
 * Who gave a setting, from the strongest to the weakest: a flag, an environment variable, a file the
 * secret was read from (named by a flag, a variable or a profile), standard input, the profile, a
 * region's addresses, or the built-in default.
 */
export type SettingSourceKind = "flag" | "env" | "file" | "stdin" | "profile" | "region" | "default";

/** Where one setting came from; never the value of a secret. */
export interface SettingSource {
  /** Who gave it (see {@link SettingSourceKind}). */
  kind: SettingSourceKind;
  /**
   * As a user would look for it: `--client-id`, `REPORTKIT_CLIENT_ID`, `profile 'staging'`,
   * `region 'eu' (REPORTKIT_REGION)`, `/run/secret (--client-secret-file)`, `--client-secret-stdin`,
   * `defaultProfile of /home/me/.config/reportkit/config.json`, `default`.
   */
  name: string;
  /** The file read, for `kind: "file"`. */
  path?: string;
}

/** A setting's value and where it came from. */
export interface Sourced<T> {
  /** The setting. */
  value: T;
  /** Where it came from. */
  source: SettingSource;
}

/**
 * How an error names where `what` came from: "REPORTKIT_CLIENT_ID from the environment", "the client
 * secret from the file /run/secret (--client-secret-file)", "the client id of profile 'staging'".
 */
export function describeSource(what: string, source: SettingSource): string {
  switch (source.kind) {
    case "env":
      return `${source.name} from the environment`;
    case "file":
      return `the ${what} from the file ${source.name}`;
    case "stdin":
      return `the ${what} from standard input (${source.name})`;
    case "profile":
      return `the ${what} of ${source.name}`;
    case "flag":
      return `the ${what} from ${source.name}`;
    default:
      return `the ${what} from ${source.name}`;
  }
}
