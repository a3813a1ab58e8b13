import type { DemoIds, SandboxState } from "@reportkit/sandbox";
import type { CallRecord } from "./types.js";

/** How many times each marker value landed in the sandbox state (sheet cells, samples, imported files). */
export function landedMarkers(state: SandboxState, demo: DemoIds): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (value: unknown) => {
    if (typeof value === "string") counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  const sheet = state.spreadsheets
    .find((s) => s.id === demo.spreadsheetId)
    ?.sheets.find((s) => s.id === demo.sheetId);
  for (const value of Object.values(sheet?.cells ?? {})) add(value);
  const matrix = state.testForms
    .find((f) => f.id === demo.testFormId)
    ?.phases.find((p) => p.id === demo.testPhaseId)
    ?.matrices.find((m) => m.id === demo.matrixId);
  for (const sample of matrix?.samples ?? []) for (const { value } of sample.dataValues) add(value);
  const table = state.prep.tables.find((t) => t.id === demo.tableId);
  for (const file of table?.files ?? []) add(file.key.replace(/^uploads\//, ""));
  return counts;
}

export interface WriteAccount {
  duplicates: number;
  lost: number;
  phantom: number;
  /** One line per finding, for the failure message. */
  findings: string[];
}

/**
 * Compares what each write call reported with what the sandbox holds:
 * - duplicate: the marker landed more than once (a write resent);
 * - lost: the call resolved (reported success) but the marker is absent;
 * - phantom: the call rejected with a definitive error (not `mayHaveBeenApplied`, not an
 *   OperationFailedError) yet the marker landed, so the caller was told a landed write failed.
 * Unsettled calls make no claim either way (the watchdog counts them).
 */
export function accountWrites(records: CallRecord[], landed: Map<string, number>): WriteAccount {
  const account: WriteAccount = { duplicates: 0, lost: 0, phantom: 0, findings: [] };
  for (const record of records) {
    if (!record.write) continue;
    const { marker, kind } = record.write;
    const times = landed.get(marker) ?? 0;
    const what = `${record.unit} #${record.id} (${kind} ${marker})`;
    if (times > 1) {
      account.duplicates += 1;
      account.findings.push(`duplicate: ${what} landed ${times} times (${record.outcome})`);
    }
    if (record.outcome === "resolved" && times === 0) {
      account.lost += 1;
      account.findings.push(`lost: ${what} resolved but never landed`);
    }
    const error = record.error;
    if (
      record.outcome === "rejected" &&
      times > 0 &&
      error &&
      error.mayHaveBeenApplied !== true &&
      !error.isOperationFailed
    ) {
      account.phantom += 1;
      account.findings.push(
        `phantom: ${what} rejected with ${error.className} (mayHaveBeenApplied: ${String(error.mayHaveBeenApplied)}) but landed: ${firstLine(error.text)}`,
      );
    }
  }
  return account;
}

export function firstLine(text: string): string {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? "";
  return line.length > 220 ? `${line.slice(0, 220)}…` : line;
}
