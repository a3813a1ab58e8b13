import type { CatalogOperation } from "@reportkit/catalog";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import { chooseFormat } from "./format.js";
import { parseFieldList } from "./pick.js";
import { printStream, printValue } from "./print.js";
import type { Sink } from "./sink.js";
import { subjectOf, subjectSchema, unknownStep } from "./subject.js";
import { renderTemplate, templatePaths } from "./template.js";

// What a command prints of an answer: all of it, or a selection (--fields, --jq, --template), in the
// chosen format. The same selection gives the same values in every format.

export interface Selection {
  fields?: string[];
  jq?: string;
  template?: string;
}

/** The selection of the command line (one of --fields, --jq, --template). */
export function selectionOf(globals: GlobalOptions): Selection {
  const given = (["fields", "jq", "template"] as const).filter((k) => globals[k] !== undefined);
  if (given.length > 1)
    throw new UsageError(
      `--${given[0]} and --${given[1]} both select: give one of --fields, --jq, --template.`,
    );
  const fields = parseFieldList(globals.fields);
  if (fields !== undefined && fields.length === 0) throw new UsageError("--fields: name at least one field.");
  return {
    ...(fields ? { fields } : {}),
    ...(globals.jq === undefined ? {} : { jq: globals.jq }),
    ...(globals.template === undefined ? {} : { template: globals.template }),
  };
}

/**
 * Checks the selection before anything is sent: fields (and template paths) the operation's answer
 * cannot have are a usage error, and so is a jq filter that does not compile.
 */
export async function checkSelection(globals: GlobalOptions, operation?: CatalogOperation): Promise<void> {
  const selection = selectionOf(globals);
  const paths = selection.fields ?? (selection.template ? templatePaths(selection.template) : []);
  const schema = subjectSchema(operation);
  for (const path of paths) {
    const unknown = unknownStep(schema, path);
    if (unknown) {
      const option = selection.fields ? "--fields" : "--template";
      throw new UsageError(
        `${option}: ${operation?.operationId ?? "the answer"} has no field ${path === unknown.step ? `'${path}'` : `'${unknown.step}' (in ${path})`}; known: ${unknown.known.join(", ")}.`,
      );
    }
  }
  if (selection.jq !== undefined) await (await import("./jq.js")).checkJq(selection.jq);
}

/** Writes jq's results: as jq does (strings bare, one result a line) unless a format was asked for. */
async function printJq(value: unknown, expr: string, sink: Sink, globals: GlobalOptions): Promise<void> {
  const results = await (await import("./jq.js")).runJq(value, expr);
  if (globals.format === undefined && !globals.jsonl) {
    for (const r of results)
      sink.write(`${typeof r === "string" ? r : JSON.stringify(r, null, sink.tty ? 2 : undefined)}\n`);
    return;
  }
  const selected = results.length === 1 ? results[0] : results;
  printValue(selected, sink, { format: chooseFormat(globals, sink.tty, Array.isArray(selected)) });
}

/**
 * An answer in the chosen format. Without a selection, JSON and YAML show the whole answer, tables, CSV
 * and JSON Lines what it is about (a page's items, an envelope's object); --fields and --template select
 * from what it is about, --jq from the whole answer (as `gh api --jq`).
 */
export async function printResult(
  body: unknown,
  sink: Sink,
  globals: GlobalOptions,
  operation?: CatalogOperation,
): Promise<void> {
  if (body === undefined) return;
  const selection = selectionOf(globals);
  if (selection.jq !== undefined) return printJq(body, selection.jq, sink, globals);
  const subject = subjectOf(operation, body);
  if (selection.template !== undefined) {
    const items = subject.list ? (subject.value as unknown[]) : [subject.value];
    for (const item of items) sink.write(renderTemplate(selection.template, item));
    return;
  }
  const format = chooseFormat(globals, sink.tty, subject.list);
  if (selection.fields) return printValue(subject.value, sink, { format, fields: selection.fields });
  const whole = format === "json" || format === "yaml" || (format === "jsonl" && !subject.list);
  printValue(whole ? body : subject.value, sink, { format });
}

/** The first `limit` items; no further page is asked for once they are in. */
async function* upTo(items: AsyncIterable<unknown>, limit: number): AsyncIterable<unknown> {
  if (limit <= 0) return;
  let count = 0;
  for await (const item of items) {
    yield item;
    if (++count >= limit) return;
  }
}

/**
 * Every item of every page as they arrive (--paginate), at most `limit`; --jq reads them all first, as
 * one list.
 */
export async function printItems(
  all: AsyncIterable<unknown>,
  sink: Sink,
  globals: GlobalOptions,
  limit?: number,
): Promise<void> {
  const items = limit === undefined ? all : upTo(all, limit);
  const selection = selectionOf(globals);
  if (selection.jq !== undefined) {
    const list: unknown[] = [];
    for await (const item of items) list.push(item);
    return printJq(list, selection.jq, sink, globals);
  }
  if (selection.template !== undefined) {
    for await (const item of items) sink.write(renderTemplate(selection.template, item));
    return;
  }
  await printStream(items, sink, {
    format: chooseFormat(globals, sink.tty, true),
    ...(selection.fields ? { fields: selection.fields } : {}),
  });
}
