import { CredentialsError, InterruptedError } from "../errors.js";
import type { Context } from "../io.js";
import { writeErr } from "../output/sink.js";

/** Standard input as a terminal may be: raw mode turns the echo off (Node's tty.ReadStream). */
type TerminalInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(raw: boolean): unknown };

/** Whether the secret is asked for at a prompt: standard input is a terminal. */
export const onTerminal = (ctx: Context) => (ctx.io.stdin() as TerminalInput).isTTY === true;

/**
 * Asks for a secret on a terminal, as `gh auth login` and `ssh` do: a prompt on stderr, nothing typed is
 * echoed (raw mode), Enter ends it, Backspace takes back a character, Ctrl-C stops the command (exit
 * 130) and Ctrl-D ends the input. Resolves with what was typed, trimmed.
 */
export async function promptSecret(ctx: Context, prompt: string): Promise<string> {
  ctx.stdinTaken = true;
  const stdin = ctx.io.stdin() as TerminalInput;
  // The echo goes off before the prompt shows: nothing typed once it is there can appear.
  stdin.setRawMode?.(true);
  writeErr(ctx, prompt);
  let typed = "";
  let ended = false;
  try {
    for await (const chunk of stdin) {
      for (const char of chunk.toString()) {
        if (char === "\r" || char === "\n" || char === "\u0004") ended = true;
        else if (char === "\u0003") throw new InterruptedError("Stopped: no profile was saved.");
        else if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
        if (ended) break;
      }
      if (ended) break;
    }
  } finally {
    stdin.setRawMode?.(false);
    // A stream ended by breaking off its loop is destroyed: pause the terminal, never close it.
    (stdin as { pause?: () => void }).pause?.();
    writeErr(ctx, "\n");
  }
  const secret = typed.trim();
  if (!secret) throw new CredentialsError("No client secret was typed.");
  return secret;
}
