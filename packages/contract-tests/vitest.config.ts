import { packageProject } from "../../vitest.shared.js";

// --expose-gc: the transfer tests measure what the process really holds (src/memory.ts).
export default packageProject("contract-tests", {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  execArgv: ["--expose-gc"],
});
