// The SDK's generated tables: compact forms of the catalogue (catalog.mjs), so that the SDK's browser
// bundle carries only what its calls use, not the catalogue's schemas and prose. No rule lives here:
// each table is a projection of catalogue entries.
import { header, literal } from "./header.mjs";

const origin = (what) => `Derived from the operation catalogue by scripts/codegen/sdk-tables.mjs (${what}).`;
const union = (names) => names.map((n) => JSON.stringify(n)).join(" | ");

/**
 * Every list operation: path -> { api, style, pageSize?, offsetParam? } (the fields its style shares are
 * in pagingStyles, once). `api` is the API family (a version's lists belong to its package's API); a version that repeats a list of its
 * family unchanged adds nothing.
 */
export function paginatedLists(operations) {
  const table = {};
  for (const op of operations) {
    if (!op.paging) continue;
    // The fields every list of its style shares are in PAGING_STYLES, once.
    const { items: _i, cursorParam: _c, next: _n, first: _f, ...own } = op.paging;
    const entry = { api: op.family, ...own };
    const same = table[op.path] && JSON.stringify(table[op.path]) === JSON.stringify(entry);
    if (same) continue;
    if (table[op.path]) throw new Error(`${op.path} is a list in both ${table[op.path].api} and ${op.api}`);
    table[op.path] = entry;
  }
  return table;
}

/**
 * The page fields of each paging style (items, continuation parameter, where the next page is named): the
 * SDK's page walkers for one style (`nextLinkPages`...) read them. Every list of a style must agree.
 */
export function pagingStyles(operations) {
  const styles = {};
  for (const op of operations) {
    if (!op.paging) continue;
    const { style, items, cursorParam, next, first } = op.paging;
    const fields = {
      items,
      cursorParam,
      ...(next ? { next } : {}),
      ...(first !== undefined ? { first } : {}),
    };
    const known = styles[style];
    if (known && JSON.stringify(known) !== JSON.stringify(fields)) {
      throw new Error(`${op.api}:${op.operationId} pages with other fields than the other ${style} lists`);
    }
    styles[style] = fields;
  }
  return styles;
}

export function paginatedListsSource(operations) {
  const table = paginatedLists(operations);
  const styles = Object.entries(pagingStyles(operations))
    .map(([style, fields]) => `  ${style}: ${literal(fields)},`)
    .join("\n");
  const entries = Object.entries(table)
    .map(([path, list]) => `  ${JSON.stringify(path)}: ${literal(list)},`)
    .join("\n");
  const apiNames = [...new Set(Object.values(table).map((list) => list.api))];
  return `${header(origin("paginatedListsSource"))}
/** How a list endpoint pages: \`@nextLink\`, a \`cursor\`, a page number, or JSON:API \`links.next\`. */
export type GeneratedPaginationStyle = "nextLink" | "cursor" | "page" | "jsonApi";

/** The page fields every list of one style shares. */
export interface GeneratedPageFields {
  /** The 200 body's array of items. */
  readonly items: "data" | "body";
  /** The query parameter carrying the continuation (when a call sets it rather than following a link). */
  readonly cursorParam: string;
  /** Where a page names the next one: a link to follow, or the continuation itself (absent: counted pages). */
  readonly next?: { readonly field: readonly string[]; readonly kind: "link" | "cursor" };
  /** The number of the first page, for numbered pages. */
  readonly first?: number;
}

/** One list endpoint as the table holds it: its API, paging style and its own query parameters. */
export interface GeneratedPaginatedEntry {
  readonly api: ${union(apiNames)};
  readonly style: GeneratedPaginationStyle;
  /** The page-size query parameter, with its maximum and default when the spec declares them. */
  readonly pageSize?: { readonly param: string; readonly max?: number; readonly default?: number };
  /** The query parameter a continuation replaces: calls that carry one leave it out. */
  readonly offsetParam?: string;
}

/** One list endpoint with every field it pages with: its entry and its style's fields. */
export type GeneratedPaginatedList = GeneratedPaginatedEntry & GeneratedPageFields;

/** The page fields of each paging style. */
export const PAGING_STYLES = {
${styles}
} as const satisfies Record<GeneratedPaginationStyle, GeneratedPageFields>;

/** Every list operation of the specs (the catalogue's \`paging\`): path -> how it pages. */
export const PAGINATED_LISTS = {
${entries}
} as const satisfies Record<string, GeneratedPaginatedEntry>;

/** A path with a paginated list. */
export type GeneratedPaginatedPath = keyof typeof PAGINATED_LISTS;
`;
}

/**
 * Every operation of every API family as one compact text per family: a line `METHOD /path/template
 * operationId` per operation (a version's operations join its family's; a repeated one adds nothing).
 */
export function operationTemplatesSource(operations) {
  const families = {};
  for (const op of operations) {
    families[op.family] ??= [];
    const line = `${op.method} ${op.path} ${op.operationId}`;
    if (!families[op.family].includes(line)) families[op.family].push(line);
  }
  const entries = Object.entries(families)
    .map(([family, lines]) => `  ${family}: ${JSON.stringify(lines.join("\n"))},`)
    .join("\n");
  return `${header(origin("operationTemplatesSource"))}
/**
 * Every operation of the specs, per API: one \`METHOD /path/template operationId\` line each. The SDK's
 * telemetry names a call's span after it and reports its \`url.template\` (loaded with it, lazily).
 */
export const OPERATION_TEMPLATES: Readonly<Record<${union(Object.keys(families))}, string>> = {
${entries}
};
`;
}

/** Every results endpoint by kind (where a 202's operation is: linksSource). */
export function acceptedSource(operations) {
  const results = {};
  const single = [];
  for (const op of operations) {
    const found = op.accepted?.results;
    if (found) results[found.kind] = found.path;
    if (found && !found.paged) single.push(found.kind);
  }
  const rows = Object.entries(results)
    .map(([key, value]) => `  ${key}: ${literal(value)},`)
    .join("\n");
  const singleList = single.map((kind) => JSON.stringify(kind)).join(", ");
  return `${header(origin("acceptedSource"))}
/** The operations that have results, by kind, and where each lists them (\`GET /operations/{id}/<kind>Results\`). */
export const RESULTS_PATHS = {
${rows}
} as const;

/** The kinds whose results endpoint answers one object, not a page. */
export const SINGLE_RESULT_KINDS = [${singleList}] as const;
`;
}

/**
 * The links of the specs: where the platform's 202s name their operation (`accepted`: wait reads it
 * without knowing which call answered, so every 202 must say it alike, and only the platform's answer
 * 202), and the operations followed until they settle (the catalogue's `follow`), by the starting path
 * (a followed path holds one operation, so an answer's URL names it); per API, each read operation's
 * rule (a resumed follow reads it by its URL). Their types: the read operation's 200 body by the
 * starting one's.
 */
export function linksSource(operations) {
  let operationLink;
  const links = {};
  const settles = {};
  const types = [];
  const clients = new Set();
  for (const op of operations.filter((o) => o.accepted)) {
    const link = { location: op.accepted.location, path: op.accepted.status };
    if (op.family !== "platform")
      throw new Error(`${op.api}:${op.operationId} answers 202 outside the platform`);
    if (operationLink && JSON.stringify(operationLink) !== JSON.stringify(link)) {
      throw new Error(`${op.api}:${op.operationId} locates its operation unlike the rest of ${op.family}`);
    }
    operationLink = link;
  }
  for (const op of operations.filter((o) => o.follow)) {
    const { path: read, parameters } = op.follow;
    links[op.family] ??= {};
    links[op.family][op.path] = { path: read, parameters };
    const paths = `${op.family[0].toUpperCase()}${op.family.slice(1)}Paths`;
    clients.add(`import type { paths as ${paths} } from "@reportkit/${op.family}";`);
    const ok = (path, method) => `Ok<${paths}[${JSON.stringify(path)}][${JSON.stringify(method)}]>`;
    types.push(
      `  ${JSON.stringify(op.path)}: { start: ${ok(op.path, op.method.toLowerCase())}; read: ${ok(read, "get")} };`,
    );
  }
  // Every read operation that settles, the platform's operation resource (the 202s' URL) among them.
  for (const op of operations.filter((o) => o.settles)) {
    settles[op.family] ??= {};
    settles[op.family][op.path] = op.settles;
  }
  const rows = (table) =>
    Object.entries(table)
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${literal(value)},`)
      .join("\n");
  return `${header(origin("linksSource"))}
${[...clients].sort().join("\n")}

/**
 * Where an answer names the operation that reads what it started (the specs' \`x-reportkit-operation-location\`
 * of a 202, a response \`link\` to an operation with \`x-reportkit-settles\`): its URL (\`location\`: body
 * fields, then headers, the first one given wins) or its path parameters (\`parameters\`: JSON pointers
 * into the body), and its path (\`path\`).
 */
export interface GeneratedLink {
  readonly location?: readonly { readonly in: "body" | "header"; readonly name: string }[];
  readonly parameters?: Readonly<Record<string, string>>;
  readonly path: string;
}

/** The link of every 202 of the platform, to its operation resource. */
export const OPERATION_LINK = ${literal(operationLink)} as const satisfies GeneratedLink;

/** Per API, the answers followed until they settle: the starting path template -> its link. */
export const LINKS = {
${rows(links)}
} as const satisfies Record<string, Record<string, GeneratedLink>>;

/** Where a followed state's status is (a JSON pointer into the read answer) and which values end it. */
export interface GeneratedSettleRule {
  readonly status: string;
  readonly done: readonly string[];
  /** Any value in neither list means it goes on. */
  readonly failed: readonly string[];
}

/** Per API, each read operation's path -> the JSON pointer of its status and the values that end it. */
export const SETTLES = {
${rows(settles)}
} as const satisfies Record<string, Record<string, GeneratedSettleRule>>;

type Ok<Op> = Op extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;

/** The 200 bodies of each followed operation (\`start\`) and of the operation that follows it (\`read\`). */
export interface GeneratedFollows {
${types.join("\n")}
}

type Reads<S> = {
  [K in keyof GeneratedFollows]: S extends { data: GeneratedFollows[K]["start"] } ? GeneratedFollows[K]["read"] : never;
}[keyof GeneratedFollows];

/** What \`wait\` resolves with for \`S\`: the read answer when \`S\` is a followed operation's answer, else \`Otherwise\`. */
export type FollowedBody<S, Otherwise> = [Reads<S>] extends [never] ? Otherwise : Reads<S>;
`;
}
