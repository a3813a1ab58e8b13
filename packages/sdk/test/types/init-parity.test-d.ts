// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run. The generated init interfaces (one per
// operation, what calls are checked against) must ask for what openapi-fetch's own `InitOf` asks for:
// `params` and `body` required or optional alike, for every operation of every API, and as body the
// operation's request content. (openapi-fetch's own body type maps open enums to objects that are no
// longer strings, as it does for answers: openapi-ts/openapi-typescript#2765.)
import type { paths as AuthPaths } from "@reportkit/auth-api";
import type { HttpMethod, InitOf, PathInits, PathsWith } from "@reportkit/platform";
import type { paths as ProcessesPreviewPaths } from "@reportkit/platform/processes-preview";
import { expectTypeOf } from "vitest";
import type { ChainsPaths, PlatformPaths, PrepPaths } from "../../src/index.js";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Optional<T, K extends PropertyKey> = K extends keyof T
  ? Partial<Pick<T, K>> extends Pick<T, K>
    ? "optional"
    : "required"
  : "absent";
type BodyType<T> = T extends { body?: infer B } ? Exclude<B, undefined> : never;
type Content<Op> = Op extends { requestBody?: infer R }
  ? NonNullable<R> extends { content: infer C }
    ? C[keyof C]
    : never
  : never;

/** The paths of method `M` whose generated init differs from openapi-fetch's: `never` when none does. */
type Mismatches<Paths, M extends HttpMethod> = {
  [P in keyof PathInits<Paths, M>]: P extends keyof Paths
    ? [
        Same<
          Optional<PathInits<Paths, M>[P], "params">,
          Optional<NonNullable<InitOf<Paths, P, M>>, "params">
        >,
        Same<Optional<PathInits<Paths, M>[P], "body">, Optional<NonNullable<InitOf<Paths, P, M>>, "body">>,
        Same<BodyType<PathInits<Paths, M>[P]>, Content<Paths[P][M & keyof Paths[P]]>>,
      ] extends [true, true, true]
      ? never
      : P
    : P;
}[keyof PathInits<Paths, M>];
type AllMismatches<Paths> = { [M in HttpMethod]: Mismatches<Paths, M> }[HttpMethod];
/** `true` when every path of every method has its init interface, and no other path has one. */
type Covered<Paths> = { [M in HttpMethod]: Same<keyof PathInits<Paths, M>, PathsWith<Paths, M>> }[HttpMethod];

expectTypeOf<AllMismatches<PlatformPaths>>().toBeNever();
expectTypeOf<AllMismatches<ProcessesPreviewPaths>>().toBeNever();
expectTypeOf<AllMismatches<PrepPaths>>().toBeNever();
expectTypeOf<AllMismatches<ChainsPaths>>().toBeNever();
expectTypeOf<AllMismatches<AuthPaths>>().toBeNever();
expectTypeOf<Covered<PlatformPaths>>().toEqualTypeOf<true>();
expectTypeOf<Covered<ProcessesPreviewPaths>>().toEqualTypeOf<true>();
expectTypeOf<Covered<PrepPaths>>().toEqualTypeOf<true>();
expectTypeOf<Covered<ChainsPaths>>().toEqualTypeOf<true>();
expectTypeOf<Covered<AuthPaths>>().toEqualTypeOf<true>();
