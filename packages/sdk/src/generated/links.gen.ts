// ⚠️ GENERATED FILE: DO NOT EDIT.
// Derived from the operation catalogue by scripts/codegen/sdk-tables.mjs (linksSource).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

import type { paths as ChainsPaths } from "@reportkit/chains";
import type { paths as PrepPaths } from "@reportkit/prep";

/**
 * Where an answer names the operation that reads what it started (the specs' `x-reportkit-operation-location`
 * of a 202, a response `link` to an operation with `x-reportkit-settles`): its URL (`location`: body
 * fields, then headers, the first one given wins) or its path parameters (`parameters`: JSON pointers
 * into the body), and its path (`path`).
 */
export interface GeneratedLink {
  readonly location?: readonly { readonly in: "body" | "header"; readonly name: string }[];
  readonly parameters?: Readonly<Record<string, string>>;
  readonly path: string;
}

/** The link of every 202 of the platform, to its operation resource. */
export const OPERATION_LINK = { location: [{ in: "body", name: "operationLocation" }, { in: "header", name: "Location" }], path: "/operations/{operationId}" } as const satisfies GeneratedLink;

/** Per API, the answers followed until they settle: the starting path template -> its link. */
export const LINKS = {
  "prep": { "/api/v1/table/{tableId}/import": { path: "/api/v1/file/{fileId}", parameters: { fileId: "/body/id" } } },
  "chains": { "/v1/execute/environment/{environment_id}/chain/{chain_id}/start": { path: "/v1/execute/chain_run/{chain_run_id}", parameters: { chain_run_id: "/data/id" } } },
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
  "platform": { "/operations/{operationId}": { status: "/status", done: ["completed"], failed: ["failed", "cancelled"] } },
  "prep": { "/api/v1/file/{fileId}": { status: "/body/status", done: ["IMPORTED"], failed: ["ERROR"] } },
  "chains": { "/v1/execute/chain_run/{chain_run_id}": { status: "/data/state", done: ["all_succeeded", "warned"], failed: ["errored", "stopped"] } },
} as const satisfies Record<string, Record<string, GeneratedSettleRule>>;

type Ok<Op> = Op extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;

/** The 200 bodies of each followed operation (`start`) and of the operation that follows it (`read`). */
export interface GeneratedFollows {
  "/api/v1/table/{tableId}/import": { start: Ok<PrepPaths["/api/v1/table/{tableId}/import"]["post"]>; read: Ok<PrepPaths["/api/v1/file/{fileId}"]["get"]> };
  "/v1/execute/environment/{environment_id}/chain/{chain_id}/start": { start: Ok<ChainsPaths["/v1/execute/environment/{environment_id}/chain/{chain_id}/start"]["post"]>; read: Ok<ChainsPaths["/v1/execute/chain_run/{chain_run_id}"]["get"]> };
}

type Reads<S> = {
  [K in keyof GeneratedFollows]: S extends { data: GeneratedFollows[K]["start"] } ? GeneratedFollows[K]["read"] : never;
}[keyof GeneratedFollows];

/** What `wait` resolves with for `S`: the read answer when `S` is a followed operation's answer, else `Otherwise`. */
export type FollowedBody<S, Otherwise> = [Reads<S>] extends [never] ? Otherwise : Reads<S>;
