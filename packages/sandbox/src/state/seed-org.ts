import type { Random } from "../core/random.js";
import { DAY, iso, type Past, pastOf } from "./seed-time.js";
import type { SeedFolder } from "./seed-workspaces.js";
import type { FileRecord, Organization, ReportUser, Workspace } from "./types.js";

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

const SOLUTIONS = ["Financial Reporting", "SOX and Internal Controls", "Management Reporting"];

/** Initech (inactive) joins the organizations; all get their dates and the managed service provider. */
function stampOrganizations(
  random: Random,
  past: Past,
  epoch: number,
  input: { organizations: Organization[]; serviceProviderId: string },
): void {
  input.organizations.push({
    id: random.uuid(),
    name: "Initech",
    status: "inactive",
    serviceProviderId: "",
    created: "",
    modified: "",
  });
  for (const org of input.organizations) {
    const created = past(900);
    org.serviceProviderId = input.serviceProviderId;
    org.created = iso(created);
    org.modified = iso(Math.min(epoch, created + random.int(1, 300) * DAY));
  }
}

/** Each workspace gets its dates and the solution it was made from. */
function stampWorkspaces(random: Random, past: Past, epoch: number, workspaces: Workspace[]): void {
  workspaces.forEach((ws, i) => {
    const created = past(700);
    ws.created = iso(created);
    ws.modified = iso(Math.min(epoch, created + random.int(1, 200) * DAY));
    ws.solutions = [{ id: random.uuid(), name: SOLUTIONS[i % SOLUTIONS.length]! }];
  });
}

/** The folders as files of kind `Folder`, at the top of their workspaces. */
function folderFiles(random: Random, past: Past, epoch: number, folders: SeedFolder[]): FileRecord[] {
  return folders.map((folder) => {
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
}

/** The report user named by the `n`th names of the tables, a member of some of `workspaces`, at `domain`. */
function reportUser(
  random: Random,
  past: Past,
  org: Organization,
  place: { workspaces: Workspace[]; n: number; admin: boolean; domain: string },
): ReportUser {
  const { n, domain } = place;
  const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
  const memberships = place.workspaces
    .filter((_, w) => (n + w) % 3 !== 2)
    .map((w) => ({
      id: w.id,
      workspaceName: w.name,
      workspaceRoles: [random.pick(["Workspace Owner", "Editor", "Viewer", "Viewer"])],
    }));
  const neverLoggedIn = random.next() < 0.08;
  return {
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
    organizationRoles: place.admin ? ["Org Admin", "Org User"] : ["Org User"],
    workspaceMemberships: memberships,
  };
}

/** `count` report users of `org`, named from the `offset`th names on; every 40th is an administrator. */
function reportUsers(
  random: Random,
  past: Past,
  input: { org: Organization; workspaces: Workspace[]; count: number; offset: number; domain: string },
): ReportUser[] {
  const { org, domain } = input;
  const workspaces = input.workspaces.filter((w) => w.organizationId === org.id);
  return Array.from({ length: input.count }, (_, i) =>
    reportUser(random, past, org, { workspaces, n: input.offset + i, admin: i % 40 === 0, domain }),
  );
}

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
    folders: SeedFolder[];
  },
): {
  serviceProviderId: string;
  folderFiles: FileRecord[];
  reportUsers: ReportUser[];
} {
  const { epoch, organizations, workspaces } = input;
  const past = pastOf(random, epoch);
  const serviceProviderId = random.uuid();
  stampOrganizations(random, past, epoch, { organizations, serviceProviderId });
  stampWorkspaces(random, past, epoch, workspaces);
  const folders = folderFiles(random, past, epoch, input.folders);
  const [acme, globex] = organizations as [Organization, Organization];
  const users = [
    ...reportUsers(random, past, { org: acme, workspaces, count: 257, offset: 0, domain: "acme.invalid" }),
    ...reportUsers(random, past, {
      org: globex,
      workspaces,
      count: 9,
      offset: 300,
      domain: "globex.invalid",
    }),
  ];
  return { serviceProviderId, folderFiles: folders, reportUsers: users };
}
