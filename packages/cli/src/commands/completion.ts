import { Argument, Command } from "commander";
import { completionScript, SHELLS, type Shell } from "../completion/scripts.js";
import { completionTable } from "../completion/table.js";
import type { Context } from "../io.js";

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
      ctx.io.stdout.write(completionScript(shell, completionTable(await fullProgram())));
    });
}
