/** The X-Version every request carries unless a client or a single call pins another one. */
export const DEFAULT_API_VERSION = "2026-01-01";

/** The X-Version of the processes preview (it has its own token endpoint). */
export const PROCESSES_PREVIEW_VERSION = "2026-04-01.processes.preview";

declare const __REPORTKIT_SDK_VERSION__: string | undefined;

/** The SDK's product token: its version is written in when the package is built (`dev` run from source). */
export const SDK_USER_AGENT = `reportkit-sdk/${typeof __REPORTKIT_SDK_VERSION__ === "string" ? __REPORTKIT_SDK_VERSION__ : "dev"}`;
