import type { ErrorObject, ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import dereferenceModule from "dereference-json-schema";
import { type Document, OpenAPIRouter, OpenAPIValidator, type Operation } from "openapi-backend";
import { type ApiName, loadSpec, type OpenApiDocument } from "./load.js";
import { numericTextIssue, saturateInteger } from "./query-numbers.js";

// ajv-formats and dereference-json-schema are CommonJS without named exports Node can detect: their
// default import is `module.exports`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;
const { dereferenceSync } = dereferenceModule;

/** One operation of a spec, as the router needs it. */
export interface OperationInfo {
  operationId: string;
  method: string;
  /** The spec's path template, such as `/files/{fileId}`. */
  path: string;
  /** The same path in Hono's syntax, such as `/files/:fileId`. */
  routePath: string;
  /** Whether the operation requires a bearer token. */
  secured: boolean;
  /** The scopes of each alternative security requirement: a token needs every scope of one of them. */
  scopeAlternatives: string[][];
  /** The request body the operation takes, if any. */
  requestBody: { required: boolean; mediaTypes: string[] } | null;
}

/** A request as the validator sees it: the path relative to the API's base address. */
export interface RequestParts {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: unknown;
}

/** One thing wrong with a request or response, phrased for an error message. */
export interface Issue {
  where: string;
  message: string;
}

/**
 * One API's contract, checked by openapi-backend's OpenAPIValidator. openapi-backend builds the JSON
 * Schemas of each operation (parameters, body, responses per status, response headers); they are
 * compiled with Ajv's draft 2020-12 class, the dialect of OpenAPI 3.1, plus ajv-formats.
 */
export class ApiContract {
  readonly operations: OperationInfo[];
  readonly #validator: OpenAPIValidator<Document>;
  readonly #byId = new Map<string, Operation<Document>>();
  readonly #ajvs = new Map<string, Ajv2020>();
  readonly #responseAjv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  /** Header values are text: `Retry-After: 5` is read as the integer its schema says. */
  readonly #headerAjv = addFormats(new Ajv2020({ strict: false, allErrors: true, coerceTypes: true }));
  readonly #compiled = new Map<Ajv2020, WeakMap<object, ValidateFunction>>();

  constructor(
    readonly api: ApiName,
    readonly document: OpenApiDocument,
  ) {
    const definition = dereferenceSync(structuredClone(document)) as unknown as Document;
    const router = new OpenAPIRouter({ definition });
    this.#validator = new OpenAPIValidator({
      definition,
      router,
      lazyCompileValidators: true,
      ajvOpts: { strict: false, allErrors: true },
      // One Ajv per set of options, not one per operation and context (an Ajv is costly to make).
      customizeAjv: (_original, ajvOpts) => {
        const key = JSON.stringify(ajvOpts);
        let ajv = this.#ajvs.get(key);
        if (!ajv) {
          ajv = addFormats(new Ajv2020(ajvOpts));
          this.#ajvs.set(key, ajv);
        }
        return ajv as never;
      },
    });
    const rootSecurity = (definition as { security?: SecurityRequirement[] }).security;
    this.operations = router.getOperations().map((op) => {
      const operationId = op.operationId;
      if (!operationId) throw new Error(`${api}: ${op.method} ${op.path} has no operationId`);
      this.#byId.set(operationId, op);
      const security = (op.security as SecurityRequirement[] | undefined) ?? rootSecurity ?? [];
      const secured = security.length > 0 && !security.some((req) => Object.keys(req).length === 0);
      const scopeAlternatives = security.map((req) => Object.values(req).flat());
      const body = op.requestBody as { required?: boolean; content?: Record<string, unknown> } | undefined;
      return {
        operationId,
        requestBody: body
          ? { required: body.required === true, mediaTypes: Object.keys(body.content ?? {}) }
          : null,
        method: op.method.toUpperCase(),
        path: op.path,
        routePath: op.path.replace(/\{([^}]+)\}/g, ":$1"),
        secured,
        scopeAlternatives,
      };
    });
  }

  /**
   * The error style an operation declares: `jsonapi` when its error responses are JSON:API documents
   * (`{ errors: [...] }` with `errors` required, as the report-users list has), else the API's own shape.
   * An answer that merely lists `errors` among its fields (a mapping-rule upload's 400) is not one.
   */
  errorStyle(operationId: string): "jsonapi" | "api" {
    const op = this.#byId.get(operationId);
    const responses = (op?.responses ?? {}) as Record<
      string,
      { content?: Record<string, { schema?: { required?: string[] } }> }
    >;
    const error = responses["400"] ?? responses.default;
    const schema = Object.values(error?.content ?? {})[0]?.schema;
    return schema?.required?.includes("errors") ? "jsonapi" : "api";
  }

  /** The operation as the spec declares it, references resolved (its parameters, body and responses). */
  operationObject(operationId: string): DereferencedOperation | undefined {
    return this.#byId.get(operationId) as DereferencedOperation | undefined;
  }

  /** The contract of `api` from the bundled `<document>.json` (default: the API's own; a preview's is another). */
  static load(dir: string, api: ApiName, document: string = api): ApiContract {
    return new ApiContract(api, loadSpec(dir, document));
  }

  validateRequest(operationId: string, req: RequestParts): Issue[] {
    const strict = this.#strictNumbers(operationId, req.query);
    if (strict.length > 0) return strict;
    const result = this.#validator.validateRequest(
      {
        method: req.method.toLowerCase(),
        path: req.path,
        query: req.query,
        headers: req.headers,
        body: req.body,
      },
      operationId,
    );
    return describe(result.errors ?? [], "request");
  }

  /** The query parameters of an operation that the spec types as a number or an integer. */
  #numericQuery(operationId: string): { name: string; type: unknown; maximum?: number }[] {
    const op = this.#byId.get(operationId);
    return (
      (op?.parameters ?? []) as { name: string; in: string; schema?: { type?: unknown; maximum?: number } }[]
    )
      .filter((p) => p.in === "query" && (p.schema?.type === "integer" || p.schema?.type === "number"))
      .map((p) => ({
        name: p.name,
        type: p.schema?.type,
        ...(p.schema?.maximum !== undefined ? { maximum: p.schema.maximum } : {}),
      }));
  }

  /**
   * The query as validators and handlers should read it: integers of any length are valid, and those
   * beyond the range a Number holds exactly are read as its bound (see `saturateInteger`).
   */
  normalizeQuery(
    operationId: string,
    query: Record<string, string | string[]>,
  ): Record<string, string | string[]> {
    const out = { ...query };
    for (const { name, type, maximum } of this.#numericQuery(operationId)) {
      const raw = out[name];
      if (type === "integer" && typeof raw === "string" && numericTextIssue(type, raw) === null) {
        out[name] = saturateInteger(raw);
        // The summary's paging rule: a `$maxpagesize` above the maximum is clamped, not refused.
        if (name === "$maxpagesize" && maximum !== undefined && Number(out[name]) > maximum) {
          out[name] = String(maximum);
        }
      }
    }
    return out;
  }

  /** Numeric query parameters must be plain decimals (Ajv's coercion takes `1e999`, `0x10`, ` 5`). */
  #strictNumbers(operationId: string, query: Record<string, string | string[]>): Issue[] {
    const issues: Issue[] = [];
    for (const { name, type } of this.#numericQuery(operationId)) {
      const raw = query[name];
      if (typeof raw !== "string") continue;
      const message = numericTextIssue(type, raw);
      if (message) issues.push({ where: `query parameter ${name}`, message });
    }
    return issues;
  }

  /** The validator of `schema` by `ajv`, compiled at its first use (once per schema object). */
  #compile(ajv: Ajv2020, schema: object): ValidateFunction {
    let cache = this.#compiled.get(ajv);
    if (!cache) {
      cache = new WeakMap();
      this.#compiled.set(ajv, cache);
    }
    let validate = cache.get(schema);
    if (!validate) {
      // openapi-backend's own compile step (it makes cyclic schemas into references first).
      const compile = (
        OpenAPIValidator as unknown as { compileSchema(ajv: Ajv2020, s: object): ValidateFunction }
      ).compileSchema;
      validate = compile.call(OpenAPIValidator, ajv, schema);
      cache.set(schema, validate);
    }
    return validate;
  }

  /**
   * Checks an answer's body against its declared JSON schema (an answer without content, a 204, must
   * have none). Each schema is compiled once per contract: the error answers that every operation
   * shares are one object once references are resolved, so they are compiled once, not per operation.
   */
  #checkBody(declared: { content?: Record<string, unknown> }, status: number, body: unknown): Issue[] {
    const schema = (declared.content?.["application/json"] as { schema?: object } | undefined)?.schema;
    if (!schema) {
      const empty = declared.content === undefined && status === 204 && body !== undefined && body !== null;
      return empty ? [{ where: "body", message: "must be null" }] : [];
    }
    const validate = this.#compile(this.#responseAjv, schema);
    validate(body === undefined ? null : body);
    return describe(validate.errors ?? [], "response");
  }

  /** Checks a response's status, body and documented headers against the operation's responses. */
  validateResponse(
    operationId: string,
    status: number,
    body: unknown,
    headers: Record<string, string>,
    contentType: string | null,
  ): Issue[] {
    const op = this.#byId.get(operationId);
    if (!op) return [{ where: "operation", message: `unknown operation ${operationId}` }];
    const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
    const declared =
      responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
    if (!declared)
      return [{ where: "status", message: `status ${status} is not declared by ${operationId}` }];
    const issues: Issue[] = [];
    const media = (contentType ?? "").toLowerCase().split(";")[0]!.trim();
    const types = Object.keys(declared.content ?? {});
    // A declared answer that is not JSON (a file) is checked for its media type only.
    if (declared.content && types.includes(media) && !media.endsWith("json")) return issues;
    if (declared.content && !media.startsWith("application/json")) {
      issues.push({
        where: "content-type",
        message: `expected ${types.join(" or ") || "application/json"}, got ${contentType ?? "none"}`,
      });
    }
    issues.push(...this.#checkBody(declared, status, body));
    // The values of the documented headers present, then the presence of the required ones.
    const documented =
      (declared as { headers?: Record<string, { required?: boolean; schema?: object }> }).headers ?? {};
    for (const [name, header] of Object.entries(documented)) {
      const value = headers[name.toLowerCase()];
      if (value === undefined || !header.schema) continue;
      const validate = this.#compile(this.#headerAjv, header.schema);
      validate(value);
      for (const error of validate.errors ?? []) {
        issues.push({ where: `header ${name.toLowerCase()}`, message: phrase(error) });
      }
    }
    const present = new Set(Object.keys(headers).map((h) => h.toLowerCase()));
    for (const [name, header] of Object.entries(documented)) {
      if (header.required === true && !present.has(name.toLowerCase())) {
        issues.push({ where: `header ${name.toLowerCase()}`, message: "is required" });
      }
    }
    return issues;
  }
}

type SecurityRequirement = Record<string, string[]>;

/** A media type's schema, a response's or a request body's, references resolved. */
interface DereferencedContent {
  content?: Record<string, { schema?: Record<string, unknown> }>;
}

/** An operation of the spec with its references resolved. */
export interface DereferencedOperation {
  operationId?: string;
  parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
  requestBody?: DereferencedContent & { required?: boolean };
  responses?: Record<
    string,
    DereferencedContent & {
      headers?: Record<string, { required?: boolean; schema?: Record<string, unknown> }>;
    }
  >;
}

/** Turns Ajv's errors into `where: message` pairs that name the parameter or body property. */
export function describe(errors: readonly ErrorObject[], side: "request" | "response"): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const error of errors) {
    // oneOf/anyOf summaries repeat what their branches said.
    if (error.keyword === "if") continue;
    const where = locate(error, side);
    const message = phrase(error);
    const key = `${where}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ where, message });
  }
  return issues;
}

function locate(error: ErrorObject, side: "request" | "response"): string {
  const segments = error.instancePath
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required" && typeof params.missingProperty === "string") {
    segments.push(params.missingProperty);
  }
  if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") {
    segments.push(params.additionalProperty);
  }
  const [first, ...rest] = segments;
  const path = (parts: string[]) =>
    parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
  if (side === "response") {
    if (first === "headers") return `header ${rest.join(".")}`;
    return `body${segments.map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join("")}`;
  }
  switch (first) {
    case "path":
      return rest.length ? `path parameter ${path(rest)}` : "path";
    case "query":
      return rest.length ? `query parameter ${path(rest)}` : "query";
    case "header":
      return rest.length ? `header ${path(rest)}` : "headers";
    case "requestBody":
      return `body${rest.map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join("")}`;
    case undefined:
      return "request";
    default:
      return path(segments);
  }
}

function phrase(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return "is required";
    case "additionalProperties":
      return "is not allowed";
    case "enum":
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "parse":
      return `is not valid JSON (${error.message})`;
    default:
      return error.message ?? error.keyword;
  }
}
