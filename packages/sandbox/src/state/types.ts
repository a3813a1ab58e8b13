/** The sandbox's whole in-memory state. Plain JSON data, so `structuredClone` snapshots it. */
export interface SandboxState {
  clients: Client[];
  tokens: Record<string, Token>;
  organizations: Organization[];
  workspaces: Workspace[];
  folders: Folder[];
  files: FileRecord[];
  spreadsheets: Spreadsheet[];
  testForms: TestForm[];
  activities: Activity[];
  operations: Operation[];
  /** Accepted update-sheet-content requests per workspace (epoch ms), for the 60-per-minute limit. */
  sheetWrites: Record<string, number[]>;
  prep: PrepState;
  chains: ChainsState;
  /** Increasing counter that orders activities and operations created at the same instant. */
  sequence: number;
}

export interface Client {
  id: string;
  secret: string;
  name: string;
  scopes: string[];
}

export interface Token {
  clientId: string;
  scopes: string[];
  issuedAt: number;
  expiresAt: number;
}

export interface Organization {
  id: string;
  name: string;
}

export interface Workspace {
  id: string;
  name: string;
  organizationId: string;
}

export interface Folder {
  id: string;
  name: string;
  workspaceId: string;
}

export interface FileRecord {
  id: string;
  name: string;
  kind: string;
  type: string;
  container: string;
  template: boolean;
  workspaceId: string;
  created: string;
  modified: string;
}

export type CellValue = string | number | boolean;

export interface Sheet {
  id: string;
  name: string;
  /** Non-empty cells by A1 address (`B3`). A cleared cell is absent. */
  cells: Record<string, CellValue>;
  /** The sheet's dataset, when it has one: the A1 range its values occupy. */
  dataset: { id: string; range: string } | null;
}

export interface Spreadsheet {
  id: string;
  fileId: string;
  name: string;
  workspaceId: string;
  sheets: Sheet[];
}

export interface DataValue {
  column: string;
  value: number | string;
}

export interface ResultValue {
  column: string;
  value: string;
}

export interface Attachment {
  id: string;
  fileName: string;
}

export interface Sample {
  id: string;
  dataValues: DataValue[];
  resultValues: ResultValue[];
  attachments: Attachment[];
}

export interface Matrix {
  id: string;
  name: string;
  dataColumns: string[];
  resultColumns: string[];
  samples: Sample[];
}

export interface TestPhase {
  id: string;
  name: string;
  matrices: Matrix[];
}

export interface TestForm {
  id: string;
  name: string;
  workspaceId: string;
  phases: TestPhase[];
}

export interface Activity {
  id: string;
  sequence: number;
  action: { id: string; alias: string; category: string; name: string; deprecated: boolean };
  summary: string;
  performer: { id: string; type: string; displayName: string; uniqueName: string; ipAddress: string };
  targets: { id: string; type: string; displayName: string; uniqueName?: string }[];
  activityDateTime: string;
  workspace: { id: string; name: string };
  organization: { id: string; name: string };
  outcome: string;
  tags: string[];
  attachments?: Record<string, unknown>[];
}

/** What a completed operation does to the state. */
export type OperationEffect =
  | {
      type: "writeValues";
      spreadsheetId: string;
      sheetId: string;
      /** Zero-based inclusive bounds of the addressed range. */
      range: { top: number; left: number; bottom: number; right: number };
      rangeText: string;
      values: (CellValue | null)[][];
    }
  | { type: "deleteDataset"; spreadsheetId: string; sheetId: string; deleteValues: boolean }
  | {
      type: "insertSamples";
      testFormId: string;
      testPhaseId: string;
      matrixId: string;
      samples: Sample[];
    };

export interface Operation {
  id: string;
  sequence: number;
  /** Epoch ms. */
  createdAt: number;
  durationMs: number;
  /** The final status once the duration has passed. */
  outcome: "completed" | "failed";
  /** `true` once the effect has been applied (or the failure recorded). */
  settled: boolean;
  /** Id (a UUID) of the request that started the operation; served as `originalRequest`. */
  requestId: string;
  resourceUrl?: string;
  details: { code: string; message: string; target: string }[];
  effect: OperationEffect;
  /** Who started it, for the activity recorded when it completes. */
  clientId: string;
  workspaceId: string;
}

export interface PrepFile {
  id: string;
  tableId: string;
  name: string;
  key: string;
  source: string;
  status: string;
  delimiter: string;
  columnMappings: Record<string, string>;
  metadata: Record<string, unknown>;
  tags: Record<string, string>;
  numErrors: number;
  numRecords: number;
  originalFileSize: number;
  version: number;
  userId: string;
  created: string;
  updated: string;
  /** Seeded inconsistencies that validation finds: repairable files are fixed, the rest deleted. */
  health: "ok" | "repairable" | "unrecoverable";
  /** For imports: when processing started (epoch ms) and how long it takes. */
  importStartedAt?: number;
  importDurationMs?: number;
}

export interface PrepTable {
  id: string;
  name: string;
  deleted: boolean;
  deletedAt?: string;
  files: PrepFile[];
}

export interface PrepTag {
  id: string;
  key: string;
  values: string[];
  userId: string;
  version: number;
  created: string;
  updated: string;
}

export interface PrepSelectList {
  id: string;
  name: string;
  description: string;
  type: string;
  valueType: string;
  values: unknown[];
  userId: string;
  version: number;
  created: string;
  updated: string;
}

export interface PrepState {
  tables: PrepTable[];
  tags: PrepTag[];
  selectLists: PrepSelectList[];
}

export interface Chain {
  id: string;
  internal_id: number;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  disabled: boolean;
  concurrency_enabled: boolean;
  runtime_inputs: { vuid: string; data_type: string }[];
  schedules: {
    enabled: boolean;
    start_at: string;
    end_at: string;
    properties: {
      days_of_month: string[];
      days_of_week: string[];
      recurring_interval: number;
      recurring_type: string;
      run_at_hours: number;
      run_at_minutes: number;
      run_at_seconds: number;
      zone: string;
    };
  }[];
}

export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  sso_enabled: boolean;
  last_sign_in_at: string;
  created_at: string;
}

export interface ChainsState {
  environments: Record<string, Chain[]>;
  users: User[];
}
