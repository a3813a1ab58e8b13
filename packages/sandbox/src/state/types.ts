/** The sandbox's whole in-memory state. Plain JSON data, so `structuredClone` snapshots it. */
export interface SandboxState {
  clients: Client[];
  tokens: Record<string, Token>;
  organizations: Organization[];
  workspaces: Workspace[];
  /** Files of every kind, folders included (kind `Folder`). */
  files: FileRecord[];
  spreadsheets: Spreadsheet[];
  /** Tables and rich texts of documents and presentations. */
  content: ContentState;
  milestones: Milestone[];
  graph: GraphState;
  /** Report users of each organization (JSON:API list). */
  reportUsers: ReportUser[];
  /** Bytes of uploads and exports, by their sandbox-only URL id; base64. */
  blobs: Record<string, StoredBlob>;
  testForms: TestForm[];
  activities: Activity[];
  operations: Operation[];
  /** Accepted update-sheet-content requests per workspace (epoch ms), for the 60-per-minute limit. */
  sheetWrites: Record<string, number[]>;
  prep: PrepState;
  chains: ChainsState;
  /** The resources of the spec-driven tier, by API and concrete collection path (seeded when first read). */
  generic: Record<string, GenericCollection>;
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
  /** Set on a preview's tokens (from its own token endpoint): the version whose paths accept them. */
  version?: string;
}

export interface Organization {
  /** A UUID. */
  id: string;
  name: string;
  /** `active` or `inactive`. */
  status: string;
  /** The managed service provider (the `Wk-Service-Provider` header) that administers it. */
  serviceProviderId: string;
  created: string;
  modified: string;
}

export interface Workspace {
  id: string;
  name: string;
  organizationId: string;
  created: string;
  modified: string;
  /** At most one: the solution the workspace was made from. */
  solutions: { id: string; name: string }[];
}

export interface FileRecord {
  id: string;
  name: string;
  /** Document, Spreadsheet, Presentation, Folder, Script or SupportingDocument. */
  kind: string;
  type: string | null;
  /** The folder holding it; null at the top of its workspace. */
  container: string | null;
  template: boolean | null;
  workspaceId: string;
  created: string;
  modified: string;
  /** `Active` or `Trashed`. */
  state: "Active" | "Trashed";
  /** When it was trashed as part of a folder: the folder's id, so restoring the folder restores it. */
  trashedWith?: string;
  /** Content revision: table edits and spreadsheet writes move it forward. */
  revision: number;
  /** The first revision the sandbox knows (the seed's); older ones are not retained. */
  firstRevision: number;
}

/** A blob served or received on a sandbox-only URL of the platform host. */
export interface StoredBlob {
  contentType: string;
  /** The bytes, base64 (state stays plain JSON); empty when they are in `file`. */
  base64: string;
  fileName: string;
  /** A large upload (over 1 MiB): the temporary file holding its bytes, never read whole. */
  file?: string;
  /** The number of bytes (set with `file`). */
  size?: number;
}

export type CellValue = string | number | boolean;

export interface Sheet {
  id: string;
  name: string;
  /** Non-empty cells by A1 address (`B3`). A cleared cell is absent. */
  cells: Record<string, CellValue>;
  /** The sheet's dataset, when it has one: the A1 range its values occupy. */
  dataset: { id: string; range: string } | null;
  /** Whether the sheet holds XBRL facts (deleting it then takes `force=true`). */
  xbrl?: boolean;
}

export interface Spreadsheet {
  id: string;
  fileId: string;
  name: string;
  workspaceId: string;
  sheets: Sheet[];
  /** `locked` when the spreadsheet is locked, else absent. */
  lock?: string;
  linksStatus: { allLinks: string; ownLinks: string };
  customFields: Record<string, unknown>;
}

/** A rectangle of a content table, zero-based and inclusive (`stopRow` is the last row), as on the wire. */
export interface TableRange {
  startRow: number;
  stopRow: number;
  startColumn: number;
  stopColumn: number;
}

export interface RangeLink {
  id: string;
  type: "source" | "destination";
  /** For a source link: the linked cells of its table. */
  range?: TableRange;
  /** For a destination link: the source link it copies, and that link's table. */
  source?: { rangeLink: string; table: string };
}

/** A table inside a document or a presentation. */
export interface ContentTable {
  id: string;
  fileId: string;
  name: string;
  index: number;
  parent: { type: "richText" | "table" | "drawing"; id: string };
  rows: number;
  columns: number;
  rangeLinks: RangeLink[];
}

export interface Paragraph {
  elements: Record<string, unknown>[];
  format?: Record<string, unknown> | null;
  /** The list the paragraph belongs to: `{ level, prefix, suffix, startAt, style: { style, ... } }`. */
  list?: Record<string, unknown> | null;
  properties?: Record<string, unknown> | null;
  style?: Record<string, unknown>;
}

export interface RichText {
  id: string;
  fileId: string;
  paragraphs: Paragraph[];
}

export interface ContentState {
  tables: ContentTable[];
  richTexts: RichText[];
  /** The tables of a file as they were at an earlier revision (saved before each table edit). */
  history: { fileId: string; revision: number; tables: ContentTable[] }[];
}

export interface Milestone {
  id: string;
  resourceType: "document" | "presentation" | "spreadsheet";
  resourceId: string;
  /** The resource's revision when the milestone was made. */
  revision: number;
  title: string;
  remarks: string;
  created: string;
  createdBy: string;
  workspaceId: string;
}

export interface GraphRecord {
  id: string;
  type: string;
  label: string;
  properties: Record<string, unknown>;
}

export interface GraphRelationship {
  source: string;
  target: string;
  type: string;
}

export interface GraphState {
  /** The workspace whose graph this is (activities of graph edits are recorded there). */
  workspaceId: string;
  records: GraphRecord[];
  relationships: GraphRelationship[];
}

export interface ReportUser {
  id: string;
  organizationId: string;
  userName: string;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  samlId: string | null;
  lastLogin: string | null;
  active: boolean;
  licenses: string[];
  organizationRoles: string[];
  workspaceMemberships: { id: string; workspaceName: string; workspaceRoles: string[] }[];
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
      /** An operation of the spec-driven tier: the request is replayed on the store when it completes. */
      type: "generic";
      api: string;
      operationId: string;
      /** The kind of its results endpoint (`x-reportkit-results`), "" when it has none. */
      kind: string;
      path: string;
      params: Record<string, string>;
      body: unknown;
    }
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
    }
  | {
      type: "copyFile";
      fileId: string;
      destinationContainer: string | null;
      destinationName?: string;
      shallowCopy: boolean;
    }
  | { type: "trashFile"; fileId: string }
  | { type: "restoreFile"; fileId: string }
  | {
      type: "importFile";
      fileName: string;
      kind: string;
      /** Where the new file goes (null: the top of `workspaceId`). */
      container: string | null;
      /** Workiva imports with `createNewResultContainer`: the folder made to hold the result. */
      newContainerName?: string;
      /** The uploaded bytes, once PUT to the upload URL. */
      blobId?: string;
    }
  | {
      type: "exportFile";
      fileId: string;
      format: string;
      /** Sheets, sections or slides named by the request (empty: all). */
      parts: string[];
      blobId: string;
    }
  | {
      type: "createMilestone";
      resourceType: Milestone["resourceType"];
      resourceId: string;
      title: string;
      remarks: string;
      milestoneId: string;
    }
  | { type: "tableEdit"; tableId: string; edit: TableEdit };

/**
 * One table edit: delete, insert or move rows or columns (zero-based, `stop` the last one, inclusive;
 * on the wire `{ startRow, stopRow }` or `{ startColumn, stopColumn }`).
 */
export type TableEdit =
  | { kind: "delete"; axis: "rows" | "columns"; start: number; stop: number }
  | {
      kind: "insert";
      axis: "rows" | "columns";
      count: number;
      nextTo: number;
      side: "putAfter" | "putBefore";
    }
  | {
      kind: "move";
      axis: "rows" | "columns";
      start: number;
      stop: number;
      nextTo: number;
      side: "putAfter" | "putBefore";
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
  /** Epoch ms the duration counts from: `createdAt`, or for an import the moment its bytes arrived. */
  startedAt?: number;
  /** An import waiting for its bytes at the upload URL: it stays `acknowledged` until they come. */
  awaitingUpload?: boolean;
  /** The result items of the operation (its `.../<kind>Results` list), once it has completed. */
  results?: Record<string, unknown>[];
  /** The concurrency-limit bucket of copies, imports and exports (a workspace id). */
  limitKey?: string;
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

/** A chain run's states (the spec's `x-extensible-enum`); `sleeping` and `enqueueing` are not final. */
export type ChainRunState =
  | "sleeping"
  | "enqueueing"
  | "paused"
  | "errored"
  | "warned"
  | "all_succeeded"
  | "stopped";

/** A command node of a chain run, as it stays for the run's life (its state follows the run's). */
export interface ChainRunNodeRecord {
  id: string;
  nodeId: string;
  name: string;
}

/** One run of a chain; times in epoch ms (written in the chains format on the wire). */
export interface ChainRunRecord {
  id: string;
  chainId: string;
  envId: string;
  userId: string;
  userName: string;
  launchType: string;
  state: ChainRunState;
  startedMs: number;
  /** When the run ends on its own (it ends then unless it was stopped before). */
  endsMs: number;
  endedMs: number | null;
  resultText: string | null;
  nodes: ChainRunNodeRecord[];
}

export interface ChainsState {
  environments: Record<string, Chain[]>;
  users: User[];
  /** Chain runs, oldest first; ids are increasing numbers. */
  runs: ChainRunRecord[];
}

/** One collection of the spec-driven tier: its records by id, in creation order (a singleton: the id ""). */
export interface GenericCollection {
  order: string[];
  items: Record<string, Record<string, unknown>>;
}
