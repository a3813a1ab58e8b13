import { IN_PROCESS, packageProject } from "../../vitest.shared.js";

// The test files share one module graph (IN_PROCESS): each imported the SDK, the sandbox, the CLI's
// catalogue and TypeScript again (~4-5 s of CPU per file); the files run one after another in one
// worker on 2 cores anyway. What a file changes (runInProcess: the REPORTKIT_* variables, fetch, the
// console, the working directory, the SDK clock's sleep) is put back when its program ends.
export default packageProject("snippet-tests", { testTimeout: 300_000, hookTimeout: 60_000, ...IN_PROCESS });
