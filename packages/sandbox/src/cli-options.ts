import { parseArgs } from "node:util";
import { API_NAMES, type ApiName } from "./contract/load.js";
import { checkFaults, type FaultOptions } from "./engine/faults.js";
import type { StartSandboxOptions } from "./server.js";

/** One command-line flag: its value's placeholder and the sentence `--help` prints. */
interface Flag {
  short?: string;
  /** Placeholder of the value (`<ms>`); none for a switch. */
  value?: string;
  help: string;
}

/** The number a flag takes: whole (the default) or any fraction (`fraction`). */
interface NumberFlag extends Flag {
  value: string;
  fraction?: boolean;
}

/** The sandbox's settings, each a flag. */
const SETTINGS = {
  port: {
    short: "p",
    value: "<port>",
    help: "Port to listen on, on 127.0.0.1 only (default 4010; 0 picks a free one).",
  },
  seed: {
    short: "s",
    value: "<n>",
    help: "Seed of every id and of the seed data (default 1: the ids the docs use stay the same).",
  },
  "operation-ms": {
    value: "<ms>",
    help: "How long a 202 operation takes to complete on the sandbox clock (default 3000).",
  },
  "import-ms": {
    value: "<ms>",
    help: "How long a data-preparation import takes to complete (default 3000).",
  },
  "concurrent-file-operations": {
    value: "<n>",
    help: "Copies, imports and exports that may run at once per workspace before a 429 (default 3).",
  },
  "sheet-writes": {
    value: "<n>",
    help: "Update-sheet-content requests accepted per window per workspace before a 429 (default 60).",
  },
  "sheet-window-ms": { value: "<ms>", help: "The sliding window of --sheet-writes (default 60000)." },
} satisfies Record<string, NumberFlag>;

/**
 * The faults, each a flag. Typed by FaultOptions, so a fault added to the sandbox does not compile
 * until it has a flag here (operation durations are a setting above).
 */
const FAULTS: Record<
  Exclude<keyof FaultOptions, "apis" | "paths" | "operationDurationMs">,
  NumberFlag & { flag: string }
> = {
  latencyMs: { flag: "latency-ms", value: "<ms>", help: "Milliseconds added before every API response." },
  errorRate: {
    flag: "error-rate",
    value: "<0..1>",
    fraction: true,
    help: "Share of API requests answered with --error-status, drawn from the seeded generator.",
  },
  errorStatus: {
    flag: "error-status",
    value: "<status>",
    help: "Status of the injected errors (default 503).",
  },
  rateLimitBurst: {
    flag: "rate-limit-burst",
    value: "<n>",
    help: "The next <n> API requests answer 429 with Retry-After.",
  },
  retryAfterSeconds: {
    flag: "retry-after",
    value: "<s>",
    help: "Retry-After seconds of the injected 429s (default 1).",
  },
  connectionResets: {
    flag: "connection-resets",
    value: "<n>",
    help: "The next <n> API requests lose their connection before any answer.",
  },
  truncatedBodies: {
    flag: "truncated-bodies",
    value: "<n>",
    help: "The next <n> API responses send half their body, then close the connection.",
  },
  stalledBodies: {
    flag: "stalled-bodies",
    value: "<n>",
    help: "The next <n> API responses send half their body, then stall until the client gives up.",
  },
  bodyResets: {
    flag: "body-resets",
    value: "<n>",
    help: "The next <n> API responses send half their body, then reset the connection.",
  },
  invalidJsonBodies: {
    flag: "invalid-json-bodies",
    value: "<n>",
    help: "The next <n> successful JSON responses carry a body that is not valid JSON.",
  },
  failOperations: {
    flag: "fail-operations",
    value: "<n>",
    help: "The next <n> operations started by 202 answers end failed instead of completed.",
  },
};

/** Where the faults apply, and the rest. */
const OTHERS = {
  "fault-apis": {
    value: "<list>",
    help: `Apply the faults only to these APIs, comma-separated (${API_NAMES.join(", ")}; default all).`,
  },
  "fault-paths": {
    value: "<list>",
    help: "Apply the faults only to paths within an API starting with one of these, comma-separated (/operations/).",
  },
  env: {
    value: "<file>",
    help: "Also write the REPORTKIT_* variables to <file> in dotenv format (never over a file it did not write).",
  },
  help: { short: "h", help: "Print this help and exit." },
} satisfies Record<string, Flag>;

const FLAGS: Record<string, Flag> = {
  ...SETTINGS,
  ...Object.fromEntries(Object.values(FAULTS).map(({ flag, ...rest }) => [flag, rest])),
  ...OTHERS,
};

/** Every flag's name (without `--`), in `--help` order. */
export const CLI_FLAGS: readonly string[] = Object.keys(FLAGS);

/** What `--help` prints. */
export function helpText(): string {
  const left = (name: string, flag: Flag) =>
    `${flag.short ? `-${flag.short}, ` : "    "}--${name}${flag.value ? ` ${flag.value}` : ""}`;
  const width = Math.max(...Object.entries(FLAGS).map(([name, flag]) => left(name, flag).length)) + 2;
  const lines = (group: Record<string, Flag>) =>
    Object.entries(group).map(([name, flag]) => `  ${left(name, flag).padEnd(width)}${flag.help}`);
  return [
    "usage: reportkit-sandbox [flags]   (pnpm sandbox -- [flags] in the monorepo)",
    "",
    "Serves the four APIs on 127.0.0.1 and prints the REPORTKIT_* variables that point reportkit at them.",
    "",
    "The sandbox:",
    ...lines(SETTINGS),
    "",
    "Faults, on every API request (never on the /__sandbox control routes):",
    ...lines(Object.fromEntries(Object.values(FAULTS).map(({ flag, ...rest }) => [flag, rest]))),
    ...lines({ "fault-apis": OTHERS["fault-apis"], "fault-paths": OTHERS["fault-paths"] }),
    "",
    "Output:",
    ...lines({ env: OTHERS.env, help: OTHERS.help }),
    "",
  ].join("\n");
}

/** The parsed command line: the sandbox to start, or help to print, or what is wrong. */
export type CliCommand =
  | { kind: "help" }
  | { kind: "error"; message: string }
  | { kind: "start"; options: StartSandboxOptions & { port: number; seed: number }; envFile?: string };

class UsageError extends Error {}

function numberOf(name: string, text: string, fraction = false): number {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n < 0 || (!fraction && !Number.isInteger(n)))
    throw new UsageError(`--${name} must be a ${fraction ? "number" : "whole number"} >= 0, got '${text}'`);
  return n;
}

/** The flags given, by name (a switch is `true`, a flag with a value its text). */
type FlagValues = Record<string, unknown>;

/** The flags of `args`; an unknown flag or a missing value throws (ERR_PARSE_ARGS_*). */
function readFlags(args: readonly string[]): FlagValues {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: Object.fromEntries(
      Object.entries(FLAGS).map(([name, flag]) => [
        name,
        { type: flag.value ? "string" : "boolean", ...(flag.short ? { short: flag.short } : {}) } as const,
      ]),
    ),
  }).values;
}

/** The text of flag `name`, if it was given. */
function textOf(values: FlagValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

/** The comma-separated items of flag `name`, if it was given. */
const listOf = (values: FlagValues, name: string) =>
  textOf(values, name)
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The faults the flags set (none: `{}`), checked like the control route checks them. */
function faultsOf(values: FlagValues): FaultOptions {
  const faults: FaultOptions = {};
  for (const [key, flag] of Object.entries(FAULTS) as [
    keyof typeof FAULTS,
    (typeof FAULTS)[keyof typeof FAULTS],
  ][]) {
    const value = textOf(values, flag.flag);
    if (value !== undefined) faults[key] = numberOf(flag.flag, value, flag.fraction);
  }
  const apis = listOf(values, "fault-apis");
  if (apis) faults.apis = apis as ApiName[];
  const paths = listOf(values, "fault-paths");
  if (paths) faults.paths = paths;
  const problem = checkFaults(faults);
  if (problem) throw new UsageError(`bad fault flags: ${problem}`);
  return faults;
}

/** The sandbox's settings from the flags, with the CLI's defaults (port 4010, seed 1, warnings on mismatches). */
function settingsOf(values: FlagValues): StartSandboxOptions & { port: number; seed: number } {
  const setting = (name: keyof typeof SETTINGS, fallback?: number) => {
    const value = textOf(values, name);
    return value === undefined ? fallback : numberOf(name, value);
  };
  const options: StartSandboxOptions & { port: number; seed: number } = {
    port: setting("port", 4010)!,
    seed: setting("seed", 1)!,
    operationDurationMs: setting("operation-ms", 3000)!,
    responseValidation: "warn",
  };
  const importMs = setting("import-ms");
  if (importMs !== undefined) options.importDurationMs = importMs;
  const concurrent = setting("concurrent-file-operations");
  if (concurrent !== undefined) options.concurrentFileOperations = concurrent;
  const limit = setting("sheet-writes");
  const windowMs = setting("sheet-window-ms");
  if (limit !== undefined || windowMs !== undefined)
    options.sheetWriteLimit = {
      ...(limit === undefined ? {} : { limit }),
      ...(windowMs === undefined ? {} : { windowMs }),
    };
  return options;
}

/** Reads the command line (`process.argv.slice(2)`; a leading `--` from `pnpm sandbox --` is skipped). */
export function parseCli(argv: readonly string[]): CliCommand {
  try {
    const values = readFlags(argv[0] === "--" ? argv.slice(1) : argv);
    if (values.help) return { kind: "help" };
    const faults = faultsOf(values);
    const options = settingsOf(values);
    if (Object.keys(faults).length > 0) options.faults = faults;
    const envFile = textOf(values, "env");
    if (envFile !== undefined && envFile.trim() === "") throw new UsageError("--env needs a file name");
    return { kind: "start", options, ...(envFile === undefined ? {} : { envFile }) };
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS"))
      return { kind: "error", message: (error as Error).message };
    throw error;
  }
}
