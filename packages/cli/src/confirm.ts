import { UsageError } from "./errors.js";
import type { Context } from "./io.js";
import { writeErr } from "./output/sink.js";

/** The person said no: nothing was sent (exit code 1). */
export class DeclinedError extends Error {
  override readonly name = "DeclinedError";
}

/** Whether a person can answer: standard input and standard error are a terminal. */
const interactive = (ctx: Context) =>
  ctx.io.stderr.isTTY === true && (ctx.io.stdin() as { isTTY?: boolean }).isTTY === true;

/** One line of standard input (without its line end). */
async function readLine(ctx: Context): Promise<string> {
  ctx.stdinTaken = true;
  let text = "";
  for await (const chunk of ctx.io.stdin()) {
    text += chunk.toString();
    const end = text.indexOf("\n");
    if (end >= 0) return text.slice(0, end).replace(/\r$/, "");
  }
  return text;
}

/**
 * Asks before something that cannot be undone (`question` says what): `--yes` answers for the person;
 * on a terminal the answer must be y or yes; without a terminal (a pipe, a script) it refuses, as gh
 * and the Stripe CLI do, with a usage error naming --yes. Nothing is sent unless it resolves.
 */
export async function confirm(ctx: Context, question: string, yes: boolean | undefined): Promise<void> {
  if (yes) return;
  if (!interactive(ctx) || ctx.stdinTaken)
    throw new UsageError(`${question} Not on a terminal to ask: add --yes to go ahead.`);
  writeErr(ctx, `? ${question} [y/N] `);
  const answer = (await readLine(ctx)).trim().toLowerCase();
  if (answer !== "y" && answer !== "yes") throw new DeclinedError("Not confirmed: nothing was sent.");
}
