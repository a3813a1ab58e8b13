import type { CatalogOperation } from "@reportkit/catalog";
import { connect } from "../client/connect.js";
import { resolveRunSettings } from "../config/settings.js";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { chooseFormat } from "../output/format.js";
import { parseFieldList } from "../output/pick.js";
import { printStream, printValue } from "../output/print.js";
import { openSink, writeErr } from "../output/sink.js";
import { checkRequest, type LabelOf } from "./check.js";
import { describeRequest } from "./dry-run.js";
import { describeResponse } from "./include.js";
import type { PreparedRequest } from "./prepared.js";
import { instanceFor, send } from "./send.js";
import { acceptedOperation, waitWithProgress } from "./wait.js";

export interface ExecuteOptions {
  paginate?: boolean;
  wait?: boolean;
  include?: boolean;
  /** How parameters are named in errors (`--page-size` for a generated command). */
  label?: LabelOf;
}

/** The items of one page of a list operation (the array its catalogue entry's `paging.items` names). */
export async function itemsOf(
  operation: CatalogOperation | undefined,
  data: unknown,
): Promise<unknown[] | undefined> {
  if (!operation?.paging) return undefined;
  const { pageItemsOf } = await import("@reportkit/sdk/advanced");
  return pageItemsOf(operation.paging, data);
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
  if (options.wait && operation && !operation.async) {
    throw new UsageError(`--wait: ${operation.operationId} does not answer 202 (nothing to wait for).`);
  }
  if (globals.dryRun) {
    openSink(ctx, undefined).write(
      describeRequest(request, resolveRunSettings(globals, {}, ctx.io.env).options),
    );
    return;
  }
  const connection = await connect(ctx, { ...globals, headers: request.headers });
  const fields = parseFieldList(globals.fields);
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
      await printStream(items, sink, { format: chooseFormat(globals, sink.tty, true), fields });
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
          const done = await waitWithProgress(ctx, instanceFor(connection, request), sent, id);
          printValue(done, sink, { format: chooseFormat(globals, sink.tty, false), fields });
        } else {
          const accepted = sent.data ?? {
            status: 202,
            operationId: id,
            location: location ?? null,
          };
          printValue(accepted, sink, { format: chooseFormat(globals, sink.tty, false), fields });
          if (id) writeErr(ctx, `Accepted: operation ${id}. Wait for it: reportkit operations wait ${id}\n`);
        }
      } else {
        const items = await itemsOf(operation, sent.data);
        const format = chooseFormat(globals, sink.tty, items !== undefined);
        const listy = items !== undefined && format !== "json" && format !== "yaml";
        printValue(listy ? items : sent.data, sink, { format, fields });
      }
    }
    sink.commit();
  } catch (error) {
    sink.abort();
    throw error;
  }
}
