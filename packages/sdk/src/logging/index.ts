export {
  type Log,
  type LogFields,
  type LogFunction,
  type Logger,
  type LoggerObject,
  type LogLevel,
  toLog,
} from "./logger.js";
export { type LoggingLayerOptions, withLogging } from "./with-logging.js";
