import { packageProject } from "../../vitest.shared.js";

export default packageProject("sdk", { setupFiles: ["test/support/telemetry-loaded.ts"] });
