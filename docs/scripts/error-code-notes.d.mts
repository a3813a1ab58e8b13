/** What each error code means and what to do about it: `[meaning, action]`, Markdown, by code. */
export const ERROR_CODE_NOTES: Readonly<Record<string, readonly [string, string]>>;
