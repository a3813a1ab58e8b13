import type { Random } from "../core/random.js";
import { DAY, iso, type Past } from "./seed-time.js";
import type { SeedFolder } from "./seed-workspaces.js";
import type { FileRecord, Workspace } from "./types.js";

/** The seeded documents, presentations and spreadsheets: name and kind. */
const FILES = [
  ["Q1 report", "Document"],
  ["Q2 report", "Document"],
  ["Annual statement", "Document"],
  ["Board deck", "Presentation"],
  ["Q1 budget", "Spreadsheet"],
  ["Audit checklist", "Document"],
  ["Control matrix", "Spreadsheet"],
  ["Report template", "Document"],
] as const;

/** The seeded files, spread over the workspaces, each in its workspace's first folder. */
export function seedFiles(
  random: Random,
  past: Past,
  epoch: number,
  input: { workspaces: Workspace[]; folders: SeedFolder[] },
): FileRecord[] {
  return FILES.map(([name, kind], i) => {
    const ws = input.workspaces[i % 2 === 0 ? 0 : i % 3 === 0 ? 2 : 1]!;
    const folder = input.folders.find((f) => f.workspaceId === ws.id)!;
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
      modified: iso(Math.min(epoch, created + random.int(0, 20) * DAY)),
      state: "Active",
      revision: 1,
      firstRevision: 1,
    };
  });
}
