import type { ThrowingClient } from "../clients/throwing-client.js";
import type { HasPlatform, PlatformPaths } from "../clients/types.js";
import { ApiError } from "../errors/api-error.js";
import { RESULTS_PATHS, SINGLE_RESULT_KINDS } from "../generated/accepted.gen.js";
import type { Operation } from "../operation/resource.js";
import type { Paginated } from "../paginate/iterator.js";
import {
  type PaginatedItem,
  type PaginateOptions,
  paginate,
  type WiredPaginateClient,
} from "../paginate/paginate.js";
import { singleResult } from "./single-result.js";

/** The operations that have results, and where each lists them (`x-reportkit-results` in the specs). */
export { RESULTS_PATHS };

/** An operation kind with results: `copyFile`, `importFile`, `tableEdit`, `milestoneCreation`. */
export type ResultsKind = keyof typeof RESULTS_PATHS;

/** The kinds whose results endpoint answers one object, not a page (the table edit's `{ revision }`). */
type SingleResultKind = (typeof SINGLE_RESULT_KINDS)[number];
const isSingle = (kind: ResultsKind): kind is SingleResultKind =>
  (SINGLE_RESULT_KINDS as readonly string[]).includes(kind);

/** The one object a results endpoint that does not page answers. */
type SingleBody<P> = P extends keyof PlatformPaths
  ? PlatformPaths[P] extends { get: { responses: { 200: { content: { "application/json": infer B } } } } }
    ? B
    : never
  : never;

/**
 * One result of an operation of kind `K`, typed from the spec: `FileResult` (`{ id, container, kind }`)
 * for copies and imports, `TableEditResult` (`{ revision }`, the one object the table edit's endpoint
 * answers), `MilestoneCreationResult` (`{ type, milestone }`).
 */
export type OperationResult<K extends ResultsKind> = K extends SingleResultKind
  ? SingleBody<(typeof RESULTS_PATHS)[K]>
  : PaginatedItem<ThrowingClient<PlatformPaths>, (typeof RESULTS_PATHS)[Exclude<K, SingleResultKind>]>;

/** The results of one operation, paged: `for await` walks them, `.pages()` page by page, `.all()` collects them. */
export interface OperationResults<T> extends Paginated<T, string> {
  all(): Promise<T[]>;
}

/**
 * The results of a completed operation (what `wait` resolved with, or its id): the files a copy or an
 * import made, the revision a table edit produced, the milestone a creation made. Paged with
 * `@nextLink` like any list (`paginate`), lazily: nothing is fetched before you iterate or call `all()`.
 * The table edit's endpoint answers one object (`{ revision }`); it comes as a list of exactly one
 * item (one page, no continuation, so `prefetch` and `resumeFrom` do not apply to it).
 *
 * @example
 * const copy = await wait(rk, await rk.platform.POST("/files/{fileId}/copy", { params, body: {} }));
 * const [file] = await results(rk, copy, "copyFile").all(); // FileResult: { id, container, kind }
 */
export function results<K extends ResultsKind>(
  rk: HasPlatform,
  operation: Pick<Operation, "id"> | string,
  kind: K,
  options: PaginateOptions<string> & { headers?: Record<string, string> } = {},
): OperationResults<OperationResult<K>> {
  if (!Object.hasOwn(RESULTS_PATHS, kind)) {
    throw new ApiError({ message: `Operations of kind '${String(kind)}' have no results.` });
  }
  const path = RESULTS_PATHS[kind];
  const operationId = typeof operation === "string" ? operation : operation.id;
  const { headers, ...walk } = options;
  const list = isSingle(kind)
    ? singleResult<OperationResult<K>>(rk, path, operationId, walk.signal, headers)
    : (paginate as (...args: unknown[]) => Paginated<OperationResult<K>, string>)(
        rk.platform as WiredPaginateClient,
        path,
        { params: { path: { operationId } }, headers },
        walk,
      );
  return Object.assign(list, {
    async all() {
      const items: OperationResult<K>[] = [];
      for await (const item of list) items.push(item);
      return items;
    },
  });
}
