// The APIs that get a command group, named as in the catalogue (CATALOG_APIS; a test keeps them in
// step). Listed here so that `reportkit --help` needs no catalogue. The token endpoint (`auth`) has
// none: its answer is a bearer token, which this CLI never prints (`reportkit whoami` shows the
// token's scopes and expiry instead).
export const API_COMMANDS = {
  platform: "the platform API: files, spreadsheets, documents, samples, activities, operations...",
  prep: "the data-preparation API: tables, imports, tags, select lists",
  chains: "the chains and security API: chains and users",
  "processes-preview": "the processes preview (X-Version 2026-04-01.processes.preview)",
} as const;

export type ApiCommandName = keyof typeof API_COMMANDS;

export const isApiCommand = (name: string | undefined): name is ApiCommandName =>
  name !== undefined && Object.hasOwn(API_COMMANDS, name);
