import type { Clock } from "../core/clock.js";
import { CHAIN_RUN_DURATION_MS } from "../state/seed-chain-runs.js";
import type { Client } from "../state/types.js";
import type { FaultOptions } from "./faults.js";
import type { ResponseValidationMode } from "./response-validation.js";
import { defaultSleep } from "./sleep.js";

export interface SandboxOptions {
  /** Seed of the generator behind ids, seed data and injected error rates (default 1). */
  seed?: number;
  /** The clock the sandbox starts from (default `Date`); `control.advanceClock` moves it forward. */
  clock?: Clock;
  /** Faults active from the start. */
  faults?: FaultOptions;
  /** How long an operation takes from `acknowledged` to `completed`, in sandbox ms (default 3000). */
  operationDurationMs?: number;
  /** How long a data-preparation import takes from `queued` to `completed`, in sandbox ms (default 3000). */
  importDurationMs?: number;
  /** How long a started chain run takes from `sleeping` to `all_succeeded`, in sandbox ms (default 30000). */
  chainRunDurationMs?: number;
  /**
   * How many file copies, imports and exports may run at once per workspace (default 3); one more
   * answers 429 `concurrent_operations_exceeded` with `Retry-After`.
   */
  concurrentFileOperations?: number;
  /**
   * The update-sheet-content limit per workspace: `limit` accepted requests per sliding `windowMs`
   * (default 60 per 60 000 ms). Scale both down (60 per 6 000 ms) to test pacing in seconds.
   */
  sheetWriteLimit?: { limit?: number; windowMs?: number };
  /** Largest request body accepted, in bytes (default 1 MiB); larger bodies answer 413. */
  bodyLimitBytes?: number;
  /** Check every response against the specs: `throw` (the default under vitest or NODE_ENV=test), `warn`, or `off`. */
  responseValidation?: ResponseValidationMode;
  /** Further OAuth clients to register next to the two demo clients. */
  clients?: Client[];
  /** Where the bundled specs are (default: the copies shipped in the package, else the monorepo's specs/dist). */
  specsDir?: string;
  /** How latency faults wait (default `setTimeout`); tests can inject a recorder. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const SHEET_WRITES_PER_MINUTE = 60;

/** The options that tune the engine, with their defaults filled in and checked. */
export interface EngineSettings {
  bodyLimitBytes: number;
  operationDurationMs: number;
  importDurationMs: number;
  chainRunDurationMs: number;
  concurrentFileOperations: number;
  sheetWriteLimit: { readonly limit: number; readonly windowMs: number };
  responseValidation: ResponseValidationMode;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function checkConcurrentFileOperations(value: number, given: number | undefined): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`concurrentFileOperations must be a whole number >= 1, got ${given}`);
  }
}

function sheetWriteLimitOf(options: SandboxOptions): EngineSettings["sheetWriteLimit"] {
  const limit = options.sheetWriteLimit?.limit ?? SHEET_WRITES_PER_MINUTE;
  const windowMs = options.sheetWriteLimit?.windowMs ?? 60_000;
  if (!Number.isInteger(limit) || limit < 1 || !(windowMs > 0)) {
    throw new RangeError(
      `sheetWriteLimit needs a whole limit >= 1 and a windowMs > 0, got ${limit} per ${windowMs}`,
    );
  }
  return { limit, windowMs };
}

/** The engine's settings from `options`: defaults filled in; a limit that cannot work is a RangeError. */
export function engineSettings(options: SandboxOptions): EngineSettings {
  const concurrentFileOperations = options.concurrentFileOperations ?? 3;
  checkConcurrentFileOperations(concurrentFileOperations, options.concurrentFileOperations);
  return {
    bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024,
    operationDurationMs: options.operationDurationMs ?? 3000,
    importDurationMs: options.importDurationMs ?? 3000,
    chainRunDurationMs: options.chainRunDurationMs ?? CHAIN_RUN_DURATION_MS,
    concurrentFileOperations,
    sheetWriteLimit: sheetWriteLimitOf(options),
    responseValidation:
      options.responseValidation ?? (process.env.VITEST || process.env.NODE_ENV === "test" ? "throw" : "off"),
    sleep: options.sleep ?? defaultSleep,
  };
}
