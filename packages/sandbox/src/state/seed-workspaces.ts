import type { Random } from "../core/random.js";
import type { Organization, Workspace } from "./types.js";

/** A folder of a workspace, before it becomes a file of kind `Folder`. */
export interface SeedFolder {
  id: string;
  name: string;
  workspaceId: string;
}

const FOLDER_NAMES = ["Reports", "Working papers", "Archive"];

/**
 * Acme and Globex, their three workspaces (Finance and Audit at Acme, Reporting at Globex) and three
 * folders in each. Fields drawn after everything else (dates, providers, solutions) are filled in by
 * `seedOrganizations` at the end, so that adding them kept every older seeded value the same.
 */
export function seedWorkspaces(random: Random): {
  organizations: Organization[];
  workspaces: Workspace[];
  folders: SeedFolder[];
} {
  const organizations: Organization[] = ["Acme Corp", "Globex"].map((name) => ({
    id: random.uuid(),
    name,
    status: "active",
    serviceProviderId: "",
    created: "",
    modified: "",
  }));
  const [acme, globex] = organizations as [Organization, Organization];
  const workspaces: Workspace[] = (
    [
      ["Finance", acme],
      ["Audit", acme],
      ["Reporting", globex],
    ] as const
  ).map(([name, org]) => ({
    id: random.uuid(),
    name,
    organizationId: org.id,
    created: "",
    modified: "",
    solutions: [],
  }));
  const folders = workspaces.flatMap((ws) =>
    FOLDER_NAMES.map((name) => ({ id: random.hex(32), name, workspaceId: ws.id })),
  );
  return { organizations, workspaces, folders };
}
