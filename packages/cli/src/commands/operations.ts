import { Command } from "commander";
import { connect } from "../client/connect.js";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { checkSelection, printResult } from "../output/result.js";
import { openSink } from "../output/sink.js";
import { waitWithProgress } from "../request/wait.js";

/** `reportkit operations wait <id>`: waits for a platform operation, for example one a Ctrl-C left running. */
export function operationsCommand(globals: () => GlobalOptions, ctx: Context): Command {
  return new Command("operations").description("Wait for 202 operations").addCommand(
    new Command("wait")
      .description("Wait for an operation to complete (progress on stderr) and print it")
      .argument("<operationId>", "the operation's id (printed when it was accepted)")
      .action(async (operationId: string) => {
        const g = globals();
        await checkSelection(g);
        const connection = await connect(ctx, g);
        const base = connection.settings.urls.platform;
        if (!base)
          throw new UsageError(
            "No address for the platform API: set REPORTKIT_PLATFORM_URL or REPORTKIT_REGION.",
          );
        const { acceptedOf } = await import("@reportkit/catalog");
        const { operationUrlOf } = await import("@reportkit/sdk/advanced");
        // The operation's URL: the status path the catalogue gives platform 202s, with the id in it.
        const accepted = acceptedOf("platform");
        if (!accepted) throw new UsageError("The specs give the platform API no long operations.");
        const location = operationUrlOf({ path: accepted.status }, base, operationId);
        const operation = await waitWithProgress(ctx, connection.rk, location, {
          label: `operation ${operationId}`,
          resume: `reportkit operations wait ${operationId}`,
        });
        const sink = openSink(ctx, g.output);
        await printResult(operation, sink, g);
        sink.commit();
      }),
  );
}
