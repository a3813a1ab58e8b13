import { packageProject } from "../../vitest.shared.js";

// Each file starts its own redis-server; the multi-process file spawns Node workers and measures time.
export default packageProject("redis", { testTimeout: 30_000, hookTimeout: 30_000 });
