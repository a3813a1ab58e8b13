import { readProfiles } from "@reportkit/sdk/node";
import { Argument, Command } from "commander";
import { completionScript, SHELLS, type Shell } from "../completion/scripts.js";
import { completionTable } from "../completion/table.js";
import { completesTo } from "../completion/values.js";
import { configDir } from "../config/paths.js";
import type { Context } from "../io.js";

/** The saved profiles' names (none when the profiles file is missing or unreadable). */
function profileNames(ctx: Context): string[] {
  try {
    return Object.keys(readProfiles(configDir(ctx.io.env)).profiles);
  } catch {
    return [];
  }
}

/** `reportkit completion <shell>`: the script for bash, zsh or fish, from the full command table. */
export function completionCommand(fullProgram: () => Promise<Command>, ctx: Context): Command {
  return new Command("completion")
    .description("Print the shell completion script (bash, zsh or fish), generated from the command table")
    .addArgument(new Argument("<shell>", "the shell").choices(SHELLS))
    .addHelpText(
      "after",
      `
Install:
  bash  echo 'source <(reportkit completion bash)' >> ~/.bashrc
  zsh   reportkit completion zsh > "\${fpath[1]}/_reportkit"   (or source <(reportkit completion zsh) after compinit)
  fish  reportkit completion fish > ~/.config/fish/completions/reportkit.fish`,
    )
    .action(async (shell: Shell) => {
      const program = await fullProgram();
      // --profile completes to the profiles saved when the script is made (run it again after a login).
      const profile = program.options.find((o) => o.long === "--profile");
      if (profile) completesTo(profile, profileNames(ctx));
      ctx.io.stdout.write(completionScript(shell, completionTable(program)));
    });
}
