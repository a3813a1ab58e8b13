import type { Random } from "../core/random.js";
import type { FileRecord, Sheet, Spreadsheet } from "./types.js";

/** The Q1 budget's cells: a header row, then a region per row with two quarters and their total. */
function budgetCells(random: Random): Sheet["cells"] {
  const cells: Sheet["cells"] = { A1: "Region", B1: "Q1", C1: "Q2", D1: "Total" };
  ["EMEA", "APAC", "AMER"].forEach((region, i) => {
    const row = i + 2;
    const q1 = random.int(100, 900) * 1000;
    const q2 = random.int(100, 900) * 1000;
    cells[`A${row}`] = region;
    cells[`B${row}`] = q1;
    cells[`C${row}`] = q2;
    cells[`D${row}`] = q1 + q2;
  });
  return cells;
}

/** The spreadsheets of the seeded spreadsheet files: the Q1 budget (with a dataset) and the control matrix. */
export function seedSpreadsheets(random: Random, files: FileRecord[]): Spreadsheet[] {
  const budgetFile = files.find((f) => f.name === "Q1 budget")!;
  const controlFile = files.find((f) => f.name === "Control matrix")!;
  const cells = budgetCells(random);
  return [
    {
      id: budgetFile.id,
      fileId: budgetFile.id,
      name: budgetFile.name,
      workspaceId: budgetFile.workspaceId,
      sheets: [
        { id: random.hex(32), name: "Sheet 1", cells, dataset: { id: random.uuid(), range: "A1:D4" } },
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
}
