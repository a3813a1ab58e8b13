import { ApiError, badRequest, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Organization, Workspace } from "../../state/types.js";
import { applyPatch, onlyChanged, type PatchOperation } from "./json-patch.js";
import { pageOf } from "./listing.js";

export const organizationBody = (o: Organization) => ({
  id: o.id,
  name: o.name,
  status: o.status,
  created: { dateTime: o.created },
  modified: { dateTime: o.modified },
});

export function findOrganization(engine: Engine, id: string): Organization {
  const org = engine.state.organizations.find((o) => o.id === id);
  if (!org) throw notFound(`No organization has the id '${id}'.`, "organizationId");
  return org;
}

const ORG_PROPERTIES = ["id", "name", "status"] as const;
type OrgProperty = (typeof ORG_PROPERTIES)[number];

/**
 * The organizations `$filter` the sandbox understands: comparisons `<property> eq|ne '<text>'` of
 * id, name and status, joined by `and` (all must hold) or by `or` (any).
 */
function organizationFilter(text: string | undefined): (o: Organization) => boolean {
  if (text === undefined) return () => true;
  const fail = (why: string) =>
    new ApiError(
      400,
      "invalid_filter",
      `$filter '${text}' is not supported: ${why}. The sandbox filters organizations with <property> eq|ne '<text>' on id, name or status, joined by and or or.`,
      { target: "$filter" },
    );
  const hasAnd = /\s+and\s+/i.test(text);
  const hasOr = /\s+or\s+/i.test(text);
  if (hasAnd && hasOr) throw fail("and and or cannot be mixed");
  const parts = text.split(hasOr ? /\s+or\s+/i : /\s+and\s+/i);
  const tests = parts.map((part) => {
    const match = /^\s*(\w+)\s+(eq|ne)\s+'((?:[^']|'')*)'\s*$/i.exec(part);
    if (!match) throw fail(`'${part.trim()}' is not a comparison`);
    const [, property, operator, quoted] = match;
    if (!(ORG_PROPERTIES as readonly string[]).includes(property!))
      throw fail(`'${property}' cannot be filtered on`);
    const value = quoted!.replace(/''/g, "'");
    const eq = operator!.toLowerCase() === "eq";
    return (o: Organization) => (o[property as OrgProperty] === value) === eq;
  });
  return hasOr ? (o) => tests.some((t) => t(o)) : (o) => tests.every((t) => t(o));
}

/** `$orderBy` of organizations: `name`, `status` or `created`, asc (default) or desc; name asc when absent. */
function organizationOrder(text: string | undefined): (a: Organization, b: Organization) => number {
  const match = /^\s*(name|status|created)(?:\s+(asc|desc))?\s*$/i.exec(text ?? "name");
  if (!match) {
    throw new ApiError(
      400,
      "invalid_order_by",
      `$orderBy '${text}' is not supported; use name, status or created, optionally followed by asc or desc.`,
      { target: "$orderBy" },
    );
  }
  const property = match[1]!.toLowerCase() as "name" | "status" | "created";
  const sign = match[2]?.toLowerCase() === "desc" ? -1 : 1;
  return (a, b) => sign * (a[property].localeCompare(b[property]) || a.id.localeCompare(b.id));
}

/**
 * GET /organizations, for managed service providers: the organizations the provider named by the
 * required `Wk-Service-Provider` header administers (none for an unknown provider).
 */
export const getOrganizations: OperationHandler = ({ engine, headers, query, baseUrl }) => {
  const provider = headers["wk-service-provider"];
  if (!provider) {
    throw new ApiError(
      400,
      "missing_service_provider",
      "GET /organizations is for managed service provider applications: send the Wk-Service-Provider header with your service provider id.",
      { target: "Wk-Service-Provider" },
    );
  }
  const filter = organizationFilter(query.$filter);
  const order = organizationOrder(query.$orderBy);
  const items = engine.state.organizations
    .filter((o) => o.serviceProviderId === provider && filter(o))
    .sort(order)
    .map(organizationBody);
  return {
    status: 200,
    body: pageOf(items, {
      query,
      scope: `organizations/${provider}|${query.$filter ?? ""}|${query.$orderBy ?? ""}`,
      link: `${baseUrl}/organizations`,
      keep: { $filter: query.$filter, $orderBy: query.$orderBy },
    }),
  };
};

function findWorkspace(engine: Engine, params: Record<string, string>): { org: Organization; ws: Workspace } {
  const org = findOrganization(engine, params.organizationId!);
  const ws = engine.state.workspaces.find((w) => w.id === params.workspaceId && w.organizationId === org.id);
  if (!ws)
    throw notFound(`Organization '${org.name}' has no workspace '${params.workspaceId}'.`, "workspaceId");
  return { org, ws };
}

/** The `$expand` members a workspace read asks for: `solutions`, or nothing. */
function expansions(text: string | undefined): Set<string> {
  const wanted = new Set(
    (text ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const name of wanted) {
    if (name !== "solutions")
      throw badRequest(`$expand '${name}' is not supported; a workspace expands solutions.`, "$expand");
  }
  return wanted;
}

function workspaceBody(org: Organization, ws: Workspace, expand: Set<string>) {
  return {
    id: ws.id,
    name: ws.name,
    created: { dateTime: ws.created },
    modified: { dateTime: ws.modified },
    organization: organizationBody(org),
    ...(expand.has("solutions") ? { solutions: ws.solutions.map((s) => ({ ...s })) } : {}),
  };
}

export const getWorkspaceById: OperationHandler = ({ engine, params, query }) => {
  const { org, ws } = findWorkspace(engine, params);
  return { status: 200, body: workspaceBody(org, ws, expansions(query.$expand)) };
};

/** PATCH a workspace with JSON Patch; `/name` is the writable member. */
export const partiallyUpdateWorkspaceById: OperationHandler = ({ engine, params, body, client }) => {
  const { org, ws } = findWorkspace(engine, params);
  const before = workspaceBody(org, ws, new Set(["solutions"]));
  const after = applyPatch(before as Record<string, unknown>, body as PatchOperation[]);
  const changed = onlyChanged(before, after, ["name"], "Workspace");
  const name = after.name;
  if (typeof name !== "string" || name.trim() === "" || name.length > 256) {
    throw badRequest("/name must be a text of 1 to 256 characters.", "/name");
  }
  if (changed.length > 0) {
    const old = ws.name;
    ws.name = name;
    ws.modified = engine.iso();
    engine.recordActivity({
      client: client!,
      workspaceId: ws.id,
      alias: "workspace.update",
      category: "Workspace",
      name: "Update workspace",
      summary: `${client!.name} renamed workspace '${old}' to '${name}'.`,
      targets: [{ id: ws.id, type: "platform.workspace", displayName: name }],
      attachments: [{ entityChanges: [{ propertyName: "name", new: name, old }] }],
    });
  }
  return { status: 200, body: workspaceBody(org, ws, new Set()) };
};
