import { readFileSync } from "node:fs";
import { UsageError } from "../errors.js";
import { type Context, inCwd } from "../io.js";

/** Standard input as text; at most one option of a command line may take it. */
export function readStdinText(ctx: Context, what: string): string {
  if (ctx.stdinTaken) throw new UsageError(`${what}: standard input was already read by another option.`);
  ctx.stdinTaken = true;
  return ctx.io.readStdin();
}

/** `@path` -> the file's text, `@-` -> standard input; `what` names the option in errors. */
export function readAtFile(ctx: Context, reference: string, what: string): string {
  const path = reference.slice(1);
  if (path === "-") return readStdinText(ctx, what);
  try {
    return readFileSync(inCwd(ctx.io, path), "utf8");
  } catch (error) {
    throw new UsageError(
      `${what}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "error"}).`,
    );
  }
}

/** JSON text (of `--input`, a typed field...) parsed, or a usage error naming where it came from. */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what}: not valid JSON (${(error as Error).message}).`);
  }
}
