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
}

export type JsonType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/** An API of the specs; a preview version (`processes-preview`) is an API of its own. */
export type CatalogApiName = "auth" | "platform" | "prep" | "chains" | "processes-preview";

/** The base address an API's requests go to (a preview shares its family's). */
export type CatalogFamily = "auth" | "platform" | "prep" | "chains";

export type HttpMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS";

/** How a list pages: the SDK's styles (`paginate` follows each), or `none` for anything else. */
export type PagingStyle = "nextLink" | "jsonApi" | "cursor" | "page" | "none";

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
  /** It may answer 202: a long operation, polled at its `Location`. */
  async: boolean;
  paging: PagingStyle;
  parameters: readonly CatalogParameter[];
  requestBody?: CatalogRequestBody;
  response?: CatalogResponse;
}
