import { packageProject } from "../../vitest.shared.js";

// --expose-gc: the transfer tests measure what the process really holds (src/memory.ts).
export default packageProject("contract-tests", {
  // A hang detector: a 50 MB import over HTTP took over 30 s with two copies of the test command
  // running at once on 2 cores (about 5 s alone).
  testTimeout: 120_000,
  hookTimeout: 120_000,
  execArgv: ["--expose-gc"],
});
