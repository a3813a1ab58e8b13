export {
  type Log,
  type LogFields,
  type LogFunction,
  type Logger,
  type LoggerObject,
  type LogLevel,
  toLog,
} from "./logger.js";
