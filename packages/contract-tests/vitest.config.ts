import { packageProject } from "../../vitest.shared.js";

export default packageProject("contract-tests", { testTimeout: 30_000, hookTimeout: 120_000 });
