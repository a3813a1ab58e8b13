import { IN_PROCESS, packageProject } from "../../vitest.shared.js";

// --expose-gc: the transfer tests measure what the process really holds (src/memory.ts).
// IN_PROCESS: the files share one module graph per worker (the SDK's and the sandbox's sources are
// imported once, not once per file). No module mocks; what a file changes it puts back: stubbed
// variables (vi.unstubAllEnvs), the registered OpenTelemetry (Recorded.unregister in afterAll), Node's
// diagnostics channel subscriptions; the memory checks measure growth from their own start.
export default packageProject("contract-tests", {
  ...IN_PROCESS,
  // A hang detector: a 50 MB import over HTTP took over 30 s with two copies of the test command
  // running at once on 2 cores (about 5 s alone), over 120 s beside two busy loops on a loaded machine,
  // where four Prism servers also took over 60 s to start (src/prism.ts waits up to 240 s).
  testTimeout: 300_000,
  hookTimeout: 300_000,
  execArgv: ["--expose-gc"],
});
