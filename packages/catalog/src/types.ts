/** The JSON Schema subset reportkit's specs use (OpenAPI 3.1), as the catalogue keeps it. */
export interface JsonSchema {
  type?: JsonType | readonly JsonType[];
  /** A closed list of values. */
  enum?: readonly unknown[];
  /** An open list: the values known today; any other string is valid too (the service may add values). */
  "x-extensible-enum"?: readonly string[];
  const?: unknown;
  required?: readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
  /** `false`: a closed object (request bodies); a schema: what every other member must match. */
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  default?: unknown;
  description?: string;
  /** Informative only: the validator ignores it. */
  format?: string;
  /** A valid value, kept only for a request string of a stated pattern (nobody guesses one). */
  examples?: readonly unknown[];
}

export type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/** An API of the specs; a preview version (`processes-preview`) is an API of its own. */
export type CatalogApiName = "auth" | "platform" | "prep" | "chains" | "processes-preview";

/** The base address an API's requests go to (a preview shares its family's). */
export type CatalogFamily = "auth" | "platform" | "prep" | "chains";

export type HttpMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS";

/** How a list pages: the SDK's styles (`paginate` follows each). */
export type PagingStyle = "nextLink" | "jsonApi" | "cursor" | "page";

/**
 * How a GET list pages and with which fields, inferred from its shape (scripts/codegen/paging.mjs). The SDK's
 * `pageItemsOf`, `nextOf` and `continuationOf` (`@reportkit/sdk/advanced`) read it.
 */
export interface CatalogPaging {
  style: PagingStyle;
  /** The 200 body's array of items (`data`, `body`). */
  items: string;
  /** The query parameter that carries the continuation (`$next`, `page[after]`, `cursor`, `page`). */
  cursorParam: string;
  /**
   * Where a page names the next one, as a field path of its body: a link whose `cursorParam` query value
   * is the continuation (`["@nextLink"]`, `["links", "next"]`), or the continuation itself (`["cursor"]`).
   * Absent for counted pages (the next number is the current one plus one).
   */
  next?: { field: readonly string[]; kind: "link" | "cursor" };
  /** The page-size query parameter, with its maximum and default when the spec declares them. */
  pageSize?: { param: string; max?: number; default?: number };
  /** The number of the first page, for counted pages. */
  first?: number;
  /** The query parameter a continuation replaces: a call that carries one leaves it out. */
  offsetParam?: string;
}

/** Where a long operation is, for an operation that answers 202 (scripts/codegen/accepted.mjs). */
export interface CatalogAccepted {
  /**
   * Where the 202 gives the operation's URL, first given wins: body fields, then headers
   * (`x-reportkit-operation-location` in the specs). The SDK's `linkedUrl` reads it.
   */
  location: readonly { in: "body" | "header"; name: string }[];
  /** The path of that URL, the operation's status endpoint (`/operations/{operationId}`). */
  status: string;
  /** Where its results are listed once it succeeded (`x-reportkit-results`), by kind (`copyFile`). */
  results?: { path: string; kind: string; paged: boolean };
}

/** Where a follow ends: a status field of the read operation's 200 body, and the values that end it. */
export interface CatalogSettles {
  /** The JSON pointer of the status in the 200 body (`/body/status`). */
  status: string;
  /** The values that end it well (`IMPORTED`). */
  done: readonly string[];
  /** The values that end it badly (`ERROR`); any other value means it goes on. */
  failed: readonly string[];
}

/**
 * The operation that reads the state of what this one started, until it settles (a response `link` of
 * the specs to an operation with `x-reportkit-settles`; scripts/codegen/follow.mjs).
 */
export interface CatalogFollow extends CatalogSettles {
  /** The read operation, in the same API. */
  operationId: string;
  /** Its path template. */
  path: string;
  /** Each of its path parameters -> the JSON pointer of its value in this operation's answer. */
  parameters: Readonly<Record<string, string>>;
}

export interface CatalogParameter {
  name: string;
  in: "path" | "query" | "header";
  /** Always true for path parameters. */
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface CatalogRequestBody {
  required: boolean;
  /** `application/json` when the operation takes it, else its only content type. */
  contentType: string;
  /** Dereferenced; closed objects keep `additionalProperties: false`. */
  schema: JsonSchema;
}

export interface CatalogResponse {
  /** The first 2xx status with a JSON body. */
  status: number;
  /** Dereferenced, without descriptions and defaults. */
  schema: JsonSchema;
}

/** One operation of one spec. */
export interface CatalogOperation {
  api: CatalogApiName;
  family: CatalogFamily;
  /** The `X-Version` the operation belongs to (its spec's `info.version`). */
  version: string;
  operationId: string;
  method: HttpMethod;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  /** The operation's first tag (`Files`, `Users`...). */
  tag: string;
  summary: string;
  description: string;
  /** GET or HEAD. */
  read: boolean;
  /** The call may lose data it does not give back (DELETE, PUT, PATCH, and POSTs that remove or rewrite). */
  destructive: boolean;
  /** Sending it twice has the effect of sending it once (GET, HEAD, OPTIONS, PUT, DELETE). */
  idempotent: boolean;
  /** Alternatives: a token with every scope of any one list may call it; `[]` when none is named. */
  scopes: readonly (readonly string[])[];
  /** It may answer 202: a long operation, polled at the URL `accepted` says where to find. */
  async: boolean;
  /** Present exactly when `async`: where its operation is, and its results endpoint. */
  accepted?: CatalogAccepted;
  /** Present for a GET list: how it pages. */
  paging?: CatalogPaging;
  /** Present when its answer starts work that another operation follows until it settles. */
  follow?: CatalogFollow;
  /** Present on an operation that reads a state until it settles: where its status is and what ends it. */
  settles?: CatalogSettles;
  parameters: readonly CatalogParameter[];
  requestBody?: CatalogRequestBody;
  response?: CatalogResponse;
}

/**
 * What `@reportkit/catalog/summary` keeps of an operation: enough to name it (`api`, `operationId`),
 * place it in its API and tag, and say whether it reads or may delete, without loading the whole table.
 */
export type CatalogOperationSummary = Pick<
  CatalogOperation,
  "api" | "family" | "operationId" | "tag" | "read" | "destructive"
>;
