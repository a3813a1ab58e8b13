import { IN_PROCESS, packageProject } from "../vitest.shared.js";

// The files share one module graph (IN_PROCESS): none stubs a global or mocks a module, and the two that
// spawn (e2e/lint, e2e/pack-guard) leave nothing behind in this process.
export default packageProject("specs", IN_PROCESS);
