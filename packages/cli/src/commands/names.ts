import { type CatalogOperation, nameWords } from "@reportkit/catalog";

/** `listSampleAttachments` -> `list-sample-attachments`; `$filter` -> `filter`; `filter[kind]` -> `filter-kind`. */
export const kebab = (name: string): string => nameWords(name).join("-");

/** The command of a tag: `Custom schema` -> `custom-schema`. */
export const resourceName = (tag: string) => kebab(tag);

const singular = (word: string) =>
  word.endsWith("ies")
    ? `${word.slice(0, -3)}y`
    : word.endsWith("sses")
      ? word.slice(0, -2)
      : word.replace(/s$/, "");

/** Words that only say what is done, never to what. */
const VERBS = new Set(
  "get list create update partially delete copy export import trash restore insert run validate batch modify edit start".split(
    " ",
  ),
);

/**
 * The action of an operation within its resource: its operationId in kebab case, without `-by-id` and
 * without the resource's own name where it follows the verb words (`copyFile` in Files -> `copy`,
 * `partiallyUpdateMilestoneById` in Milestones -> `partially-update`, `listSampleAttachments` in
 * Samples -> `list-attachments`).
 */
export function shortAction(operation: CatalogOperation): string {
  const words = kebab(operation.operationId)
    .replace(/-by-id$/, "")
    .split("-");
  const resource = kebab(operation.tag).split("-");
  const forms = new Set([
    resource.join("-"),
    [...resource.slice(0, -1), singular(resource.at(-1)!)].join("-"),
  ]);
  for (let start = 1; start < words.length; start++) {
    if (!words.slice(0, start).every((w) => VERBS.has(w))) break;
    for (let end = words.length; end > start; end--) {
      if (forms.has(words.slice(start, end).join("-"))) {
        const rest = [...words.slice(0, start), ...words.slice(end)];
        return rest.join("-");
      }
    }
  }
  return words.join("-");
}

/** One generated command: where it sits (`platform files copy`) and its other name (the operationId). */
export interface CommandName {
  api: string;
  resource: string;
  action: string;
  /** The operationId in kebab case, accepted too when it differs from `action`. */
  alias?: string;
}

/**
 * The names of every operation of one API: short actions, except where two operations of a resource
 * would share one; those keep their whole operationId (in kebab case, without `-by-id` unless two ids
 * differ only by it).
 */
export function commandNames(operations: readonly CatalogOperation[]): Map<CatalogOperation, CommandName> {
  const names = new Map<CatalogOperation, CommandName>();
  const taken = new Map<string, number>();
  const count = (key: string) => taken.set(key, (taken.get(key) ?? 0) + 1);
  for (const op of operations) {
    const resource = resourceName(op.tag);
    count(`${resource} ${shortAction(op)}`);
    count(`${resource} = ${kebab(op.operationId).replace(/-by-id$/, "")}`);
  }
  for (const op of operations) {
    const resource = resourceName(op.tag);
    const short = shortAction(op);
    const full = kebab(op.operationId);
    const bare = full.replace(/-by-id$/, "");
    // Two operations whose ids differ only by `ById` (a list and one item of it) keep their whole ids.
    const whole = taken.get(`${resource} = ${bare}`)! > 1 ? full : bare;
    const action = taken.get(`${resource} ${short}`)! > 1 ? whole : short;
    names.set(op, { api: op.api, resource, action, ...(full !== action ? { alias: full } : {}) });
  }
  return names;
}
