export { type CheckOptions, type CheckReport, checkSnippets, type Failure, formatFailure } from "./check.js";
export { cliEnv } from "./cli-env.js";
export { type CliRelay, startCliRelay } from "./cli-relay.js";
export { inProcessSandboxEnv, sandboxEnv } from "./env.js";
export { type InProcessOptions, runInProcess } from "./in-process.js";
export {
  type Block,
  type BlockKind,
  collectBlocks,
  extractBlocks,
  INFO_WORDS,
  markdownFiles,
} from "./markdown.js";
export {
  bundledSpecs,
  operationCount,
  type ReferenceSample,
  referenceSamples,
  sampleName,
} from "./reference-samples.js";
export { RUN_HANG_BOUND_MS, type RunResult, runProgram, runShell } from "./run.js";
export { type Diagnostic, type NamedFile, typeCheck, typeCheckWith } from "./typecheck.js";
