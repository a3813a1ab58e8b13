/** The codes of one TypeScript source of the sandbox. */
export function codesInSource(text: string): string[];

/** The codes of one OpenAPI document (parsed JSON). */
export function codesInSpec(spec: unknown): string[];

/** Every code of the sandbox's sources and of the bundled specs, with where it was found, sorted by code. */
export function findErrorCodes(repoRoot: string): { code: string; sources: string[] }[];
