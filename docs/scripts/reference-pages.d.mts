/** The tag an untagged operation is shown under. */
export const OTHER: string;

/** The tag an operation is shown under (its first), or OTHER. */
export function tagOf(operation: { tags?: string[] }): string;

/** A tag's folder name under /api/<spec>/: `Custom schema` is `custom-schema`. */
export function slugOf(tag: string): string;

/** One tag's page of a reference. */
export interface TagPage {
  tag: string;
  slug: string;
  description: string;
  operations: { id: string; method: string; path: string; summary: string; deprecated: boolean }[];
  spec: object;
}

/** A spec split by tag: its operations and the components they reach, one page each. */
export function splitByTag(spec: object, name: string, base?: string): TagPage[];
