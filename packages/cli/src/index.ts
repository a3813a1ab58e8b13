// @reportkit/cli: the `reportkit` command (see its README). As a module it exports the runner, the exit
// codes and the completion scripts, for tools that embed or test the command line.
export { SHELLS, type Shell } from "./completion/scripts.js";
export { EXIT, type ExitCode, exitCodeOf, exitCodeOfStatus } from "./exit-codes.js";
export { run } from "./run.js";
