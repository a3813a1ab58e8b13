import { packageProject } from "../../vitest.shared.js";

// Each file starts its own redis-server; the multi-process file spawns Node workers. The time limits are
// hang bounds (a store's command limit in the tests is 60 s, see test/support/redis-server.ts), never a
// speed check: every test passes with both cores saturated by other work.
export default packageProject("redis", { testTimeout: 180_000, hookTimeout: 180_000 });
