import { UsageError } from "../errors.js";

// `--jq <expr>`: jq itself (jq-wasm: jq compiled to WebAssembly, shipped inside the npm package), loaded
// only by a command line that uses --jq, so that every other command starts without it.

type Raw = (data: string | object, filter: string, flags?: string[]) => Promise<string>;

const load = async (): Promise<Raw> => ((await import("jq-wasm")) as unknown as { raw: Raw }).raw;

/** Checks that `expr` compiles (a usage error, before anything is sent, when it does not). */
export async function checkJq(expr: string): Promise<void> {
  const raw = await load();
  try {
    await raw("null", expr, ["-c"]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/compile error|syntax error/.test(message))
      throw new UsageError(`--jq ${expr}: ${firstLine(message)}`);
    // A filter that compiles may still fail on null (`.data[]`): that is the answer's business.
  }
}

const firstLine = (text: string) => text.split("\n")[0]!.replace(/^jq: error: /, "");

/** The results of `expr` run on `value`, one per output of jq. */
export async function runJq(value: unknown, expr: string): Promise<unknown[]> {
  const raw = await load();
  let text: string;
  try {
    text = await raw(JSON.stringify(value ?? null), expr, ["-c"]);
  } catch (error) {
    throw new Error(`--jq: ${firstLine(error instanceof Error ? error.message : String(error))}`);
  }
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as unknown);
}
