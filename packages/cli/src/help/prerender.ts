import { CommanderError } from "commander";
import { createContext, processIo } from "../io.js";
import { apisNamedIn, buildProgram } from "../program.js";
import { HELP_WORDS, type PrerenderedHelp } from "./prerendered.js";

/**
 * What `reportkit <argv>` prints on stdout, run as the executable runs it (run.ts), at a help width
 * (commander's: stdout's columns on a terminal, else undefined, which it takes as 80) and with colours or not.
 */
export async function renderHelp(
  version: string,
  argv: readonly string[],
  width: number | undefined,
  colors: boolean,
): Promise<string> {
  // Help only: no command runs, so the process's I/O is never used (commander's output is set below).
  const program = await buildProgram(version, apisNamedIn(argv), createContext(processIo()));
  let stdout = "";
  program.exitOverride().configureOutput({
    writeOut: (text) => {
      stdout += text;
    },
    writeErr: (text) => {
      throw new Error(`reportkit ${argv.join(" ")} wrote to stderr: ${text}`);
    },
    // commander's own answer off a terminal is undefined too (its typings say number).
    getOutHelpWidth: () => width as number,
    getOutHasColors: () => colors,
  });
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError && error.exitCode === 0)) throw error;
  }
  return stdout;
}

/** Renders the top-level help at one width, and checks that nothing else (command line, colours) changes it. */
async function topHelpAt(version: string, width: number): Promise<string> {
  const text = await renderHelp(version, ["--help"], width, false);
  for (const word of HELP_WORDS) {
    for (const colors of [false, true]) {
      if ((await renderHelp(version, [word], width, colors)) !== text) {
        throw new Error(`reportkit ${word} (colours ${colors}) prints another help at width ${width}`);
      }
    }
  }
  return text;
}

/**
 * The widest terminal the search below renders. commander uses the width only to wrap, so the text that
 * wraps nothing here is the text at every wider terminal too (checked at Number.MAX_SAFE_INTEGER).
 */
const SEARCHED = 1_000;

/**
 * The top-level help texts worth printing without loading commander, with the widths each is exact for:
 * the one at 80 columns (stdout not a terminal, or 80 columns), and the one that wraps nothing (wide
 * terminals). Each width is rendered and compared, not assumed.
 */
export async function prerenderTopHelp(version: string): Promise<PrerenderedHelp[]> {
  const at = new Map<number, string>();
  const render = async (width: number) => {
    if (!at.has(width)) at.set(width, await topHelpAt(version, width));
    return at.get(width)!;
  };
  if ((await renderHelp(version, ["--help"], undefined, false)) !== (await render(80))) {
    throw new Error("the help off a terminal is not the help at width 80");
  }
  const narrow = await render(80);
  let from = 80;
  while (from > 0 && (await render(from - 1)) === narrow) from--;
  let to = 80;
  while (to < SEARCHED && (await render(to + 1)) === narrow) to++;
  const wide = await render(Number.MAX_SAFE_INTEGER);
  if ((await render(SEARCHED)) !== wide) throw new Error(`the help still wraps at width ${SEARCHED}`);
  if (to === SEARCHED) return [{ from, text: narrow }];
  let wideFrom = SEARCHED;
  while ((await render(wideFrom - 1)) === wide) wideFrom--;
  return [
    { from, to, text: narrow },
    { from: wideFrom, text: wide },
  ];
}
