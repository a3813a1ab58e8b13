import { IN_PROCESS, packageProject } from "../../vitest.shared.js";

// In process only (no module mocks, no globals changed): the files share one module graph (IN_PROCESS).
export default packageProject("catalog", IN_PROCESS);
