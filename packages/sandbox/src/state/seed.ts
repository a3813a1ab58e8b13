import type { Random } from "../core/random.js";
import { seedActivities } from "./seed-activities.js";
import { seedChainRuns } from "./seed-chain-runs.js";
import { seedChains } from "./seed-chains.js";
import { type ContentIds, seedContent } from "./seed-content.js";
import { seedFiles } from "./seed-files.js";
import { seedOrganizations } from "./seed-org.js";
import { seedPrep } from "./seed-prep.js";
import { seedSpreadsheets } from "./seed-spreadsheets.js";
import { seedTestForms } from "./seed-test-forms.js";
import { pastOf } from "./seed-time.js";
import { type SeedFolder, seedWorkspaces } from "./seed-workspaces.js";
import type { Client, SandboxState } from "./types.js";

/** Every scope the platform knows. */
export const ALL_SCOPES = [
  "file:read",
  "file:write",
  "graph:read",
  "graph:write",
  "activity:read",
  "organization:read",
  "organization:write",
  "task:read",
  "task:write",
] as const;

/** The demo clients every sandbox registers (their credentials are not secret). */
export const DEMO_CLIENT: Client = {
  id: "sandbox-demo-client",
  secret: "sandbox-demo-secret",
  name: "Sandbox demo client",
  scopes: [...ALL_SCOPES],
};
export const READONLY_CLIENT: Client = {
  id: "sandbox-readonly-client",
  secret: "sandbox-readonly-secret",
  name: "Sandbox read-only client",
  scopes: ["file:read", "graph:read", "activity:read"],
};

/** Seed data is dated relative to this instant, whatever the clock says, so seeds are reproducible. */
export const SEED_EPOCH = Date.parse("2026-01-15T12:00:00.000Z");

/** Ids of the seeded objects a demo or a test reaches for first. */
export interface DemoIds extends ContentIds {
  /** The managed service provider of the seeded organizations (the `Wk-Service-Provider` header). */
  serviceProviderId: string;
  organizationId: string;
  workspaceId: string;
  otherWorkspaceId: string;
  folderIds: string[];
  fileId: string;
  spreadsheetId: string;
  sheetId: string;
  summarySheetId: string;
  testFormId: string;
  testPhaseId: string;
  matrixId: string;
  dataColumns: string[];
  resultColumns: string[];
  /** A sample whose attachments span three pages. */
  sampleWithAttachmentsId: string;
  tableId: string;
  /** A table seeded with inconsistent files for validation to repair or delete. */
  inconsistentTableId: string;
  selectListId: string;
  environments: string[];
  userId: string;
}

/** The demo ids, read from the seeded state (the first organization, workspace, spreadsheet...). */
function demoIds(
  state: SandboxState,
  seeded: { content: ContentIds; serviceProviderId: string; folders: SeedFolder[] },
): DemoIds {
  const [acme] = state.organizations;
  const [finance, audit] = state.workspaces;
  const budget = state.spreadsheets[0]!;
  const form = state.testForms[0]!;
  const phase = form.phases[0]!;
  const matrix = phase.matrices[0]!;
  const [sales, , ledger] = state.prep.tables;
  return {
    ...seeded.content,
    serviceProviderId: seeded.serviceProviderId,
    organizationId: acme!.id,
    workspaceId: finance!.id,
    otherWorkspaceId: audit!.id,
    folderIds: seeded.folders.filter((f) => f.workspaceId === finance!.id).map((f) => f.id),
    fileId: state.files.find((f) => f.name === "Q1 report")!.id,
    spreadsheetId: budget.id,
    sheetId: budget.sheets[0]!.id,
    summarySheetId: budget.sheets[1]!.id,
    testFormId: form.id,
    testPhaseId: phase.id,
    matrixId: matrix.id,
    dataColumns: matrix.dataColumns,
    resultColumns: matrix.resultColumns,
    sampleWithAttachmentsId: matrix.samples[0]!.id,
    tableId: sales!.id,
    inconsistentTableId: ledger!.id,
    selectListId: state.prep.selectLists[0]!.id,
    environments: Object.keys(state.chains.environments),
    userId: state.chains.users[0]!.id,
  };
}

/**
 * The seed data, drawn from `random` family by family in a fixed order (a family added later draws
 * after the others, so the older families keep their values), and the ids a demo reaches for first.
 */
export function seedState(
  random: Random,
  extraClients: Client[] = [],
): { state: SandboxState; demo: DemoIds } {
  const past = pastOf(random, SEED_EPOCH);
  const { organizations, workspaces, folders } = seedWorkspaces(random);
  const files = seedFiles(random, past, SEED_EPOCH, { workspaces, folders });
  const spreadsheets = seedSpreadsheets(random, files);
  const testForms = seedTestForms(random, workspaces[0]!);
  const organization = organizations[0]!;
  const { activities, sequence } = seedActivities(random, past, { files, workspaces, organization });
  const prep = seedPrep(random, past);
  const chains = seedChains(random, past);
  const seededOrganizations = seedOrganizations(random, {
    epoch: SEED_EPOCH,
    organizations,
    workspaces,
    folders,
  });
  files.unshift(...seededOrganizations.folderFiles);
  const { content, milestones, graph, ids } = seedContent(random, {
    epoch: SEED_EPOCH,
    files,
    spreadsheets,
    workspaces,
    clientId: DEMO_CLIENT.id,
  });
  chains.runs = seedChainRuns(random, past, chains.environments, chains.users);
  const state: SandboxState = {
    clients: [DEMO_CLIENT, READONLY_CLIENT, ...extraClients].map((c) => ({ ...c, scopes: [...c.scopes] })),
    tokens: {},
    organizations,
    workspaces,
    files,
    spreadsheets,
    content,
    milestones,
    graph,
    reportUsers: seededOrganizations.reportUsers,
    blobs: {},
    testForms,
    activities,
    operations: [],
    sheetWrites: {},
    prep,
    chains,
    generic: {},
    sequence,
  };
  const { serviceProviderId } = seededOrganizations;
  return { state, demo: demoIds(state, { content: ids, serviceProviderId, folders }) };
}
