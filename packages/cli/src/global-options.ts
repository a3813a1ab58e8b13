import { type Command, Option } from "commander";
import { completesTo } from "./completion/values.js";
import { UsageError } from "./errors.js";
import { FORMATS } from "./output/format.js";

/** The options every command takes (given before or after the command's name). */
export interface GlobalOptions {
  profile?: string;
  clientSecretFile?: string;
  clientSecretStdin?: boolean;
  format?: string;
  jsonl?: boolean;
  fields?: string;
  jq?: string;
  template?: string;
  output?: string;
  dryRun?: boolean;
  yes?: boolean;
  debug?: boolean;
}

export function addGlobalOptions(program: Command): Command {
  return program
    .option("--profile <name>", "the profile to use (default: REPORTKIT_PROFILE, else the default profile)")
    .option("--client-secret-file <path>", "read the client secret from a file only its owner can read")
    .option("--client-secret-stdin", "read the client secret from standard input")
    .addOption(
      completesTo(
        new Option(
          "--format <format>",
          `output format: ${FORMATS.join(", ")} (default: a table for lists on a terminal, else json)`,
        ),
        FORMATS,
      ),
    )
    .option("--jsonl", "one JSON document per line (items of lists, streamed with --paginate)")
    .option(
      "--fields <list>",
      "only these fields of each item (or of the object), comma-separated (dotted paths: owner.email)",
    )
    .option("--jq <expr>", "filter the answer with a jq expression (as gh api --jq)")
    .option("--template <text>", "print each item as a template: '{{.id}}\\t{{.email}}'")
    .option("-o, --output <file>", "write the result to a file (complete or not at all)")
    .option("--dry-run", "print the request instead of sending it (the token redacted)")
    .option("-y, --yes", "go ahead without asking (deletes and other changes that cannot be undone, logout)")
    .option("--debug", "log each request to stderr (secrets redacted)");
}

/** The global options that take a value (so the word after them is not a command). */
export const VALUE_OPTIONS = new Set([
  "--profile",
  "--client-secret-file",
  "--format",
  "--fields",
  "--jq",
  "--template",
  "-o",
  "--output",
]);

/**
 * The global options as parsed, checked: commander checks `--format`'s choices only where the option is
 * declared, not when it follows a subcommand's name.
 */
export function checkedGlobals(options: GlobalOptions): GlobalOptions {
  if (options.format !== undefined && !(FORMATS as readonly string[]).includes(options.format)) {
    throw new UsageError(
      `option '--format <format>' argument '${options.format}' is invalid. Allowed choices are ${FORMATS.join(", ")}.`,
    );
  }
  return options;
}
