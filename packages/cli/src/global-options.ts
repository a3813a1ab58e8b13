import { type Command, Option } from "commander";
import { FORMATS } from "./output/format.js";

/** The options every command takes (given before or after the command's name). */
export interface GlobalOptions {
  profile?: string;
  clientSecretFile?: string;
  clientSecretStdin?: boolean;
  format?: string;
  jsonl?: boolean;
  fields?: string;
  output?: string;
  dryRun?: boolean;
  debug?: boolean;
}

export function addGlobalOptions(program: Command): Command {
  return program
    .option("--profile <name>", "the profile to use (default: REPORTKIT_PROFILE, else the default profile)")
    .option("--client-secret-file <path>", "read the client secret from a file only its owner can read")
    .option("--client-secret-stdin", "read the client secret from standard input")
    .option(
      "--format <format>",
      `output format: ${FORMATS.join(", ")} (default: a table for lists on a terminal, else json)`,
    )
    .option("--jsonl", "one JSON document per line (items of lists, streamed with --paginate)")
    .option("--fields <list>", "only these fields, comma-separated (dotted paths: owner.email)")
    .option("-o, --output <file>", "write the result to a file (complete or not at all)")
    .option("--dry-run", "print the request instead of sending it (the token redacted)")
    .option("--debug", "log each request to stderr (secrets redacted)");
}
