import { IN_PROCESS, packageProject } from "../../vitest.shared.js";

// The files share one module graph (IN_PROCESS): each one that mocks a module or changes a global
// (fake timers, stubbed fetch, vi.doMock after vi.resetModules) puts it back in its own afterEach.
export default packageProject("sdk", { ...IN_PROCESS, setupFiles: ["test/support/telemetry-loaded.ts"] });
