import { ApiError, badRequest, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Activity } from "../../state/types.js";
import { FilterError, type FilterNode, matches, parseFilter } from "./filter.js";
import { decodeCursor, encodeCursor } from "./paging.js";

/** Page size when `$maxpagesize` is absent, and the most a page holds (larger values are clamped). */
export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 100;

/** Parses `$orderBy`: comma-separated `activityDateTime [asc|desc]`; the default is newest first. */
export function parseOrderBy(input: string | undefined): "asc" | "desc" {
  if (input === undefined) return "desc";
  let direction: "asc" | "desc" | undefined;
  for (const part of input.split(",")) {
    const match = /^\s*(\S+)(?:\s+(\S+))?\s*$/.exec(part);
    if (!match)
      throw badRequest(
        `$orderBy '${input}' has an empty sort expression; use 'activityDateTime asc' or 'activityDateTime desc'.`,
        "$orderBy",
      );
    const [, property, order = "asc"] = match;
    if (property !== "activityDateTime") {
      throw badRequest(
        `$orderBy cannot sort by '${property}'; activities sort by activityDateTime only.`,
        "$orderBy",
      );
    }
    const lower = order.toLowerCase();
    if (lower !== "asc" && lower !== "desc") {
      throw badRequest(`$orderBy order '${order}' is not asc or desc.`, "$orderBy");
    }
    direction ??= lower;
  }
  return direction ?? "desc";
}

/** A short stable hash, to bind a `$next` token to its list, filter, sort and page size. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

const key = (a: Activity): [number, number] => [Date.parse(a.activityDateTime), a.sequence];
const compareKeys = (x: [number, number], y: [number, number]) => x[0] - y[0] || x[1] - y[1];

/** An activity as the API serves it (without the sandbox's ordering counter). */
export const activityBody = ({ sequence: _s, ...activity }: Activity) => activity;

function parseActivityFilter(text: string | undefined): FilterNode | undefined {
  if (text === undefined) return undefined;
  try {
    return parseFilter(text);
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    throw new ApiError(400, "invalid_filter", `${error.message}.`, {
      target: "$filter",
      details: [
        { code: "syntax", position: error.position, expected: error.expected, message: error.reason },
      ],
    });
  }
}

/**
 * One page of the activities that `belongs` admits: filtered, sorted by time (newest first by default),
 * keyset-paged so pages neither repeat nor skip when activities arrive meanwhile.
 */
function activityPage(
  engine: Engine,
  input: {
    list: string;
    belongs: (a: Activity) => boolean;
    query: Record<string, string>;
    link: string;
  },
): Record<string, unknown> {
  const { query } = input;
  const filter = parseActivityFilter(query.$filter);
  const direction = parseOrderBy(query.$orderBy);
  const size = Math.min(
    ACTIVITY_PAGE_MAX,
    query.$maxpagesize === undefined ? ACTIVITY_PAGE_DEFAULT : Number(query.$maxpagesize),
  );
  const scope = fnv1a(`${input.list}|${query.$filter ?? ""}|${direction}|${size}`);
  const after = query.$next === undefined ? undefined : decodeCursor(query.$next, "$next", scope).after;

  const sign = direction === "asc" ? 1 : -1;
  const all = engine.state.activities
    .filter((a) => input.belongs(a) && (!filter || matches(filter, a)))
    .sort((a, b) => sign * compareKeys(key(a), key(b)));
  const rest = after ? all.filter((a) => sign * compareKeys(key(a), after) > 0) : all;
  const page = rest.slice(0, size);
  const body: Record<string, unknown> = { data: page.map(activityBody) };
  if (rest.length > page.length) {
    const q = [
      ...(query.$filter !== undefined ? [`$filter=${encodeURIComponent(query.$filter)}`] : []),
      ...(query.$orderBy !== undefined ? [`$orderBy=${encodeURIComponent(query.$orderBy)}`] : []),
      `$maxpagesize=${size}`,
      `$next=${encodeCursor({ offset: 0, after: key(page[page.length - 1]!) }, scope)}`,
    ];
    body["@nextLink"] = `${input.link}?${q.join("&")}`;
  }
  return body;
}

export const listActivities: OperationHandler = ({ engine, params, query, baseUrl }) => {
  const org = engine.state.organizations.find((o) => o.id === params.organizationId);
  if (!org) throw notFound(`No organization has the id '${params.organizationId}'.`, "organizationId");
  const ws = engine.state.workspaces.find((w) => w.id === params.workspaceId && w.organizationId === org.id);
  if (!ws)
    throw notFound(`Organization '${org.name}' has no workspace '${params.workspaceId}'.`, "workspaceId");
  const body = activityPage(engine, {
    list: `${org.id}/${ws.id}`,
    belongs: (a) => a.workspace.id === ws.id,
    query,
    link: `${baseUrl}/organizations/${org.id}/workspaces/${ws.id}/activities`,
  });
  return { status: 200, body };
};

/** GET /organizations/{id}/activities: the activities of every workspace of the organization. */
export const getOrganizationActivities: OperationHandler = ({ engine, params, query, baseUrl }) => {
  const org = engine.state.organizations.find((o) => o.id === params.organizationId);
  if (!org) throw notFound(`No organization has the id '${params.organizationId}'.`, "organizationId");
  const body = activityPage(engine, {
    list: org.id,
    belongs: (a) => a.organization.id === org.id,
    query,
    link: `${baseUrl}/organizations/${org.id}/activities`,
  });
  return { status: 200, body };
};

export const getActivityById: OperationHandler = ({ engine, params }) => {
  const activity = engine.state.activities.find((a) => a.id === params.activityId);
  if (!activity) throw notFound(`No activity has the id '${params.activityId}'.`, "activityId");
  return { status: 200, body: activityBody(activity) };
};
