/** The API versions the sandbox serves; an absent `X-Version` means the first. */
export const SUPPORTED_VERSIONS = ["2026-01-01", "2022-01-01", "2026-04-01.processes.preview"] as const;
export const DEFAULT_VERSION = SUPPORTED_VERSIONS[0];
