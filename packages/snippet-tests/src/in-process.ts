import { pathToFileURL } from "node:url";
import { format, inspect } from "node:util";
import type { Clock } from "@reportkit/sdk";
import { systemClock } from "@reportkit/sdk/advanced";
import type { RunResult } from "./run.js";

/** What a program run in this process may use in place of a child's: the `fetch` its SDK calls. */
export interface InProcessOptions {
  /** The global `fetch` while the program runs (an in-process sandbox's). */
  fetch: typeof fetch;
  /** At most this many characters of output kept (the end). */
  maxOutput?: number;
  /** The working directory while the program runs (a scratch folder it may write to); default: this process's. */
  cwd?: string;
  /**
   * The SDK's real clock's `sleep` while the program runs (its polls, Retry-After and backoff waits,
   * which a program pasted as is cannot be given a clock for): an instant one makes them cost no wall
   * time against a sandbox whose operations complete at once. Default: the real one.
   */
  sleep?: Clock["sleep"];
}

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug", "dir"] as const;
let running = false;

/**
 * Runs one program as a module of this process (imported through the test runner's transform, so the
 * workspace's sources as a child `node` would load them), with the `REPORTKIT_*` variables of `env` as
 * its only ones, `options.fetch` as the global fetch and its console captured. An exception or a
 * rejected top-level await is exit status 1 with the error printed as Node prints an uncaught one.
 * One at a time (it swaps process-wide globals, and puts them back). What only a child shows (a
 * program that never exits, an open handle, the loader of `node` itself) is left to the spawned runs.
 */
export async function runInProcess(
  path: string,
  env: Record<string, string>,
  { fetch: sandboxFetch, maxOutput = 4_000, cwd, sleep }: InProcessOptions,
): Promise<RunResult> {
  if (running) throw new Error("runInProcess runs one program at a time");
  running = true;
  let output = "";
  const keep = (text: string) => {
    output = (output + text).slice(-maxOutput);
  };
  const savedEnv = Object.fromEntries(
    Object.keys(process.env)
      .filter((name) => name.startsWith("REPORTKIT_"))
      .map((name) => [name, process.env[name]]),
  );
  const savedFetch = globalThis.fetch;
  const savedCwd = process.cwd();
  const savedSleep = systemClock.sleep;
  const savedConsole = CONSOLE_METHODS.map((name) => [name, console[name]] as const);
  for (const name of Object.keys(savedEnv)) delete process.env[name];
  for (const [name, value] of Object.entries(env))
    if (name.startsWith("REPORTKIT_")) process.env[name] = value;
  globalThis.fetch = sandboxFetch;
  if (cwd) process.chdir(cwd);
  if (sleep) systemClock.sleep = sleep;
  for (const name of CONSOLE_METHODS)
    console[name] = (...args: unknown[]) => keep(`${name === "dir" ? inspect(args[0]) : format(...args)}\n`);
  try {
    await import(/* @vite-ignore */ pathToFileURL(path).href);
    return { code: 0, timedOut: false, output };
  } catch (error) {
    keep(`${inspect(error)}\n`);
    return { code: 1, timedOut: false, output };
  } finally {
    process.chdir(savedCwd);
    systemClock.sleep = savedSleep;
    for (const [name, method] of savedConsole) console[name] = method as never;
    globalThis.fetch = savedFetch;
    for (const name of Object.keys(process.env)) if (name.startsWith("REPORTKIT_")) delete process.env[name];
    Object.assign(process.env, savedEnv);
    running = false;
  }
}
