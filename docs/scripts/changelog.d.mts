export interface Release {
  name: string;
  bump: "major" | "minor" | "patch" | "none";
}

/** One changeset file's text → its releases and summary; undefined if it is not one. */
export function parseChangeset(text: string): { releases: Release[]; summary: string } | undefined;

/** The pending changesets of a folder (.changeset), by file name. */
export function pendingChanges(changesetDir: string): { id: string; releases: Release[]; summary: string }[];

/** Each public package (or those given), with its CHANGELOG.md text or null. */
export function packageChangelogs(
  packages?: { name: string; dir: string; manifest: { version: string } }[],
): { name: string; version: string; changelog: string | null }[];
