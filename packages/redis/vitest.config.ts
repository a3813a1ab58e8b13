import { IN_PROCESS, packageProject } from "../../vitest.shared.js";

// Each file starts its own redis-server; the multi-process file spawns Node workers. The time limits are
// hang bounds (a store's command limit in the tests is 60 s, see test/support/redis-server.ts), never a
// speed check: every test passes with both cores saturated by other work. No module mocks, no globals
// left changed (fallback.test.ts restores its fake timers): the files share one module graph per worker
// (IN_PROCESS), so the SDK, sandbox and store sources are imported once, not once per file.
export default packageProject("redis", { ...IN_PROCESS, testTimeout: 180_000, hookTimeout: 180_000 });
