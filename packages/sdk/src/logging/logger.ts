import type { ApiName } from "../errors/api-error.js";

export type LogLevel = "debug" | "info" | "warn" | "error";

/** What a log line is about. Never holds a header, a body, a token or a secret. */
export interface LogFields {
  api?: ApiName;
  method?: string;
  /** Redacted (credentials and sensitive query values removed). */
  url?: string;
  status?: number;
  /** 1 for the first send, 2 for the first retry... */
  attempt?: number;
  durationMs?: number;
  /** How long the retry layer waits before the next attempt. */
  delayMs?: number;
  /** Why a retry happens, or the error name and message of a failed send. */
  reason?: string;
  error?: string;
}

/** One function receiving every line. */
export type LogFunction = (level: LogLevel, message: string, fields: LogFields) => void;

/** An object with a method per level (`console` fits); missing levels are skipped. */
export type LoggerObject = { [L in LogLevel]?: (message: string, fields: LogFields) => void };

/** The `logger` option: `console`, pino/winston-like objects, or a function. */
export type Logger = LoggerObject | LogFunction;

/** What the layers call. */
export type Log = LogFunction;

/** Normalizes the `logger` option into a {@link Log} that never throws. */
export function toLog(logger: Logger | undefined): Log {
  if (!logger) return () => {};
  return (level, message, fields) => {
    try {
      if (typeof logger === "function") logger(level, message, fields);
      else logger[level]?.(message, fields);
    } catch {
      // A broken logger must never break a request.
    }
  };
}
