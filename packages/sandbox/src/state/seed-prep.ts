import type { Random } from "../core/random.js";
import { PERFORMERS } from "./seed-performers.js";
import { DAY, iso, type Past } from "./seed-time.js";
import type { PrepFile, PrepSelectList, PrepState, PrepTable, PrepTag } from "./types.js";

const TAG_KEYS = [
  "quarter",
  "region",
  "segment",
  "currency",
  "entity",
  "scenario",
  "version",
  "source",
  "owner",
  "status",
  "product",
  "channel",
  "department",
  "project",
  "account",
  "period",
  "market",
  "brand",
  "tier",
  "risk",
  "audit",
  "country",
  "cost-center",
  "fund",
  "program",
];

/** The select lists: name, description, values. */
const SELECT_LISTS = [
  ["Regions", "Sales regions", ["EMEA", "APAC", "AMER"]],
  ["Quarters", "Fiscal quarters", ["Q1", "Q2", "Q3", "Q4"]],
  [
    "Risk levels",
    "Audit risk levels",
    [
      { label: "Low", value: 1 },
      { label: "Medium", value: 2 },
      { label: "High", value: 3 },
    ],
  ],
  ["Currencies", "Reporting currencies", ["EUR", "USD", "GBP", "JPY"]],
] as const;

/** The files of each table: name, health (what validation will find) and status (the live service's). */
const TABLE_FILES: [number, string, PrepFile["health"], string][] = [
  [0, "sales-q1.csv", "ok", "IMPORTED"],
  [0, "sales-q2.csv", "ok", "IMPORTED"],
  [0, "sales-q3.csv", "repairable", "IMPORTING"],
  [1, "stock.csv", "ok", "IMPORTED"],
  [2, "ledger-2025.csv", "ok", "IMPORTED"],
  [2, "ledger-jan.csv", "repairable", "IMPORTING"],
  [2, "ledger-feb.csv", "repairable", "STAGED"],
  [2, "ledger-broken.csv", "unrecoverable", "ERROR"],
];

function prepFile(
  random: Random,
  past: Past,
  tableId: string,
  [name, health, status]: [string, PrepFile["health"], string],
): PrepFile {
  const created = past(60);
  return {
    id: `file-${random.hex(8)}`,
    tableId,
    name,
    key: health === "unrecoverable" ? "" : `uploads/${name}`,
    source: health === "unrecoverable" ? "" : "upload",
    status,
    delimiter: ",",
    columnMappings: { "col-a": "region", "col-b": "amount" },
    metadata: {},
    tags: { quarter: random.pick(["Q1", "Q2", "Q3", "Q4"]) },
    numErrors: 0,
    numRecords: status === "IMPORTED" ? random.int(100, 5000) : 0,
    originalFileSize: random.int(2_000, 90_000),
    version: random.int(1, 4),
    userId: "usr-ada",
    created: iso(created),
    updated: iso(created + random.int(1, 600) * 1000),
    health,
  };
}

/** Four tables; Sales, Inventory and Ledger hold files, some inconsistent (Ledger has one beyond repair). */
function seedTables(random: Random, past: Past): PrepTable[] {
  // The service's table ids are UUIDs without dashes (same draws as 32 hex characters, so the rest of
  // the seed is unchanged).
  const tables: PrepTable[] = ["Sales", "Inventory", "Ledger", "Archive"].map((name) => ({
    id: random.uuid().replaceAll("-", ""),
    name,
    deleted: false,
    files: [],
  }));
  for (const [index, ...file] of TABLE_FILES) {
    const table = tables[index]!;
    table.files.push(prepFile(random, past, table.id, file));
  }
  return tables;
}

function seedTags(random: Random, past: Past): PrepTag[] {
  return TAG_KEYS.map((key, i) => {
    const created = past(90);
    return {
      id: `tag-${String(i + 1).padStart(2, "0")}-${random.hex(4)}`,
      key,
      values: Array.from({ length: random.int(1, 4) }, (_, j) => `${key}-${j + 1}`),
      userId: random.pick(PERFORMERS).id,
      version: random.int(1, 5),
      created: iso(created),
      updated: iso(created + random.int(0, 10) * DAY),
    };
  });
}

function seedSelectLists(random: Random, past: Past): PrepSelectList[] {
  return SELECT_LISTS.map(([name, description, values]) => {
    const created = past(90);
    return {
      id: `sl-${random.hex(6)}`,
      name,
      description,
      type: "static",
      valueType: typeof values[0] === "string" ? "string" : "object",
      values: [...values] as unknown[],
      userId: "usr-ada",
      version: random.int(1, 6),
      created: iso(created),
      updated: iso(created + random.int(0, 30) * DAY),
    };
  });
}

/** Data preparation: tables with files, some inconsistent; tags; select lists. */
export function seedPrep(random: Random, past: Past): PrepState {
  const tables = seedTables(random, past);
  const tags = seedTags(random, past);
  return { tables, tags, selectLists: seedSelectLists(random, past) };
}
