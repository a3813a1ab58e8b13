import type { Paginated } from "@reportkit/sdk";
import { fullOperation } from "../catalogue.js";
import { CONTINUATION_SCHEMA, outputSchema } from "../results/envelope.js";
import { InvalidArgumentsError, ToolUnavailableError } from "../results/errors.js";
import { project } from "../results/projection.js";
import type { Runtime } from "../runtime.js";
import { useSdk } from "../sdk.js";
import { jsonInput } from "./json-input.js";
import { LIST_ALL, requestOf } from "./operation-tool.js";
import { operationInput } from "./schemas.js";
import type { Tool } from "./tool.js";

export const DEFAULT_MAX_ITEMS = 100;

/** Where a walk stopped: the page to fetch again (`c`, null for the first) and how many of its items were given. */
interface Position {
  c: string | number | null;
  s: number;
}

/** The cursor of a position, bound to its tool: opaque text for the agent, plain JSON inside. */
export const encodeCursor = (tool: string, at: Position): string =>
  Buffer.from(JSON.stringify({ t: tool, ...at })).toString("base64url");

export function decodeCursor(cursor: string, tool: string): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = undefined;
  }
  const at = parsed as { t?: unknown; c?: unknown; s?: unknown } | undefined;
  const validC = at && (at.c === null || typeof at.c === "string" || typeof at.c === "number");
  if (!at || at.t !== tool || !validC || typeof at.s !== "number" || !Number.isInteger(at.s) || at.s < 0) {
    throw new InvalidArgumentsError(LIST_ALL, [
      `arguments.cursor is not a cursor of a ${LIST_ALL} answer for ${tool} (pass the same tool and arguments as that call)`,
    ]);
  }
  return { c: at.c as Position["c"], s: at.s };
}

const input = jsonInput<Args>({
  type: "object",
  properties: {
    tool: {
      type: "string",
      minLength: 1,
      description:
        "The paged list to walk: a tool whose description says it is a paged list (platform_list_activities...).",
    },
    arguments: {
      description:
        "Its arguments, as for a call of that tool; leave out its paging argument (next, cursor, page...).",
      type: "object",
      additionalProperties: {},
    },
    maxItems: {
      description: `The most items to return (default ${DEFAULT_MAX_ITEMS}); fewer when they would not fit in one answer.`,
      type: "integer",
      minimum: 1,
      maximum: 1_000,
    },
    cursor: {
      description:
        "The `cursor` of an earlier answer: carries on where it stopped (same tool and arguments).",
      type: "string",
    },
    select: {
      description:
        "A JMESPath expression (jmespath.org) over the `items` returned: only its result is sent, as `selected` (`[?status=='failed'].{id: id, name: name}`).",
      type: "string",
      minLength: 1,
    },
  },
  required: ["tool"],
  additionalProperties: false,
});

type Args = {
  tool: string;
  arguments?: Record<string, unknown>;
  maxItems?: number;
  cursor?: string;
  select?: string;
};

/** The largest count of `items` whose answer fits in `budget` characters (at least one item). */
function fitting(items: readonly unknown[], budget: number): number {
  const size = (count: number) => JSON.stringify(items.slice(0, count)).length;
  if (size(items.length) <= budget) return items.length;
  let low = 1;
  let high = items.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (size(middle) <= budget) low = middle;
    else high = middle - 1;
  }
  return low;
}

function pagedTarget(runtime: Runtime, name: string) {
  const target = runtime.tools.get(name) ?? runtime.operations.get(name);
  const operation = target?.operation && fullOperation(target.operation);
  if (target && operation?.paging) return { target, operation };
  const why = runtime.hidden.get(name);
  if (why) throw new ToolUnavailableError(`${name} is not offered by this server: ${why}`);
  throw new InvalidArgumentsError(LIST_ALL, [
    `arguments.tool ${JSON.stringify(name)} is not a paged list of this server (its description says "A paged list")`,
  ]);
}

/** Walks a paged list across pages up to an item cap, and answers a cursor that carries on from there. */
export const listAllTool: Tool<Args> = {
  name: LIST_ALL,
  definition: {
    name: LIST_ALL,
    title: "List the items of a paged list, across pages",
    description: [
      "Walks the pages of a paged list tool (platform_list_activities, chains_list_users, prep_list_tags...) and returns up to `maxItems` items at once, in the list's order. Every page is one request through the SDK (retries and limits apply).",
      "When more items remain, the answer has more: true, a `cursor`, and `next`: the call that carries on exactly after the last item returned (even in the middle of a page). Only the tools this server offers can be walked.",
    ].join("\n\n"),
    inputSchema: input.inputSchema,
    outputSchema: outputSchema(
      {
        items: { type: "array", description: "The items, in the list's order." },
        count: { type: "integer" },
        more: { type: "boolean", description: "True when the list has items after these." },
        cursor: {
          type: "string",
          description:
            "Carries on after the last item returned (pass it back with the same tool and arguments).",
        },
        next: { ...CONTINUATION_SCHEMA, description: "The call that returns the following items." },
      },
      ["count", "more"],
      "Items of the list, and where to carry on.",
    ),
    annotations: {
      title: "List the items of a paged list",
      readOnlyHint: true,
      idempotentHint: true,
      openWorldHint: true,
    },
  },
  access: "read",
  apis: [],
  parse: input.parse,
  async run(args, call, runtime) {
    const { target, operation } = pagedTarget(runtime, args.tool);
    const parsed = target.parse(args.arguments ?? {});
    if (!parsed.ok) throw new InvalidArgumentsError(args.tool, parsed.problems);
    const max = args.maxItems ?? DEFAULT_MAX_ITEMS;
    const start = args.cursor ? decodeCursor(args.cursor, args.tool) : { c: null, s: 0 };
    const client = runtime.connection().client(operation);
    const init = requestOf(operationInput(operation).bindings, parsed.value as Record<string, unknown>);
    // The path is a paged list of the catalogue, which is the SDK's table of lists: paginate knows it.
    const untyped = useSdk().paginate as unknown as (
      ...args: unknown[]
    ) => Paginated<unknown, string | number>;
    const walk = untyped(client, operation.path, init, {
      ...(start.c === null ? {} : { resumeFrom: start.c }),
      signal: call.signal,
    });

    const items: unknown[] = [];
    const positions: Position[] = [];
    let stop: Position | undefined;
    let skip = start.s;
    let pages = 0;
    for await (const page of walk.pages()) {
      const at = page.continuation ?? null;
      for (let index = skip; index < page.items.length && !stop; index++) {
        if (items.length === max) stop = { c: at, s: index };
        else {
          items.push(page.items[index]);
          positions.push({ c: at, s: index });
        }
      }
      skip = 0;
      pages++;
      await call.progress(pages, `${items.length} items from ${pages} pages`).catch(() => {});
      if (stop || page.next === undefined) break;
      if (items.length === max) {
        stop = { c: page.next, s: 0 };
        break;
      }
    }
    // Fewer items when they would not fit in one answer: the cursor then points at the first one left out.
    const answer = (count: number) => {
      const at = count < items.length ? positions[count] : stop;
      const structured: Record<string, unknown> = {
        items: items.slice(0, count),
        count,
        more: at !== undefined,
      };
      if (at) {
        const cursor = encodeCursor(args.tool, at);
        structured.cursor = cursor;
        structured.next = { tool: LIST_ALL, arguments: { ...args, cursor } };
      }
      return structured;
    };
    let count = items.length;
    let structured = answer(count);
    for (let excess = JSON.stringify(structured).length - runtime.maxResultChars; excess > 0 && count > 1; ) {
      count = fitting(items.slice(0, count), JSON.stringify(items.slice(0, count)).length - excess - 64);
      structured = answer(count);
      excess = JSON.stringify(structured).length - runtime.maxResultChars;
    }
    if (args.select) {
      const { items: shown, ...rest } = structured;
      structured = { ...rest, selected: await project(shown, args.select, LIST_ALL) };
    }
    return { structured, bulk: ["items", "selected"] };
  },
};
