/** The value at a dotted path (`owner.email`, `items.0.id`), undefined when any step is missing. */
export function valueAt(value: unknown, path: string): unknown {
  let node = value;
  for (const step of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/** `--fields a,b.c`: the named fields of an object, keyed by their paths, in the order given. */
export function pickFields(value: unknown, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, valueAt(value, field)]));
}

/** Splits `--fields` text; empty names are dropped. */
export const parseFieldList = (text: string | undefined): string[] | undefined =>
  text === undefined
    ? undefined
    : text
        .split(",")
        .map((f) => f.trim())
        .filter(Boolean);

/** The columns of a list: `--fields`, else the keys of the first items, scalars first. */
export function columnsOf(items: readonly unknown[], fields?: readonly string[]): string[] {
  if (fields && fields.length > 0) return [...fields];
  const keys: string[] = [];
  for (const item of items.slice(0, 20)) {
    if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
    for (const key of Object.keys(item)) if (!keys.includes(key)) keys.push(key);
  }
  if (keys.length === 0) return ["value"];
  const scalar = (key: string) =>
    items.slice(0, 20).every((i) => {
      const v = (i as Record<string, unknown> | null)?.[key];
      return v === null || v === undefined || typeof v !== "object";
    });
  return [...keys.filter(scalar), ...keys.filter((k) => !scalar(k))];
}

/** A cell as text: scalars as they are, objects and lists as compact JSON, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The cell of `column` in `item` (`value` is the item itself when items are not objects). */
export const cellOf = (item: unknown, column: string) =>
  item !== null && typeof item === "object" ? valueAt(item, column) : column === "value" ? item : undefined;
