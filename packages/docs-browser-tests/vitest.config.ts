import { packageProject } from "../../vitest.shared.js";

export default packageProject("docs-browser-tests", { testTimeout: 60_000, hookTimeout: 60_000 });
