import { packageProject } from "../../vitest.shared.js";

export default packageProject("strict-client");
