import type { Engine } from "../../engine/engine.js";
import type { Client, Operation, OperationEffect } from "../../state/types.js";
import { applyGenericEffect } from "../generic/handler.js";
import { applyCopyFile } from "./file-copy.js";
import { applyExportFile } from "./file-export.js";
import { applyImportFile } from "./file-import.js";
import { applyCreateMilestone } from "./milestones.js";
import { applyInsertSamples } from "./samples.js";
import { applyDeleteDataset, applyWriteValues } from "./spreadsheets.js";
import { applyTableEdit } from "./table-edits.js";
import { applyRestoreFile, applyTrashFile } from "./trash.js";

type EffectType = OperationEffect["type"];
type EffectOf<T extends EffectType> = Extract<OperationEffect, { type: T }>;
type Results = Record<string, unknown>[] | undefined;

/**
 * Applies the effect of a completed operation at `at` (its due time), for the client that started it
 * (gone if it was removed); returns the operation's result items when it has any.
 */
type EffectApplier<T extends EffectType> = (
  engine: Engine,
  effect: EffectOf<T>,
  client: Client | undefined,
  at: number,
  op: Operation,
) => Results;

/** An effect whose operation lists no result items. */
const withoutResults =
  <T extends EffectType>(
    apply: (engine: Engine, effect: EffectOf<T>, client: Client | undefined, at: number) => void,
  ): EffectApplier<T> =>
  (engine, effect, client, at) => {
    apply(engine, effect, client, at);
    return undefined;
  };

/** What each kind of operation does when it completes: the resource modules own the effects. */
const EFFECTS: { [T in EffectType]: EffectApplier<T> } = {
  writeValues: withoutResults(applyWriteValues),
  deleteDataset: withoutResults(applyDeleteDataset),
  insertSamples: withoutResults(applyInsertSamples),
  copyFile: applyCopyFile,
  trashFile: withoutResults(applyTrashFile),
  restoreFile: withoutResults(applyRestoreFile),
  importFile: (engine, effect, client, at, op) => applyImportFile(engine, effect, client, at, op.workspaceId),
  exportFile: withoutResults(applyExportFile),
  createMilestone: applyCreateMilestone,
  tableEdit: applyTableEdit,
  generic: (engine, effect) => applyGenericEffect(engine, effect),
};

/** Applies `op`'s effect; returns its result items when it has any. Throws when the effect cannot apply. */
export function applyEffect<T extends EffectType>(
  engine: Engine,
  op: Operation & { effect: EffectOf<T> },
  client: Client | undefined,
  at: number,
): Results {
  const apply: EffectApplier<T> = EFFECTS[op.effect.type];
  return apply(engine, op.effect, client, at, op);
}
