import type { Random } from "../core/random.js";
import { type ContentIds, seedContent } from "./seed-content.js";
import { seedOrganizations } from "./seed-org.js";
import type {
  Activity,
  Attachment,
  Chain,
  Client,
  FileRecord,
  Organization,
  PrepFile,
  PrepTable,
  Sample,
  SandboxState,
  Sheet,
  Spreadsheet,
  User,
  Workspace,
} from "./types.js";

/** Every scope the platform knows. */
export const ALL_SCOPES = [
  "file:read",
  "file:write",
  "graph:read",
  "graph:write",
  "activity:read",
  "organization:read",
  "organization:write",
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

const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

export function seedState(
  random: Random,
  extraClients: Client[] = [],
): { state: SandboxState; demo: DemoIds } {
  const uuid = () => random.uuid();
  const past = (maxDays: number) => SEED_EPOCH - random.int(1, maxDays * 24 * 60) * 60_000;

  // Fields drawn after everything else (dates, providers) are filled in at the end, so that adding
  // them kept every older seeded value the same.
  const organizations: Organization[] = ["Acme Corp", "Globex"].map((name) => ({
    id: uuid(),
    name,
    status: "active",
    serviceProviderId: "",
    created: "",
    modified: "",
  }));
  const [acme, globex] = organizations as [Organization, Organization];
  const workspaces: Workspace[] = [
    ["Finance", acme],
    ["Audit", acme],
    ["Reporting", globex],
  ].map(([name, org]) => ({
    id: uuid(),
    name: name as string,
    organizationId: (org as Organization).id,
    created: "",
    modified: "",
    solutions: [],
  }));
  const [finance, audit] = workspaces as [Workspace, Workspace, Workspace];
  const folders = workspaces.flatMap((ws) =>
    ["Reports", "Working papers", "Archive"].map((name) => ({
      id: random.hex(32),
      name,
      workspaceId: ws.id,
    })),
  );

  const fileNames = [
    ["Q1 report", "Document"],
    ["Q2 report", "Document"],
    ["Annual statement", "Document"],
    ["Board deck", "Presentation"],
    ["Q1 budget", "Spreadsheet"],
    ["Audit checklist", "Document"],
    ["Control matrix", "Spreadsheet"],
    ["Report template", "Document"],
  ] as const;
  const files: FileRecord[] = fileNames.map(([name, kind], i) => {
    const ws = workspaces[i % 2 === 0 ? 0 : i % 3 === 0 ? 2 : 1]!;
    const folder = folders.find((f) => f.workspaceId === ws.id)!;
    const created = past(120);
    return {
      id: random.hex(32),
      name,
      kind,
      type: kind,
      container: folder.id,
      template: name.includes("template"),
      workspaceId: ws.id,
      created: iso(created),
      modified: iso(Math.min(SEED_EPOCH, created + random.int(0, 20) * DAY)),
      state: "Active",
      revision: 1,
      firstRevision: 1,
    };
  });
  const budgetFile = files.find((f) => f.name === "Q1 budget")!;
  const controlFile = files.find((f) => f.name === "Control matrix")!;

  const budgetCells: Sheet["cells"] = { A1: "Region", B1: "Q1", C1: "Q2", D1: "Total" };
  ["EMEA", "APAC", "AMER"].forEach((region, i) => {
    const row = i + 2;
    const q1 = random.int(100, 900) * 1000;
    const q2 = random.int(100, 900) * 1000;
    budgetCells[`A${row}`] = region;
    budgetCells[`B${row}`] = q1;
    budgetCells[`C${row}`] = q2;
    budgetCells[`D${row}`] = q1 + q2;
  });
  const spreadsheets: Spreadsheet[] = [
    {
      id: budgetFile.id,
      fileId: budgetFile.id,
      name: budgetFile.name,
      workspaceId: budgetFile.workspaceId,
      sheets: [
        {
          id: random.hex(32),
          name: "Sheet 1",
          cells: budgetCells,
          dataset: { id: uuid(), range: "A1:D4" },
        },
        {
          id: random.hex(32),
          name: "Summary",
          cells: { A1: "Total", B1: "=SUM('Sheet 1'!D2:D4)" },
          dataset: null,
        },
      ],
      linksStatus: { allLinks: "published", ownLinks: "published" },
      customFields: {},
    },
    {
      id: controlFile.id,
      fileId: controlFile.id,
      name: controlFile.name,
      workspaceId: controlFile.workspaceId,
      sheets: [
        { id: random.hex(32), name: "Controls", cells: { A1: "Control", B1: "Owner" }, dataset: null },
      ],
      linksStatus: { allLinks: "unpublished", ownLinks: "published" },
      customFields: {},
    },
  ];
  const budget = spreadsheets[0]!;

  // A test form with one phase and one matrix of samples; one sample has three pages of attachments.
  const dataColumns = [uuid(), uuid(), uuid()];
  const resultColumns = [uuid(), uuid()];
  const attachments = (count: number, prefix: string): Attachment[] =>
    Array.from({ length: count }, (_, i) => ({
      id: uuid(),
      fileName: `${prefix}-${String(i + 1).padStart(2, "0")}.pdf`,
    }));
  const samples: Sample[] = Array.from({ length: 12 }, (_, i) => ({
    id: uuid(),
    dataValues: [
      { column: dataColumns[0]!, value: `Batch ${100 + i}` },
      { column: dataColumns[1]!, value: random.int(10, 99) / 10 },
      { column: dataColumns[2]!, value: random.int(1, 40) },
    ],
    resultValues: [
      { column: resultColumns[0]!, value: random.pick(["pass", "fail", "pending"]) },
      { column: resultColumns[1]!, value: `Checked by lab ${random.int(1, 4)}` },
    ],
    attachments: i === 0 ? attachments(45, "lab-report") : i === 1 ? attachments(3, "photo") : [],
  }));
  const testForms = [
    {
      id: uuid(),
      name: "Stability study",
      workspaceId: finance.id,
      phases: [
        {
          id: uuid(),
          name: "Phase 1",
          matrices: [{ id: uuid(), name: "Matrix A", dataColumns, resultColumns, samples }],
        },
      ],
    },
  ];
  const form = testForms[0]!;
  const phase = form.phases[0]!;
  const matrix = phase.matrices[0]!;

  // Past activities of the two Acme workspaces: enough for several pages.
  const performers = [
    { id: "usr-ada", displayName: "Ada Lovelace", uniqueName: "ada@acme.invalid" },
    { id: "usr-alan", displayName: "Alan Turing", uniqueName: "alan@acme.invalid" },
    { id: "usr-grace", displayName: "Grace Hopper", uniqueName: "grace@acme.invalid" },
  ];
  const actions = [
    ["file.create", "File", "Create file", "created"],
    ["file.update", "File", "Update file", "updated"],
    ["file.delete", "File", "Delete file", "deleted"],
    ["file.view", "File", "View file", "viewed"],
    ["spreadsheet.values.update", "Spreadsheet", "Update spreadsheet values", "updated the values of"],
  ] as const;
  const activities: Activity[] = [];
  let sequence = 0;
  const history: { at: number; ws: typeof finance }[] = [];
  for (let i = 0; i < 150; i++) history.push({ at: past(30), ws: finance });
  for (let i = 0; i < 20; i++) history.push({ at: past(30), ws: audit });
  history.sort((a, b) => a.at - b.at);
  for (const { at, ws } of history) {
    const [alias, category, name, verb] = random.pick(actions);
    const performer = random.pick(performers);
    const file = random.pick(files);
    activities.push({
      id: `act_${random.hex(24)}`,
      sequence: sequence++,
      action: { id: `platform.${alias}`, alias, category, name, deprecated: false },
      summary: `${performer.displayName} ${verb} '${file.name}'.`,
      performer: {
        ...performer,
        type: "platform.user",
        ipAddress: `10.0.${random.int(0, 9)}.${random.int(1, 254)}`,
      },
      targets: [{ id: file.id, type: "platform.file", displayName: file.name }],
      activityDateTime: iso(at),
      workspace: { id: ws.id, name: ws.name },
      organization: { id: acme.id, name: acme.name },
      outcome: "success",
      tags: [`category:${category.toLowerCase()}`],
      ...(alias === "file.update"
        ? {
            attachments: [
              { entityChanges: [{ propertyName: "name", new: file.name, old: `${file.name} (draft)` }] },
            ],
          }
        : {}),
    });
  }

  // Data preparation: tables with files, some inconsistent; tags; select lists.
  const prepFile = (tableId: string, name: string, health: PrepFile["health"], status: string): PrepFile => {
    const created = past(60);
    return {
      id: `file-${random.hex(8)}`,
      tableId,
      name,
      key: health === "unrecoverable" ? "" : `uploads/${name}`,
      source: health === "unrecoverable" ? "" : "upload",
      status,
      delimiter: ",",
      columnMappings: { "col-a": "region", "col-b": "amount" },
      metadata: {},
      tags: { quarter: random.pick(["Q1", "Q2", "Q3", "Q4"]) },
      numErrors: 0,
      numRecords: status === "IMPORTED" ? random.int(100, 5000) : 0,
      originalFileSize: random.int(2_000, 90_000),
      version: random.int(1, 4),
      userId: "usr-ada",
      created: iso(created),
      updated: iso(created + random.int(1, 600) * 1000),
      health,
    };
  };
  const tables: PrepTable[] = ["Sales", "Inventory", "Ledger", "Archive"].map((name) => ({
    id: random.hex(32),
    name,
    deleted: false,
    files: [],
  }));
  const [sales, inventory, ledger] = tables as [PrepTable, PrepTable, PrepTable, PrepTable];
  // Live status values: STAGING, STAGED, IMPORTING, IMPORTED, ERROR.
  sales.files.push(prepFile(sales.id, "sales-q1.csv", "ok", "IMPORTED"));
  sales.files.push(prepFile(sales.id, "sales-q2.csv", "ok", "IMPORTED"));
  sales.files.push(prepFile(sales.id, "sales-q3.csv", "repairable", "IMPORTING"));
  inventory.files.push(prepFile(inventory.id, "stock.csv", "ok", "IMPORTED"));
  ledger.files.push(prepFile(ledger.id, "ledger-2025.csv", "ok", "IMPORTED"));
  ledger.files.push(prepFile(ledger.id, "ledger-jan.csv", "repairable", "IMPORTING"));
  ledger.files.push(prepFile(ledger.id, "ledger-feb.csv", "repairable", "STAGED"));
  ledger.files.push(prepFile(ledger.id, "ledger-broken.csv", "unrecoverable", "ERROR"));
  const tagKeys = [
    "quarter",
    "region",
    "segment",
    "currency",
    "entity",
    "scenario",
    "version",
    "source",
    "owner",
    "status",
    "product",
    "channel",
    "department",
    "project",
    "account",
    "period",
    "market",
    "brand",
    "tier",
    "risk",
    "audit",
    "country",
    "cost-center",
    "fund",
    "program",
  ];
  const tags = tagKeys.map((key, i) => {
    const created = past(90);
    return {
      id: `tag-${String(i + 1).padStart(2, "0")}-${random.hex(4)}`,
      key,
      values: Array.from({ length: random.int(1, 4) }, (_, j) => `${key}-${j + 1}`),
      userId: random.pick(performers).id,
      version: random.int(1, 5),
      created: iso(created),
      updated: iso(created + random.int(0, 10) * DAY),
    };
  });
  const selectLists = [
    ["Regions", "Sales regions", ["EMEA", "APAC", "AMER"]],
    ["Quarters", "Fiscal quarters", ["Q1", "Q2", "Q3", "Q4"]],
    [
      "Risk levels",
      "Audit risk levels",
      [
        { label: "Low", value: 1 },
        { label: "Medium", value: 2 },
        { label: "High", value: 3 },
      ],
    ],
    ["Currencies", "Reporting currencies", ["EUR", "USD", "GBP", "JPY"]],
  ] as const;
  const lists = selectLists.map(([name, description, values]) => {
    const created = past(90);
    return {
      id: `sl-${random.hex(6)}`,
      name,
      description,
      type: "static",
      valueType: typeof values[0] === "string" ? "string" : "object",
      values: [...values] as unknown[],
      userId: "usr-ada",
      version: random.int(1, 6),
      created: iso(created),
      updated: iso(created + random.int(0, 30) * DAY),
    };
  });

  // Chains in two environments and the company's users.
  const local = (ms: number) => iso(ms).slice(0, 19);
  const chain = (name: string, i: number): Chain => {
    const created = past(200);
    return {
      id: `chain-${random.hex(6)}`,
      internal_id: 1000 + i,
      name,
      description: `${name} of the ledger.`,
      created_at: local(created),
      updated_at: local(created + random.int(0, 60) * DAY),
      disabled: random.next() < 0.2,
      concurrency_enabled: random.next() < 0.3,
      runtime_inputs: Array.from({ length: random.int(0, 2) }, () => ({
        vuid: uuid(),
        data_type: random.pick(["string", "number", "date"]),
      })),
      schedules: [
        {
          enabled: true,
          start_at: "2026-01-01T00:00:00",
          end_at: "2026-12-31T23:59:59",
          properties: {
            days_of_month: [],
            days_of_week: random.next() < 0.5 ? [] : ["MON", "WED", "FRI"],
            recurring_interval: 1,
            recurring_type: random.pick(["daily", "weekly"]),
            run_at_hours: random.int(0, 23),
            run_at_minutes: random.pick([0, 15, 30, 45]),
            run_at_seconds: 0,
            zone: random.pick(["Europe/Berlin", "America/New_York", "UTC"]),
          },
        },
      ],
    };
  };
  const chainNames = [
    "Nightly load",
    "Month-end close",
    "FX refresh",
    "Ledger sync",
    "Archive sweep",
    "KPI export",
  ];
  const environments = {
    "env-dev": chainNames.slice(0, 4).map((n, i) => chain(n, i)),
    "env-prod": chainNames.map((n, i) => chain(n, 100 + i)),
  };
  const firstNames = [
    "Ada",
    "Alan",
    "Grace",
    "Edsger",
    "Barbara",
    "Donald",
    "Frances",
    "John",
    "Katherine",
    "Linus",
  ];
  const lastNames = [
    "Lovelace",
    "Turing",
    "Hopper",
    "Dijkstra",
    "Liskov",
    "Knuth",
    "Allen",
    "Backus",
    "Johnson",
    "Torvalds",
  ];
  const users: User[] = Array.from({ length: 230 }, (_, i) => {
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
    const created = past(700);
    return {
      id: `usr-${1001 + i}`,
      email: `${first}.${last}.${i + 1}@company.invalid`.toLowerCase(),
      first_name: first,
      last_name: last,
      sso_enabled: random.next() < 0.6,
      last_sign_in_at: iso(past(30)),
      created_at: iso(created),
    };
  });

  const { serviceProviderId, folderFiles, reportUsers } = seedOrganizations(random, {
    epoch: SEED_EPOCH,
    organizations,
    workspaces,
    folders,
  });
  files.unshift(...folderFiles);
  const { content, milestones, graph, ids } = seedContent(random, {
    epoch: SEED_EPOCH,
    files,
    spreadsheets,
    workspaces,
    clientId: DEMO_CLIENT.id,
  });

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
    reportUsers,
    blobs: {},
    testForms,
    activities,
    operations: [],
    sheetWrites: {},
    prep: { tables, tags, selectLists: lists },
    chains: { environments, users },
    sequence,
  };
  const demo: DemoIds = {
    ...ids,
    serviceProviderId,
    organizationId: acme.id,
    workspaceId: finance.id,
    otherWorkspaceId: audit.id,
    folderIds: folders.filter((f) => f.workspaceId === finance.id).map((f) => f.id),
    fileId: files.find((f) => f.name === "Q1 report")!.id,
    spreadsheetId: budget.id,
    sheetId: budget.sheets[0]!.id,
    summarySheetId: budget.sheets[1]!.id,
    testFormId: form.id,
    testPhaseId: phase.id,
    matrixId: matrix.id,
    dataColumns,
    resultColumns,
    sampleWithAttachmentsId: samples[0]!.id,
    tableId: sales.id,
    inconsistentTableId: ledger.id,
    selectListId: lists[0]!.id,
    environments: Object.keys(environments),
    userId: users[0]!.id,
  };
  return { state, demo };
}
