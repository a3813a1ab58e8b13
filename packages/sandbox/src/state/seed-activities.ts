import type { Random } from "../core/random.js";
import { PERFORMERS } from "./seed-performers.js";
import { iso, type Past } from "./seed-time.js";
import type { Activity, FileRecord, Organization, Workspace } from "./types.js";

/** The actions of the seeded history: alias, category, name, and the verb of its summary. */
const ACTIONS = [
  ["file.create", "File", "Create file", "created"],
  ["file.update", "File", "Update file", "updated"],
  ["file.delete", "File", "Delete file", "deleted"],
  ["file.view", "File", "View file", "viewed"],
  ["spreadsheet.values.update", "Spreadsheet", "Update spreadsheet values", "updated the values of"],
] as const;

/** When and where each past activity happened: 150 in the first workspace, 20 in the second, oldest first. */
function history(past: Past, workspaces: Workspace[]): { at: number; ws: Workspace }[] {
  const [finance, audit] = workspaces as [Workspace, Workspace];
  const entries: { at: number; ws: Workspace }[] = [];
  for (let i = 0; i < 150; i++) entries.push({ at: past(30), ws: finance });
  for (let i = 0; i < 20; i++) entries.push({ at: past(30), ws: audit });
  return entries.sort((a, b) => a.at - b.at);
}

/** A past activity: a random performer doing a random action on a random file. */
function pastActivity(
  random: Random,
  entry: { at: number; ws: Workspace; sequence: number },
  files: FileRecord[],
  organization: Organization,
): Activity {
  const [alias, category, name, verb] = random.pick(ACTIONS);
  const performer = random.pick(PERFORMERS);
  const file = random.pick(files);
  return {
    id: `act_${random.hex(24)}`,
    sequence: entry.sequence,
    action: { id: `platform.${alias}`, alias, category, name, deprecated: false },
    summary: `${performer.displayName} ${verb} '${file.name}'.`,
    performer: {
      ...performer,
      type: "platform.user",
      ipAddress: `10.0.${random.int(0, 9)}.${random.int(1, 254)}`,
    },
    targets: [{ id: file.id, type: "platform.file", displayName: file.name }],
    activityDateTime: iso(entry.at),
    workspace: { id: entry.ws.id, name: entry.ws.name },
    organization: { id: organization.id, name: organization.name },
    outcome: "success",
    tags: [`category:${category.toLowerCase()}`],
    ...(alias === "file.update"
      ? {
          attachments: [
            { entityChanges: [{ propertyName: "name", new: file.name, old: `${file.name} (draft)` }] },
          ],
        }
      : {}),
  };
}

/**
 * Past activities of the two Acme workspaces, enough for several pages; `sequence` is the counter the
 * state goes on from.
 */
export function seedActivities(
  random: Random,
  past: Past,
  input: { files: FileRecord[]; workspaces: Workspace[]; organization: Organization },
): { activities: Activity[]; sequence: number } {
  const activities = history(past, input.workspaces).map(({ at, ws }, sequence) =>
    pastActivity(random, { at, ws, sequence }, input.files, input.organization),
  );
  return { activities, sequence: activities.length };
}
