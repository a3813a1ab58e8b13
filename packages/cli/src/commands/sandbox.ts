import { spawn } from "node:child_process";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Command } from "commander";
import { EXIT } from "../exit-codes.js";
import type { Context } from "../io.js";
import { writeErr } from "../output/sink.js";

/** Where `@reportkit/sandbox`'s bin is, when the package is installed beside this one. */
function sandboxBin(): string | undefined {
  try {
    const entry = fileURLToPath(import.meta.resolve("@reportkit/sandbox"));
    return join(dirname(entry), "..", "bin", "reportkit-sandbox.js");
  } catch {
    return undefined;
  }
}

/**
 * `reportkit sandbox [flags]`: runs `reportkit-sandbox` of `@reportkit/sandbox` (an optional peer), which
 * prints the `REPORTKIT_*` variables to paste; its flags are passed on (`--port`, `--seed`, `--env`...).
 */
export function sandboxCommand(ctx: Context): Command {
  return new Command("sandbox")
    .description("Start the local sandbox (needs @reportkit/sandbox) and print its REPORTKIT_* variables")
    .allowUnknownOption()
    .helpOption(false)
    .argument("[flags...]", "passed to reportkit-sandbox (--port, --seed, --env <file>, --help...)")
    .action(async (flags: string[]) => {
      const bin = sandboxBin();
      if (!bin) {
        writeErr(
          ctx,
          "reportkit sandbox needs @reportkit/sandbox: npm install --global @reportkit/sandbox (beside @reportkit/cli), or run it once with npx -p @reportkit/sandbox reportkit-sandbox\n",
        );
        ctx.exitCode = EXIT.other;
        return;
      }
      // The child has the process's own streams and environment (this command is the process's).
      const child = spawn(process.execPath, [bin, ...flags], { stdio: "inherit" });
      // Ctrl-C reaches the child through the terminal; this process only waits for it.
      const ignore = () => {};
      process.on("SIGINT", ignore);
      process.on("SIGTERM", () => child.kill("SIGTERM"));
      // A child ended by a signal exits as a shell reports it: 128 + the signal's number.
      const code = await new Promise<number>((resolve) =>
        child.once("exit", (c, signal) =>
          resolve(c ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1)),
        ),
      );
      process.removeListener("SIGINT", ignore);
      ctx.exitCode = code;
    });
}
