// @reportkit/mcp: reportkit's APIs as Model Context Protocol tools. The `reportkit-mcp` executable is
// the way to use it (see the README); as a module it exports the command itself, its flags, the
// settings it resolves, the naming rule and the tools a set of flags offers.
export {
  DEFAULT_MAX_RESULT_CHARS,
  DEFAULT_PORT,
  type Flags,
  HELP,
  parseFlags,
  TOKEN_ENV,
  UsageError,
} from "./args.js";
export {
  ConfigError,
  type ConfigFlags,
  resolveSettings,
  type Settings,
} from "./config.js";
export type { ErrorReport } from "./results/errors.js";
export { type RunIo, run, VERSION } from "./run.js";
export { describeTools, type ToolSummary } from "./tools/describe.js";
export { argumentName, NAME_PATTERN, snakeCase, toolName } from "./tools/names.js";
export { type Selection, SelectionError, TOOL_APIS } from "./tools/select.js";
export { ALL_TOOLSETS, knownToolsets, TOOLSETS_ENV } from "./tools/toolsets.js";
