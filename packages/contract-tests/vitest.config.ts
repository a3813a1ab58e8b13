import { packageProject } from "../../vitest.shared.js";

// --expose-gc: the transfer tests measure what the process really holds (src/memory.ts).
export default packageProject("contract-tests", {
  // A hang detector: a 50 MB import over HTTP took over 30 s with two copies of the test command
  // running at once on 2 cores (about 5 s alone), over 120 s beside two busy loops on a loaded machine,
  // where four Prism servers also took over 60 s to start (src/prism.ts waits up to 240 s).
  testTimeout: 300_000,
  hookTimeout: 300_000,
  execArgv: ["--expose-gc"],
});
