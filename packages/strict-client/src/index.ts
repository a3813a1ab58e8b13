// @reportkit/strict-client: the client type every generated API package (@reportkit/platform, prep,
// chains, auth-api) returns from its `create*Client`, and the factory behind those functions, written once
// here and imported by their generated `client.gen.ts`.
import type {
  BodySerializer,
  Client,
  ClientOptions,
  HeadersOptions,
  MaybeOptionalInit,
  Middleware,
  ParseAs,
  ParseAsResponse,
  PathSerializer,
  QuerySerializer,
  QuerySerializerOptions,
} from "openapi-fetch";

export { createStrictClient, type StrictClientOptions } from "./create.js";

// What openapi-fetch's own `Client` type lacks, for every generated client:
// - Closed bodies. openapi-fetch infers a call's options as a type parameter, so TypeScript never checks
//   them for excess properties: `body: { ...file, colour: "red" }` would compile. Here every body key the
//   spec's schema does not declare (at any depth) must be `never`. Objects the spec leaves open
//   (`additionalProperties: true`) have an index signature, so any key passes there.
// - Open enums in answers. openapi-fetch maps response types through `Readable`, which turns
//   `"a" | "b" | (string & {})` (an `x-extensible-enum`) into an object type that is no longer a string
//   (openapi-ts/openapi-typescript#2765). The specs use no readOnly/writeOnly markers
//   (`readWriteMarkers` is off), so answers are typed here without that mapping.

export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type MediaType = `${string}/${string}`;
export type PathsWith<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof Paths];
export type OperationOf<Paths, Path, M extends HttpMethod> = Path extends keyof Paths
  ? M extends keyof Paths[Path]
    ? Paths[Path][M]
    : never
  : never;
export type InitOf<Paths, Path extends keyof Paths, M extends HttpMethod> = MaybeOptionalInit<
  Paths[Path],
  M & keyof Paths[Path]
>;

/**
 * What every call takes besides its `params` and `body`: openapi-fetch's per-call options and `fetch`'s
 * own, the serializers typed for any operation.
 */
export interface CallOptions extends Omit<RequestInit, "body" | "headers"> {
  /** The API's base address for this call, instead of the client's. */
  baseUrl?: string;
  /** How `params.query` is written into the URL. */
  querySerializer?: QuerySerializer<unknown> | QuerySerializerOptions;
  /** How `body` is written (JSON unless said otherwise). */
  bodySerializer?: BodySerializer<unknown>;
  /** How `params.path` is written into the path. */
  pathSerializer?: PathSerializer;
  /** How the answer's body is read: `json` (the default), `text`, `blob`, `arrayBuffer` or `stream`. */
  parseAs?: ParseAs;
  /** The `fetch` of this call, instead of the client's. */
  fetch?: ClientOptions["fetch"];
  /** Headers of this call; they win over the client's. */
  headers?: HeadersOptions;
  /** openapi-fetch middleware for this call only. */
  middleware?: Middleware[];
}

/**
 * The options of every call of a generated API, by method and path, one named interface per operation.
 * Each generated package adds its API here (`declare module` in its client.gen.ts). A call's options are
 * then typed against those interfaces: TypeScript relates a generic path's options to a union of interface
 * names, where `InitOf` of a generic path made it work out the options of every path of that method
 * (hundreds of conditional types) before it even read the call.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the generated packages' declaration merging
export interface GeneratedInits {}

/** The generated init interfaces of `Paths` by method, or, for paths no package registered, `InitOf`. */
type InitsOf<Paths> = {
  [K in keyof GeneratedInits]: GeneratedInits[K] extends { paths: infer P; inits: infer I }
    ? [P] extends [Paths]
      ? [Paths] extends [P]
        ? I
        : never
      : never
    : never;
}[keyof GeneratedInits] extends infer Found
  ? [Found] extends [never]
    ? { [M in HttpMethod]: { [P in PathsWith<Paths, M>]: InitOf<Paths, P & keyof Paths, M> } }
    : Found
  : never;
/** The call options of each path of method `M` of `Paths`: `PathInits<Paths, M>[Path]`. */
export type PathInits<Paths, M extends HttpMethod> =
  InitsOf<Paths> extends infer I ? (M extends keyof I ? I[M] : NoPaths) : NoPaths;
/** The paths of a method an API does not have: none. */
type NoPaths = Record<never, never>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | "2XX";
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
/** The body of one response: its content for `Media` when it has one, else its content as declared. */
type MediaContent<C, Media> =
  C extends Record<string, unknown> ? ([C[keyof C & Media]] extends [never] ? C : C[keyof C & Media]) : C;
type ContentOf<R, Codes, Media> = {
  [K in keyof R & Codes]: R[K] extends { content?: unknown } ? MediaContent<R[K]["content"], Media> : never;
}[keyof R & Codes];
type SuccessBody<Op, Media> = ContentOf<ResponsesOf<Op>, SuccessStatus, Media>;
type ErrorBody<Op, Media> = ContentOf<ResponsesOf<Op>, Exclude<keyof ResponsesOf<Op>, SuccessStatus>, Media>;

/** What a call resolves to: the parsed body of a 2xx answer as `data`, of any other as `error`. */
export type StrictFetchResponse<Op, Init, Media extends MediaType> =
  | { data: ParseAsResponse<SuccessBody<Op, Media>, Init>; error?: never; response: Response }
  | { data?: never; error: ErrorBody<Op, Media>; response: Response };

type KeysOf<S> = S extends unknown ? keyof S : never;
type ValueAt<S, K> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;
type ObjectsOf<S> = Extract<S, object>;
// biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<T, K>` is how an optional key is told apart
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
type BodyOf<Init> = Init extends { body?: infer B } ? B : never;

/** `T` with every key that the spec's type `S` does not declare, at any depth, turned into `never`. */
export type ExactBody<T, S> = T extends readonly unknown[]
  ? ObjectsOf<S> extends readonly (infer E)[]
    ? { [I in keyof T]: ExactBody<T[I], E> }
    : T
  : T extends object
    ? [ObjectsOf<S>] extends [never]
      ? T
      : { [K in keyof T]: K extends KeysOf<ObjectsOf<S>> ? ExactBody<T[K], ValueAt<ObjectsOf<S>, K>> : never }
    : T;

// `[Init]`, not distributed: while reading a call, TypeScript takes `Init` as the union of every path's
// options of the method, and a distributed check would close each of their bodies.
type Checked<Init, Expected> = [Init] extends [{ body?: infer B }]
  ? { body?: ExactBody<B, BodyOf<NonNullable<Expected>>> }
  : unknown;
export type StrictInitParam<Init, Expected> =
  RequiredKeys<Init> extends never
    ? [(Init & NoInfer<Checked<Init, Expected>> & { [key: string]: unknown })?]
    : [Init & NoInfer<Checked<Init, Expected>> & { [key: string]: unknown }];

/**
 * No value has this type: it guards the signature openapi-fetch's `Client` needs, so that a call the spec
 * does not declare fails with this name in the message.
 */
interface NoSuchOperationInTheSpec {
  readonly "check the path, method, parameters and body against the spec": never;
}

/** One method (`GET`, `POST`...) of a {@link StrictClient}. */
export interface StrictClientMethod<Paths extends {}, M extends HttpMethod, Media extends MediaType> {
  <Path extends keyof PathInits<Paths, M>, Init extends PathInits<Paths, M>[Path]>(
    url: Path,
    ...init: StrictInitParam<Init, PathInits<Paths, M>[Path]>
  ): Promise<StrictFetchResponse<OperationOf<Paths, Path, M>, Init, Media>>;
  /** openapi-fetch's own signature, kept so the client stays an openapi-fetch `Client`; its `this` makes it uncallable. */
  (this: NoSuchOperationInTheSpec, url: string, ...init: unknown[]): Promise<never>;
}

/** `request(method, url, init)` of a {@link StrictClient}. */
export interface StrictRequestMethod<Paths extends {}, Media extends MediaType> {
  <M extends HttpMethod, Path extends keyof PathInits<Paths, M>, Init extends PathInits<Paths, M>[Path]>(
    method: M,
    url: Path,
    ...init: StrictInitParam<Init, PathInits<Paths, M>[Path]>
  ): Promise<StrictFetchResponse<OperationOf<Paths, Path, M>, Init, Media>>;
  /** openapi-fetch's own signature, kept so the client stays an openapi-fetch `Client`; its `this` makes it uncallable. */
  (this: NoSuchOperationInTheSpec, method: string, url: string, ...init: unknown[]): Promise<never>;
}

/**
 * An openapi-fetch `Client` (and assignable to one) whose methods refuse request-body keys the spec does
 * not declare and type open enums in answers as strings with known values.
 */
export interface StrictClient<Paths extends {}, Media extends MediaType = MediaType>
  extends Client<Paths, Media> {
  request: StrictRequestMethod<Paths, Media>;
  GET: StrictClientMethod<Paths, "get", Media>;
  PUT: StrictClientMethod<Paths, "put", Media>;
  POST: StrictClientMethod<Paths, "post", Media>;
  DELETE: StrictClientMethod<Paths, "delete", Media>;
  OPTIONS: StrictClientMethod<Paths, "options", Media>;
  HEAD: StrictClientMethod<Paths, "head", Media>;
  PATCH: StrictClientMethod<Paths, "patch", Media>;
  // TRACE keeps openapi-fetch's own type: no spec has a TRACE operation, and this exact type lets
  // `C extends Client<infer Paths>` recover the paths of a StrictClient.
}
