import { Command } from "commander";
import { API_COMMANDS, type ApiCommandName, isApiCommand } from "./apis.js";
import { apiCommand } from "./commands/api.js";
import { apiGroupCommand, apiStubCommand } from "./commands/api-group.js";
import { authCommand } from "./commands/auth.js";
import { completionCommand } from "./commands/completion.js";
import { filesCommand } from "./commands/files.js";
import { loginCommand, logoutCommand, profilesCommand } from "./commands/login.js";
import { operationsCommand } from "./commands/operations.js";
import { sandboxCommand } from "./commands/sandbox.js";
import { whoamiCommand } from "./commands/whoami.js";
import { confirm } from "./confirm.js";
import { addGlobalOptions, checkedGlobals, type GlobalOptions, VALUE_OPTIONS } from "./global-options.js";
import type { Context } from "./io.js";

const EXIT_CODES_HELP = `
Exit codes: 0 ok, 1 other error, 2 usage (nothing sent), 3 authentication or permission,
4 not found, 5 rate limited, 6 server error, 7 network or timeout, 130 interrupted (Ctrl-C).

Settings: a flag first (--client-secret-file, --client-secret-stdin), then REPORTKIT_* variables
(REPORTKIT_CLIENT_ID, REPORTKIT_CLIENT_SECRET, REPORTKIT_REGION or REPORTKIT_*_URL), then the profile
(--profile, else REPORTKIT_PROFILE, else the default one; reportkit login saves one), then the region's
addresses. reportkit auth status shows each setting and where it came from.`;

/**
 * The command tree. `apis` says which API groups get their generated commands (the others are
 * placeholders that only show in help), so a command loads the catalogue only when it needs it.
 */
export async function buildProgram(
  version: string,
  apis: readonly ApiCommandName[],
  ctx: Context,
  resource?: string,
): Promise<Command> {
  const program = addGlobalOptions(new Command("reportkit"))
    .description(
      "reportkit on the command line: any endpoint of the reporting platform's four APIs, a command per operation, file transfers",
    )
    .version(version, "-V, --version", "print the version")
    .showSuggestionAfterError(true)
    .addHelpText("after", EXIT_CODES_HELP);
  const globals = () => checkedGlobals(program.opts<GlobalOptions>());
  program.addCommand(apiCommand(globals, ctx));
  const operations = apis.length > 0 ? (await import("@reportkit/catalog")).OPERATIONS : [];
  for (const api of Object.keys(API_COMMANDS) as ApiCommandName[]) {
    program.addCommand(
      apis.includes(api) ? apiGroupCommand(api, operations, globals, ctx, resource) : apiStubCommand(api),
    );
  }
  program
    .addCommand(filesCommand(globals, ctx))
    .addCommand(operationsCommand(globals, ctx))
    .addCommand(loginCommand(globals, ctx))
    .addCommand(
      logoutCommand(globals, ctx).hook("preAction", () =>
        confirm(ctx, "Log out: remove the profile and the secret saved for it?", globals().yes),
      ),
    )
    .addCommand(profilesCommand(ctx))
    .addCommand(whoamiCommand(globals, ctx))
    .addCommand(authCommand(globals, ctx))
    .addCommand(
      completionCommand(() => buildProgram(version, Object.keys(API_COMMANDS) as ApiCommandName[], ctx), ctx),
    )
    .addCommand(sandboxCommand(ctx));
  return program;
}

/** The words of a command line that are not options nor their values: `chains users list`. */
function wordsOf(argv: readonly string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (VALUE_OPTIONS.has(arg)) i++;
    else if (!arg.startsWith("-")) words.push(arg);
  }
  return words;
}

/** The API groups a command line needs built: the one it names, if any. */
export function apisNamedIn(argv: readonly string[]): ApiCommandName[] {
  const [first] = wordsOf(argv);
  return first !== undefined && isApiCommand(first) ? [first] : [];
}

/** The resource of an API a command line names (`users` in `chains users list`), if any. */
export const resourceNamedIn = (argv: readonly string[]): string | undefined =>
  apisNamedIn(argv).length > 0 ? wordsOf(argv)[1] : undefined;
