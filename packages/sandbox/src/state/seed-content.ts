import type { Random } from "../core/random.js";
import { DAY, iso, type Past, pastOf } from "./seed-time.js";
import type {
  ContentState,
  ContentTable,
  FileRecord,
  GraphRecord,
  GraphState,
  Milestone,
  Paragraph,
  RangeLink,
  Sheet,
  Spreadsheet,
  Workspace,
} from "./types.js";

export interface ContentIds {
  workingPapersFolderId: string;
  closeFolderId: string;
  presentationId: string;
  richTextId: string;
  contentTableId: string;
  rangeLinkId: string;
  destinationTableId: string;
  milestoneId: string;
  controlSpreadsheetId: string;
  xbrlSheetId: string;
  graphRecordIds: string[];
}

// A text span says where it starts in its paragraph and how many code points it spans (issue 33).
const text = (t: string): Record<string, unknown> => ({
  type: "textSpan",
  textSpan: { offset: 0, length: [...t].length, text: t },
});

const PARAGRAPHS: [string, string][] = [
  ["Heading1", "Q1 report"],
  ["Heading2", "Summary"],
  ["Normal", "Revenue grew in every region this quarter, led by APAC. Operating costs stayed within budget."],
  ["Normal", "The table below links to the regional figures of the Q1 budget."],
  ["Heading2", "Revenue by region"],
  ["Normal", "Figures are in thousands of euros and unaudited."],
  ["Heading2", "Headcount"],
  ["Normal", "Headcount rose by four, all in the reporting team."],
  ["Heading2", "Risks"],
  ["ListParagraph", "Currency movements in the APAC region."],
  ["ListParagraph", "Timing of the ERP migration."],
  ["ListParagraph", "Auditor rotation in the second half."],
  ["Heading2", "Outlook"],
  ["Normal", "We expect the second quarter to follow the first, with a seasonal dip in AMER."],
];

/** Where the new files go: the top of the first workspace's folders. */
interface Folders {
  finance: Workspace;
  reports: FileRecord;
  workingPapers: FileRecord;
}

/** Every seeded file but the folders starts at a revision of its own. */
function seedRevisions(random: Random, files: FileRecord[]): void {
  for (const file of files) {
    if (file.kind === "Folder") continue;
    file.revision = random.int(3, 80);
    file.firstRevision = file.revision;
  }
}

/** Adds a file of the first workspace to `files`. */
function addFile(
  random: Random,
  past: Past,
  epoch: number,
  input: { files: FileRecord[]; finance: Workspace; name: string; kind: string; container: string },
): FileRecord {
  const created = past(60);
  const revision = input.kind === "Folder" ? 1 : random.int(2, 30);
  const file: FileRecord = {
    id: random.hex(32),
    name: input.name,
    kind: input.kind,
    type: input.kind,
    container: input.container,
    template: false,
    workspaceId: input.finance.id,
    created: iso(created),
    modified: iso(Math.min(epoch, created + random.int(0, 5) * DAY)),
    state: "Active",
    revision,
    firstRevision: revision,
  };
  input.files.push(file);
  return file;
}

/** A nested folder with files (for trash and restore), a supporting document, and a presentation. */
function seedWorkingFiles(
  random: Random,
  past: Past,
  epoch: number,
  input: Folders & { files: FileRecord[] },
): { close: FileRecord; recs: FileRecord; deck: FileRecord } {
  const { files, finance, reports, workingPapers } = input;
  const add = (name: string, kind: string, container: string) =>
    addFile(random, past, epoch, { files, finance, name, kind, container });
  const close = add("2025 close", "Folder", workingPapers.id);
  add("Close checklist", "Document", close.id);
  const recs = add("Reconciliations", "Spreadsheet", close.id);
  add("Bank confirmations", "SupportingDocument", workingPapers.id);
  const deck = add("Quarterly review", "Presentation", reports.id);
  return { close, recs, deck };
}

/** The reconciliations spreadsheet: one sheet of bank balances. */
function reconciliations(random: Random, recs: FileRecord): Spreadsheet {
  return {
    id: recs.id,
    fileId: recs.id,
    name: recs.name,
    workspaceId: recs.workspaceId,
    sheets: [
      {
        id: random.hex(32),
        name: "Bank",
        cells: { A1: "Account", B1: "Balance", A2: "Operating", B2: 120_500, A3: "Payroll", B3: 48_200 },
        dataset: null,
      },
    ],
    linksStatus: { allLinks: "published", ownLinks: "published" },
    customFields: {},
  };
}

/** The control matrix gets a sheet holding XBRL, a lock and custom fields. */
function seedXbrl(random: Random, spreadsheets: Spreadsheet[]): { control: Spreadsheet; xbrl: Sheet } {
  const control = spreadsheets.find((s) => s.name === "Control matrix")!;
  const xbrl = {
    id: random.hex(32),
    name: "XBRL facts",
    cells: { A1: "Concept", B1: "Value", A2: "us-gaap:Revenues", B2: 2_450_000 },
    dataset: null,
    xbrl: true,
  };
  control.sheets.push(xbrl);
  control.lock = "locked";
  control.customFields = { owner: "Internal audit", reviewCycle: "quarterly" };
  return { control, xbrl };
}

/** The Q1 report's paragraphs: headings bold, list items in a bulleted list inheriting their format. */
const paragraphs = (): Paragraph[] =>
  PARAGRAPHS.map(([style, t], i) => ({
    elements: [text(t)],
    ...(style.startsWith("Heading") ? { format: { bold: true, size: style === "Heading1" ? 20 : 14 } } : {}),
    // List items inherit their character format (null members) and belong to a bulleted list.
    ...(style === "ListParagraph"
      ? {
          format: { bold: null, italic: null },
          list: { level: 0, prefix: null, suffix: null, startAt: null, style: { style: "ListBullet" } },
          properties: { alignment: "left", pageBreakBefore: null, startIndent: 18 },
        }
      : { properties: { alignment: i === 0 ? "center" : "left" } }),
    style: { style },
  }));

function table(
  random: Random,
  fileId: string,
  name: string,
  index: number,
  parent: ContentTable["parent"],
  rows: number,
  columns: number,
): ContentTable {
  return { id: random.hex(32), fileId, name, index, parent, rows, columns, rangeLinks: [] };
}

/** A destination link copying `source` of `table`. */
const destination = (random: Random, source: RangeLink, table: ContentTable): RangeLink => ({
  id: random.hex(32),
  type: "destination",
  source: { rangeLink: source.id, table: table.id },
});

/**
 * The tables of the Q1 report (in its rich text), of the annual statement and of the deck; the Q1
 * report's revenue table has two source links, copied into the other two tables.
 */
function seedTables(
  random: Random,
  input: { q1: FileRecord; annual: FileRecord; deck: FileRecord; richTextId: string },
): Record<"revenue" | "headcount" | "summary" | "slide", ContentTable> & { source: RangeLink } {
  const { q1, annual, deck } = input;
  const inRichText = () => ({ type: "richText" as const, id: input.richTextId });
  const revenue = table(random, q1.id, "Revenue by region", 0, inRichText(), 5, 4);
  const headcount = table(random, q1.id, "Headcount", 1, inRichText(), 4, 3);
  // A table's parent is drawn before the table.
  const summaryParent = { type: "richText" as const, id: random.hex(32) };
  const summary = table(random, annual.id, "Revenue summary", 0, summaryParent, 5, 4);
  const slideParent = { type: "drawing" as const, id: random.hex(32) };
  const slide = table(random, deck.id, "Revenue chart data", 0, slideParent, 5, 4);
  const source: RangeLink = {
    id: random.hex(32),
    type: "source",
    range: { startRow: 0, stopRow: 4, startColumn: 0, stopColumn: 3 },
  };
  const totals: RangeLink = {
    id: random.hex(32),
    type: "source",
    range: { startRow: 1, stopRow: 3, startColumn: 3, stopColumn: 3 },
  };
  revenue.rangeLinks.push(source, totals);
  summary.rangeLinks.push(destination(random, source, revenue));
  slide.rangeLinks.push(destination(random, source, revenue));
  slide.rangeLinks.push(destination(random, totals, revenue));
  return { revenue, headcount, summary, slide, source };
}

/** A milestone of the Q1 report at its current revision. */
function seedMilestone(random: Random, past: Past, q1: FileRecord, clientId: string): Milestone {
  return {
    id: random.uuid(),
    resourceType: "document",
    resourceId: q1.id,
    revision: q1.revision,
    title: "Draft for review",
    remarks: "First complete draft, sent to the audit committee.",
    created: iso(past(10)),
    createdBy: clientId,
    workspaceId: q1.workspaceId,
  };
}

/** A small graph of `workspace`: a risk, two controls mitigating it, and a test of one of them. */
function seedGraph(random: Random, workspace: Workspace): GraphState {
  const record = (type: string, label: string, properties: Record<string, unknown>) => ({
    id: random.uuid(),
    type,
    label,
    properties,
  });
  const records = [
    record("risk", "Revenue misstatement", { likelihood: "medium", impact: "high" }),
    record("control", "Monthly revenue review", { frequency: "monthly", owner: "Controller" }),
    record("control", "Three-way match", { frequency: "per transaction", owner: "AP lead" }),
    record("test", "Q1 revenue review test", { result: "pass", sampleSize: 25 }),
  ];
  const [risk, review, match, test] = records as [GraphRecord, GraphRecord, GraphRecord, GraphRecord];
  return {
    workspaceId: workspace.id,
    records,
    relationships: [
      { source: review.id, target: risk.id, type: "mitigates" },
      { source: match.id, target: risk.id, type: "mitigates" },
      { source: test.id, target: review.id, type: "tests" },
    ],
  };
}

/**
 * Content the new endpoints read and change: a nested folder with files (for trash and restore), a
 * presentation, a sheet holding XBRL, revisions, document tables with range links, a rich text, a
 * milestone and a small graph. Everything is drawn after the older seed data, which stays the same.
 */
export function seedContent(
  random: Random,
  input: {
    epoch: number;
    files: FileRecord[];
    spreadsheets: Spreadsheet[];
    workspaces: Workspace[];
    clientId: string;
  },
): { content: ContentState; milestones: Milestone[]; graph: GraphState; ids: ContentIds } {
  const { epoch, files, spreadsheets } = input;
  const past = pastOf(random, epoch);
  const finance = input.workspaces[0]!;
  const folderOf = (name: string) =>
    files.find((f) => f.kind === "Folder" && f.workspaceId === finance.id && f.name === name)!;
  const folders = { finance, reports: folderOf("Reports"), workingPapers: folderOf("Working papers") };
  seedRevisions(random, files);
  const { close, recs, deck } = seedWorkingFiles(random, past, epoch, { ...folders, files });
  spreadsheets.push(reconciliations(random, recs));
  const { control, xbrl } = seedXbrl(random, spreadsheets);
  const q1 = files.find((f) => f.name === "Q1 report")!;
  const annual = files.find((f) => f.name === "Annual statement")!;
  const richTextId = random.hex(32);
  const { revenue, headcount, summary, slide, source } = seedTables(random, { q1, annual, deck, richTextId });
  const milestone = seedMilestone(random, past, q1, input.clientId);
  const graph = seedGraph(random, finance);
  return {
    content: {
      tables: [revenue, headcount, summary, slide],
      richTexts: [{ id: richTextId, fileId: q1.id, paragraphs: paragraphs() }],
      history: [],
    },
    milestones: [milestone],
    graph,
    ids: {
      workingPapersFolderId: folders.workingPapers.id,
      closeFolderId: close.id,
      presentationId: deck.id,
      richTextId,
      contentTableId: revenue.id,
      rangeLinkId: source.id,
      destinationTableId: summary.id,
      milestoneId: milestone.id,
      controlSpreadsheetId: control.id,
      xbrlSheetId: xbrl.id,
      graphRecordIds: graph.records.map((r) => r.id),
    },
  };
}
