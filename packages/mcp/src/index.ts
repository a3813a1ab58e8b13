// @reportkit/mcp: reportkit's APIs as Model Context Protocol tools. The `reportkit-mcp` executable is
// the way to use it (see the README); as a module it exports the runner, the naming rule and the
// selection of tools, for hosts that embed or test the server.
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
  type ConfigFlags,
  MCP_ENV,
  type Profile,
  readProfile,
  resolveSettings,
  type Settings,
} from "./config.js";
export type { ErrorReport } from "./results/errors.js";
export { buildRuntime, type RunIo, run, VERSION } from "./run.js";
export type { Runtime } from "./runtime.js";
export { createToolServer } from "./server.js";
export { argumentName, NAME_PATTERN, snakeCase, toolName } from "./tools/names.js";
export { type Selection, SelectionError, selectTools, TOOL_APIS } from "./tools/select.js";
export { allTools } from "./tools/table.js";
export type { AnyTool, Tool, ToolCall, ToolDefinition } from "./tools/tool.js";
