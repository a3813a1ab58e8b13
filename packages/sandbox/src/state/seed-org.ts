import type { Random } from "../core/random.js";
import type { FileRecord, Organization, ReportUser, Workspace } from "./types.js";

const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

const FIRST_NAMES = [
  "Ada",
  "Alan",
  "Barbara",
  "Claude",
  "Dennis",
  "Donald",
  "Edsger",
  "Frances",
  "Grace",
  "Hedy",
  "Ivan",
  "Joan",
  "John",
  "Katherine",
  "Ken",
  "Leslie",
  "Margaret",
  "Niklaus",
  "Radia",
  "Tim",
];
const LAST_NAMES = [
  "Allen",
  "Backus",
  "Berners-Lee",
  "Clarke",
  "Dijkstra",
  "Hamilton",
  "Hopper",
  "Johnson",
  "Kay",
  "Knuth",
  "Lamarr",
  "Lamport",
  "Liskov",
  "Lovelace",
  "Perlman",
  "Ritchie",
  "Shannon",
  "Sutherland",
  "Thompson",
  "Wirth",
];

/**
 * Organizations, workspaces and folders get their dates, provider and solutions; folders become files
 * of kind `Folder`; each organization gets its report users (enough in Acme for several JSON:API pages).
 */
export function seedOrganizations(
  random: Random,
  input: {
    epoch: number;
    organizations: Organization[];
    workspaces: Workspace[];
    folders: { id: string; name: string; workspaceId: string }[];
  },
): {
  serviceProviderId: string;
  folderFiles: FileRecord[];
  reportUsers: ReportUser[];
} {
  const { epoch, organizations, workspaces, folders } = input;
  const past = (maxDays: number) => epoch - random.int(1, maxDays * 24 * 60) * 60_000;
  const serviceProviderId = random.uuid();
  organizations.push({
    id: random.uuid(),
    name: "Initech",
    status: "inactive",
    serviceProviderId: "",
    created: "",
    modified: "",
  });
  for (const org of organizations) {
    const created = past(900);
    org.serviceProviderId = serviceProviderId;
    org.created = iso(created);
    org.modified = iso(Math.min(epoch, created + random.int(1, 300) * DAY));
  }
  const solutions = ["Financial Reporting", "SOX and Internal Controls", "Management Reporting"];
  workspaces.forEach((ws, i) => {
    const created = past(700);
    ws.created = iso(created);
    ws.modified = iso(Math.min(epoch, created + random.int(1, 200) * DAY));
    ws.solutions = [{ id: random.uuid(), name: solutions[i % solutions.length]! }];
  });
  const folderFiles: FileRecord[] = folders.map((folder) => {
    const created = past(400);
    return {
      id: folder.id,
      name: folder.name,
      kind: "Folder",
      type: "Folder",
      container: null,
      template: false,
      workspaceId: folder.workspaceId,
      created: iso(created),
      modified: iso(Math.min(epoch, created + random.int(0, 30) * DAY)),
      state: "Active",
      revision: 1,
      firstRevision: 1,
    };
  });

  const reportUsers: ReportUser[] = [];
  const people = (org: Organization, count: number, offset: number, domain: string) => {
    const orgWorkspaces = workspaces.filter((w) => w.organizationId === org.id);
    for (let i = 0; i < count; i++) {
      const n = offset + i;
      const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
      const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
      const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
      const admin = i % 40 === 0;
      const memberships = orgWorkspaces
        .filter((_, w) => (n + w) % 3 !== 2)
        .map((w) => ({
          id: w.id,
          workspaceName: w.name,
          workspaceRoles: [random.pick(["Workspace Owner", "Editor", "Viewer", "Viewer"])],
        }));
      const neverLoggedIn = random.next() < 0.08;
      reportUsers.push({
        id: random.uuid(),
        organizationId: org.id,
        userName: `${handle}@${domain}`,
        displayName: `${first} ${last}`,
        firstName: first,
        lastName: last,
        email: `${handle}@${domain}`,
        samlId: random.next() < 0.7 ? `${handle}@${domain}` : null,
        lastLogin: neverLoggedIn ? null : iso(past(60)),
        active: random.next() < 0.93,
        licenses: random.next() < 0.85 ? ["Platform"] : ["Platform", "ESG Reporting"],
        organizationRoles: admin ? ["Org Admin", "Org User"] : ["Org User"],
        workspaceMemberships: memberships,
      });
    }
  };
  const [acme, globex] = organizations as [Organization, Organization];
  people(acme, 257, 0, "acme.invalid");
  people(globex, 9, 300, "globex.invalid");
  return { serviceProviderId, folderFiles, reportUsers };
}
