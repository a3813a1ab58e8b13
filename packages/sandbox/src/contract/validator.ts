import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Ajv2020 } from "ajv/dist/2020.js";
import dereferenceModule from "dereference-json-schema";
import type { Document, OpenAPIRouter, OpenAPIValidator, Operation } from "openapi-backend";
import { OPERATION_INDEX } from "../generated/operation-index.gen.js";
import { type ApiName, defaultSpecsDir, loadSpec, type OpenApiDocument } from "./load.js";
import { type OperationInfo, operationInfosOf, operationsOf, type SpecOperation } from "./operation-index.js";
import { numericTextIssue, saturateInteger } from "./query-numbers.js";

// dereference-json-schema is CommonJS without named exports Node can detect: its default import is
// `module.exports`.
const { dereferenceSync } = dereferenceModule;

/** The validation libraries (CommonJS), loaded at the first validation: they are most of a start's cost. */
interface Validation {
  Ajv2020: typeof Ajv2020;
  addFormats: (ajv: Ajv2020) => Ajv2020;
  OpenAPIRouter: typeof OpenAPIRouter;
  OpenAPIValidator: typeof OpenAPIValidator;
}

let validation: Validation | undefined;

function validationLibraries(): Validation {
  if (!validation) {
    const require = createRequire(import.meta.url);
    const backend = require("openapi-backend") as Pick<Validation, "OpenAPIRouter" | "OpenAPIValidator">;
    validation = {
      Ajv2020: (require("ajv/dist/2020.js") as { Ajv2020: typeof Ajv2020 }).Ajv2020,
      addFormats: require("ajv-formats") as Validation["addFormats"],
      OpenAPIRouter: backend.OpenAPIRouter,
      OpenAPIValidator: backend.OpenAPIValidator,
    };
  }
  return validation;
}

export type { OperationInfo } from "./operation-index.js";

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

/** The parts of a contract made at its first validation: the references resolved, the validators. */
interface Parts {
  definition: OpenApiDocument;
  byId: Map<string, SpecOperation>;
  validator?: OpenAPIValidator<Document>;
  responseAjv?: Ajv2020;
  headerAjv?: Ajv2020;
}

/**
 * Whether `dir` is the bundled specs the generated index was made from. False when there are none to
 * find (the sandbox bundled into one file, given its `specsDir`): that one is read whole.
 */
function isBundledSpecsDir(dir: string): boolean {
  try {
    return resolve(dir) === resolve(defaultSpecsDir());
  } catch {
    return false;
  }
}

/**
 * One API's contract, checked by openapi-backend's OpenAPIValidator. openapi-backend builds the JSON
 * Schemas of each operation (parameters, body, responses per status, response headers); they are
 * compiled with Ajv's draft 2020-12 class, the dialect of OpenAPI 3.1, plus ajv-formats.
 *
 * A contract is cheap to make (its routes are read from the document as it is): the references are
 * resolved when an operation is first looked into, the validation libraries loaded and the validator
 * made at the first validation, and each schema compiled at its first use.
 */
export class ApiContract {
  readonly operations: readonly OperationInfo[];
  #document: OpenApiDocument | (() => OpenApiDocument);
  #parts: Parts | undefined;
  readonly #ajvs = new Map<string, Ajv2020>();
  readonly #compiled = new Map<Ajv2020, WeakMap<object, ValidateFunction>>();

  /**
   * The contract of `document`, or of the document `document()` reads when first needed: then
   * `operations` must be given (the generated operation index says what the document has).
   */
  constructor(
    readonly api: ApiName,
    document: OpenApiDocument | (() => OpenApiDocument),
    operations?: readonly OperationInfo[],
  ) {
    this.#document = document;
    this.operations = operations ?? operationInfosOf(api, this.document);
  }

  /** The bundled document (read at its first use when the contract was made from the index). */
  get document(): OpenApiDocument {
    if (typeof this.#document === "function") this.#document = this.#document();
    return this.#document;
  }

  /** The document with its references resolved, and its operations by id (made once, when first needed). */
  #resolved(): Parts {
    if (!this.#parts) {
      const definition = dereferenceSync(structuredClone(this.document)) as OpenApiDocument;
      const byId = new Map(operationsOf(definition).map((op) => [op.operationId ?? "", op]));
      this.#parts = { definition, byId };
    }
    return this.#parts;
  }

  /** The operation, references resolved. */
  #operation(operationId: string): SpecOperation | undefined {
    return this.#resolved().byId.get(operationId);
  }

  /** An Ajv of the request validator, one per set of options (an Ajv is costly to make). */
  #ajv(options: Record<string, unknown>): Ajv2020 {
    const key = JSON.stringify(options);
    let ajv = this.#ajvs.get(key);
    if (!ajv) {
      const { Ajv2020, addFormats } = validationLibraries();
      ajv = addFormats(new Ajv2020(options));
      this.#ajvs.set(key, ajv);
    }
    return ajv;
  }

  /**
   * The Ajv that checks answers' bodies, or their header values (text: `Retry-After: 5` is read as the
   * integer its schema says), each made at its first use.
   */
  #plainAjv(which: "responseAjv" | "headerAjv"): Ajv2020 {
    const parts = this.#resolved();
    if (!parts[which]) {
      const { Ajv2020, addFormats } = validationLibraries();
      const coerceTypes = which === "headerAjv";
      parts[which] = addFormats(new Ajv2020({ strict: false, allErrors: true, coerceTypes }));
    }
    return parts[which];
  }

  /** openapi-backend's request validator of the resolved document, made at the first request checked. */
  #requestValidator(): OpenAPIValidator<Document> {
    const parts = this.#resolved();
    if (!parts.validator) {
      const { OpenAPIRouter, OpenAPIValidator } = validationLibraries();
      const definition = parts.definition as unknown as Document;
      const router = new OpenAPIRouter({ definition });
      // The router's operations are the resolved ones listed once (its own lists them again at every call).
      const operations = [...parts.byId.values()] as unknown as Operation<Document>[];
      router.getOperations = () => operations;
      router.getOperation = (id) => parts.byId.get(id) as Operation<Document> | undefined;
      parts.validator = new OpenAPIValidator({
        definition,
        router,
        lazyCompileValidators: true,
        ajvOpts: { strict: false, allErrors: true },
        customizeAjv: (_original, ajvOpts) => this.#ajv(ajvOpts as Record<string, unknown>) as never,
      });
    }
    return parts.validator;
  }

  /**
   * The error style an operation declares: `jsonapi` when its error responses are JSON:API documents
   * (`{ errors: [...] }` with `errors` required, as the report-users list has), else the API's own shape.
   * An answer that merely lists `errors` among its fields (a mapping-rule upload's 400) is not one.
   */
  errorStyle(operationId: string): "jsonapi" | "api" {
    const op = this.#operation(operationId);
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
    return this.#operation(operationId) as DereferencedOperation | undefined;
  }

  /**
   * The contract of `api` from the bundled `<document>.json` (default: the API's own; a preview's is
   * another). From the bundled specs, the routes come from the generated operation index and the
   * document is read at the API's first request; from other specs, the document is read now.
   */
  static load(dir: string, api: ApiName, document: string = api): ApiContract {
    const index: Readonly<Record<string, readonly OperationInfo[]>> = OPERATION_INDEX;
    const indexed = isBundledSpecsDir(dir) ? index[document] : undefined;
    if (indexed) return new ApiContract(api, () => loadSpec(dir, document), indexed);
    return new ApiContract(api, loadSpec(dir, document));
  }

  validateRequest(operationId: string, req: RequestParts): Issue[] {
    const strict = this.#strictNumbers(operationId, req.query);
    if (strict.length > 0) return strict;
    const result = this.#requestValidator().validateRequest(
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
    const op = this.#operation(operationId);
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
      const { OpenAPIValidator } = validationLibraries();
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
    const validate = this.#compile(this.#plainAjv("responseAjv"), schema);
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
    const op = this.#operation(operationId);
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
      const validate = this.#compile(this.#plainAjv("headerAjv"), header.schema);
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
