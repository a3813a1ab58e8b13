import type { Random } from "../core/random.js";
import type {
  ContentState,
  ContentTable,
  FileRecord,
  GraphState,
  Milestone,
  Paragraph,
  Spreadsheet,
  Workspace,
} from "./types.js";

const iso = (ms: number) => new Date(ms).toISOString();

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

const text = (t: string): Record<string, unknown> => ({ type: "textSpan", textSpan: { text: t } });

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
  const { epoch, files, spreadsheets, workspaces } = input;
  const past = (maxDays: number) => epoch - random.int(1, maxDays * 24 * 60) * 60_000;
  const finance = workspaces[0]!;
  const folderOf = (name: string) =>
    files.find((f) => f.kind === "Folder" && f.workspaceId === finance.id && f.name === name)!;
  const reports = folderOf("Reports");
  const workingPapers = folderOf("Working papers");

  for (const file of files) {
    if (file.kind === "Folder") continue;
    file.revision = random.int(3, 80);
    file.firstRevision = file.revision;
  }
  const newFile = (name: string, kind: string, container: string): FileRecord => {
    const created = past(60);
    const revision = kind === "Folder" ? 1 : random.int(2, 30);
    const file: FileRecord = {
      id: random.hex(32),
      name,
      kind,
      type: kind,
      container,
      template: false,
      workspaceId: finance.id,
      created: iso(created),
      modified: iso(Math.min(epoch, created + random.int(0, 5) * 86_400_000)),
      state: "Active",
      revision,
      firstRevision: revision,
    };
    files.push(file);
    return file;
  };
  const close = newFile("2025 close", "Folder", workingPapers.id);
  newFile("Close checklist", "Document", close.id);
  const recs = newFile("Reconciliations", "Spreadsheet", close.id);
  newFile("Bank confirmations", "SupportingDocument", workingPapers.id);
  const deck = newFile("Quarterly review", "Presentation", reports.id);

  spreadsheets.push({
    id: recs.id,
    fileId: recs.id,
    name: recs.name,
    workspaceId: finance.id,
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
  });
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

  // Tables and rich text of the Q1 report (the demo file), of the annual statement and of a deck.
  const q1 = files.find((f) => f.name === "Q1 report")!;
  const annual = files.find((f) => f.name === "Annual statement")!;
  const richTextId = random.hex(32);
  const paragraphs: Paragraph[] = PARAGRAPHS.map(([style, t], i) => ({
    elements: [text(t)],
    ...(style.startsWith("Heading") ? { format: { bold: true, size: style === "Heading1" ? 20 : 14 } } : {}),
    // List items inherit their character format (null members) and belong to a bulleted list.
    ...(style === "ListParagraph"
      ? {
          format: { bold: null, italic: null },
          list: { level: 0, prefix: null, suffix: null, startAt: null, style: { style: "ListBullet" } },
          properties: { alignment: "left", pageBreakBefore: null, indentLeft: 18 },
        }
      : { properties: { alignment: i === 0 ? "center" : "left" } }),
    style: { style },
  }));
  const table = (
    fileId: string,
    name: string,
    index: number,
    parent: ContentTable["parent"],
    rows: number,
    columns: number,
  ): ContentTable => ({
    id: random.hex(32),
    fileId,
    name,
    index,
    parent,
    rows,
    columns,
    rangeLinks: [],
  });
  const revenue = table(q1.id, "Revenue by region", 0, { type: "richText", id: richTextId }, 5, 4);
  const headcount = table(q1.id, "Headcount", 1, { type: "richText", id: richTextId }, 4, 3);
  const summary = table(annual.id, "Revenue summary", 0, { type: "richText", id: random.hex(32) }, 5, 4);
  const slide = table(deck.id, "Revenue chart data", 0, { type: "drawing", id: random.hex(32) }, 5, 4);
  const source = {
    id: random.hex(32),
    type: "source" as const,
    range: { startRow: 0, stopRow: 4, startColumn: 0, stopColumn: 3 },
  };
  const totals = {
    id: random.hex(32),
    type: "source" as const,
    range: { startRow: 1, stopRow: 3, startColumn: 3, stopColumn: 3 },
  };
  revenue.rangeLinks.push(source, totals);
  summary.rangeLinks.push({
    id: random.hex(32),
    type: "destination",
    source: { rangeLink: source.id, table: revenue.id },
  });
  slide.rangeLinks.push({
    id: random.hex(32),
    type: "destination",
    source: { rangeLink: source.id, table: revenue.id },
  });
  slide.rangeLinks.push({
    id: random.hex(32),
    type: "destination",
    source: { rangeLink: totals.id, table: revenue.id },
  });

  const milestone: Milestone = {
    id: random.uuid(),
    resourceType: "document",
    resourceId: q1.id,
    revision: q1.revision,
    title: "Draft for review",
    remarks: "First complete draft, sent to the audit committee.",
    created: iso(past(10)),
    createdBy: input.clientId,
    workspaceId: finance.id,
  };

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
  const [risk, review, match, test] = records as [
    (typeof records)[0],
    (typeof records)[0],
    (typeof records)[0],
    (typeof records)[0],
  ];
  const graph: GraphState = {
    workspaceId: finance.id,
    records,
    relationships: [
      { source: review.id, target: risk.id, type: "mitigates" },
      { source: match.id, target: risk.id, type: "mitigates" },
      { source: test.id, target: review.id, type: "tests" },
    ],
  };

  return {
    content: {
      tables: [revenue, headcount, summary, slide],
      richTexts: [{ id: richTextId, fileId: q1.id, paragraphs }],
      history: [],
    },
    milestones: [milestone],
    graph,
    ids: {
      workingPapersFolderId: workingPapers.id,
      closeFolderId: close.id,
      presentationId: deck.id,
      richTextId,
      contentTableId: revenue.id,
      rangeLinkId: source.id,
      destinationTableId: summary.id,
      milestoneId: milestone.id,
      controlSpreadsheetId: control.id,
      xbrlSheetId: xbrl.id,
      graphRecordIds: records.map((r) => r.id),
    },
  };
}
