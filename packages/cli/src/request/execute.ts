import { connect } from "../client/connect.js";
import { resolveRunSettings } from "../config/settings.js";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { hasMorePages } from "../output/more-pages.js";
import { checkSelection, printItems, printResult } from "../output/result.js";
import { openSink, writeErr } from "../output/sink.js";
import { checkRequest, type LabelOf } from "./check.js";
import { describeRequest } from "./dry-run.js";
import { followedBy } from "./follow.js";
import { describeResponse } from "./include.js";
import type { PreparedRequest } from "./prepared.js";
import { instanceFor, send } from "./send.js";
import { acceptedOperation, waitWithProgress } from "./wait.js";

export interface ExecuteOptions {
  paginate?: boolean;
  wait?: boolean;
  include?: boolean;
  /** At most this many items (with paginate). */
  limit?: number;
  /** Asks before sending (a destructive operation); rejects when the person does not confirm. */
  confirm?: () => Promise<void>;
  /** How parameters are named in errors (`--page-size` for a generated command). */
  label?: LabelOf;
}

/** Checks, then prints (`--dry-run`) or sends the request, waits or pages as asked, and prints the result. */
export async function execute(
  ctx: Context,
  request: PreparedRequest,
  globals: GlobalOptions,
  options: ExecuteOptions = {},
): Promise<void> {
  await checkRequest(request, options.label);
  const operation = request.operation;
  if (options.paginate && !operation?.paging) {
    throw new UsageError(`--paginate: ${request.method} ${request.path} is not a list the specs describe.`);
  }
  if (options.paginate && options.include) {
    throw new UsageError(
      "--include cannot be combined with --paginate: pages are streamed as items, without their headers. Drop --paginate to see one page's status and headers.",
    );
  }
  if (options.wait && operation && !operation.async && !operation.follow && !operation.settles) {
    throw new UsageError(`--wait: ${operation.operationId} does not answer 202 (nothing to wait for).`);
  }
  await checkSelection(globals, operation);
  if (globals.dryRun) {
    openSink(ctx, undefined).write(
      describeRequest(request, resolveRunSettings(globals, {}, ctx.io.env).options),
    );
    return;
  }
  await options.confirm?.();
  const connection = await connect(ctx, { ...globals, headers: request.headers });
  const sink = openSink(ctx, globals.output);
  try {
    if (options.paginate && operation) {
      const { paginate } = await import("@reportkit/sdk");
      const client = instanceFor(connection, request)[request.family as "platform" | "prep" | "chains"];
      const items = (paginate as unknown as (c: unknown, p: string, i: unknown) => AsyncIterable<unknown>)(
        client,
        operation.path,
        { params: { path: request.pathParams, query: request.query }, headers: request.headers },
      );
      await printItems(items, sink, globals, options.limit);
    } else {
      const sent = await send(connection, request);
      if (options.include) sink.write(describeResponse(sent.response));
      if (sent.status === 202) {
        const { acceptedOf } = await import("@reportkit/catalog");
        const { location, id } = await acceptedOperation(
          operation?.accepted ?? acceptedOf(request.family),
          sent,
        );
        if (options.wait) {
          const rk = instanceFor(connection, request);
          const done = await waitWithProgress(ctx, rk, sent, {
            label: id ? `operation ${id}` : "operation",
            ...(id ? { resume: `reportkit operations wait ${id}` } : {}),
          });
          // What the operation made (a copy's new file, an import's files), from its results endpoint.
          await printResult(await madeBy(rk, operation?.accepted?.results?.kind, done), sink, globals);
        } else {
          const accepted = sent.data ?? {
            status: 202,
            operationId: id,
            location: location ?? null,
          };
          await printResult(accepted, sink, globals);
          if (id) writeErr(ctx, `Accepted: operation ${id}. Wait for it: reportkit operations wait ${id}\n`);
        }
      } else if (options.wait && operation) {
        // An answer the specs follow (an import's file, a chain run) until its status settles.
        const followed = await followedBy(operation, request.pathParams, sent);
        if (!followed) throw new UsageError(`--wait: ${operation.operationId} starts nothing to follow.`);
        const done = await waitWithProgress(ctx, instanceFor(connection, request), followed.source, {
          label: followed.label,
          statusOf: followed.statusOf,
          resume: followed.resume,
        });
        await printResult(done, sink, globals);
      } else {
        await printResult(sent.data, sink, globals, operation);
        // A person at a terminal is told; a pipe's reader gets exactly the answer.
        if (ctx.io.stderr.isTTY && (await hasMorePages(operation, sent.data, request.query)))
          writeErr(ctx, "reportkit: more items are on further pages: add --paginate for all of them.\n");
      }
    }
    sink.commit();
  } catch (error) {
    sink.abort();
    throw error;
  }
}

/**
 * The results of a completed operation whose kind has them (`copyFile`: the new file), else the
 * operation itself.
 */
async function madeBy(rk: Parameters<typeof waitWithProgress>[1], kind: string | undefined, done: unknown) {
  const operation = done as { id?: string; status?: string } | undefined;
  if (!kind || operation?.status !== "completed" || !operation.id) return done;
  const { results } = await import("@reportkit/sdk");
  return (results as (rk: unknown, id: string, kind: string) => { all(): Promise<unknown[]> })(
    rk,
    operation.id,
    kind,
  ).all();
}
