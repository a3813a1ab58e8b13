import { join } from "node:path";

// The settings folder and the profiles file are the SDK's (`@reportkit/sdk/node`): the SDK, this CLI
// and the MCP server read the same profiles.
export { reportkitConfigDir as configDir, reportkitConfigFile as configFile } from "@reportkit/sdk/node";

/** Where `login` keeps a secret given on stdin: one owner-only file per profile. */
export const secretFile = (dir: string, profile: string) => join(dir, "secrets", profile);
