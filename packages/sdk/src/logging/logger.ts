import type { ApiName } from "../errors/api-error.js";
import type { SecretRegistry } from "../safety/secrets.js";

/** The level of a log line, from the most to the least detailed. */
export type LogLevel = "debug" | "info" | "warn" | "error";

/** What a log line is about. Never holds a header, a body, a token or a secret. */
export interface LogFields {
  api?: ApiName | undefined;
  method?: string | undefined;
  /** Redacted (credentials and sensitive query values removed). */
  url?: string | undefined;
  status?: number | undefined;
  /** 1 for the first send, 2 for the first retry... */
  attempt?: number | undefined;
  durationMs?: number | undefined;
  /** How long the retry layer waits before the next attempt. */
  delayMs?: number | undefined;
  /** Why a retry happens. */
  reason?: string | undefined;
  /** The error name and message of a failed send. */
  error?: string | undefined;
}

/** One function receiving every line. */
export type LogFunction = (level: LogLevel, message: string, fields: LogFields) => void;

/** An object with a method per level (`console` fits); missing levels are skipped. */
export type LoggerObject = { [L in LogLevel]?: (message: string, fields: LogFields) => void };

/** The `logger` option: `console`, pino/winston-like objects, or a function. */
export type Logger = LoggerObject | LogFunction;

/** What the SDK calls. */
export type Log = LogFunction;

/**
 * Normalizes the `logger` option into a {@link Log} that never throws and scrubs every known secret
 * from the message and the string fields; undefined without a logger, so nothing is ever formatted.
 */
export function toLog(logger: Logger | undefined, secrets?: SecretRegistry): Log | undefined {
  if (!logger) return undefined;
  return (level, message, fields) => {
    try {
      const line = secrets ? secrets.redact(message) : message;
      const safe = secrets && fields.error ? { ...fields, error: secrets.redact(fields.error) } : fields;
      if (typeof logger === "function") logger(level, line, safe);
      else logger[level]?.(line, safe);
    } catch {
      // A broken logger must never break a request.
    }
  };
}
