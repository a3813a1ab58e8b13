import type { Random } from "../core/random.js";
import type { Attachment, Sample, TestForm, Workspace } from "./types.js";

/** `count` attachments named `<prefix>-01.pdf`, `<prefix>-02.pdf`... */
function attachments(random: Random, count: number, prefix: string): Attachment[] {
  return Array.from({ length: count }, (_, i) => ({
    id: random.uuid(),
    fileName: `${prefix}-${String(i + 1).padStart(2, "0")}.pdf`,
  }));
}

/** Twelve samples; the first has three pages of attachments, the second a few. */
function seedSamples(random: Random, dataColumns: string[], resultColumns: string[]): Sample[] {
  return Array.from({ length: 12 }, (_, i) => ({
    id: random.uuid(),
    dataValues: [
      { column: dataColumns[0]!, value: `Batch ${100 + i}` },
      { column: dataColumns[1]!, value: random.int(10, 99) / 10 },
      { column: dataColumns[2]!, value: random.int(1, 40) },
    ],
    resultValues: [
      { column: resultColumns[0]!, value: random.pick(["pass", "fail", "pending"]) },
      { column: resultColumns[1]!, value: `Checked by lab ${random.int(1, 4)}` },
    ],
    attachments:
      i === 0 ? attachments(random, 45, "lab-report") : i === 1 ? attachments(random, 3, "photo") : [],
  }));
}

/** A test form of `workspace` with one phase and one matrix of samples. */
export function seedTestForms(random: Random, workspace: Workspace): TestForm[] {
  const dataColumns = [random.uuid(), random.uuid(), random.uuid()];
  const resultColumns = [random.uuid(), random.uuid()];
  const samples = seedSamples(random, dataColumns, resultColumns);
  return [
    {
      id: random.uuid(),
      name: "Stability study",
      workspaceId: workspace.id,
      phases: [
        {
          id: random.uuid(),
          name: "Phase 1",
          matrices: [{ id: random.uuid(), name: "Matrix A", dataColumns, resultColumns, samples }],
        },
      ],
    },
  ];
}
