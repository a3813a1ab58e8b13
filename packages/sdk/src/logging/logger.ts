import type { ApiName } from "../errors/api-error.js";
import { misconfigured } from "../errors/configuration-error.js";
import type { SecretRegistry } from "../safety/secrets.js";

/** The level of a log line, from the most to the least detailed. */
export type LogLevel = "debug" | "info" | "warn" | "error";

/** The `logLevel` option (and `REPORTKIT_LOG`): the least severe level written, or `off`. */
export type LogThreshold = LogLevel | "off";

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
  /** The service's request id (`X-Request-Id`, `Request-Id` or `X-Correlation-Id`), when it sent one. */
  requestId?: string | undefined;
}

/** One function receiving every line. */
export type LogFunction = (level: LogLevel, message: string, fields: LogFields) => void;

/** An object with a method per level (`console` fits); missing levels are skipped. */
export type LoggerObject = { [L in LogLevel]?: (message: string, fields: LogFields) => void };

/** The `logger` option: `console`, pino/winston-like objects, or a function. */
export type Logger = LoggerObject | LogFunction;

/** One enabled level of a {@link Log}. */
export type LogLine = (message: string, fields?: LogFields) => void;

/**
 * What the SDK calls: a method per enabled level only (`log.debug?.(\`...\`)` formats nothing when
 * debug is off), and, for older callers, `log(level, message, fields)`, a no-op for a disabled level.
 */
export interface Log extends LogFunction {
  readonly debug?: LogLine;
  readonly info?: LogLine;
  readonly warn?: LogLine;
  readonly error?: LogLine;
}

/** The thresholds from the quietest to the most detailed. */
const THRESHOLDS = ["off", "error", "warn", "info", "debug"] as const;

/** Reads a `logLevel` (or `REPORTKIT_LOG`) value; throws a {@link ConfigurationError} naming `source` for any other. */
export function logThreshold(value: string | undefined, source: string): LogThreshold | undefined {
  const level = value?.toLowerCase() as LogThreshold | undefined;
  if (!level || THRESHOLDS.includes(level)) return level;
  throw misconfigured(`${source} must be one of ${THRESHOLDS.join(", ")}; got ${JSON.stringify(value)}.`, "");
}

/**
 * Normalizes the `logger` option (default: `console`, each line prefixed `[reportkit]`) into a
 * {@link Log} that has a method for each level at or above `threshold` and no other, never throws, and
 * scrubs every known secret from the message and the error field. reportkit passes its `logLevel`
 * (default `warn`); without a `threshold`, as before levels existed, a given logger gets every level
 * and no logger means no line.
 */
export function toLog(logger: Logger | undefined, secrets?: SecretRegistry, threshold?: LogThreshold): Log {
  const enabled = THRESHOLDS.indexOf(threshold ?? (logger ? "debug" : "off"));
  const log = ((level, message, fields = {}) => {
    if (THRESHOLDS.indexOf(level) > enabled) return;
    try {
      const line = secrets ? secrets.redact(message) : message;
      const safe = secrets && fields.error ? { ...fields, error: secrets.redact(fields.error) } : fields;
      if (!logger) console[level](`[reportkit] ${line}`);
      else if (typeof logger === "function") logger(level, line, safe);
      else logger[level]?.(line, safe);
    } catch {
      // A broken logger must never break a request.
    }
  }) as LogFunction & Record<LogLevel, LogLine>;
  for (const level of THRESHOLDS.slice(1, enabled + 1) as LogLevel[])
    log[level] = (message, fields) => log(level, message, fields ?? {});
  return log;
}
