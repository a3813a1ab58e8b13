import { badRequest } from "../../core/api-error.js";
import type { OperationHandler } from "../../http/types.js";
import type { ReportUser } from "../../state/types.js";
import { findOrganization } from "./organizations.js";

/** `page[size]` of the report users list when absent; the spec caps it at 1000. */
export const REPORT_USERS_PAGE_DEFAULT = 100;

const order = (a: ReportUser, b: ReportUser) =>
  a.displayName.localeCompare(b.displayName, "en") || a.id.localeCompare(b.id);

interface After {
  displayName: string;
  id: string;
}

function encodeAfter(user: ReportUser, scope: string): string {
  return Buffer.from(JSON.stringify({ d: user.displayName, i: user.id, s: scope }), "utf8").toString(
    "base64url",
  );
}

function decodeAfter(token: string, scope: string): After {
  const refuse = (why: string) =>
    badRequest(`page[after] ${why}; follow links.next unchanged.`, "page[after]");
  let parsed: { d?: unknown; i?: unknown; s?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as typeof parsed;
  } catch {
    throw refuse("is not a cursor this list gave out");
  }
  if (typeof parsed?.d !== "string" || typeof parsed.i !== "string")
    throw refuse("is not a cursor this list gave out");
  if (parsed.s !== scope) throw refuse("belongs to another organization's list");
  return { displayName: parsed.d, id: parsed.i };
}

const userResource = (u: ReportUser) => ({
  id: u.id,
  type: "orgReportUser",
  attributes: {
    userName: u.userName,
    displayName: u.displayName,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    samlId: u.samlId,
    lastLogin: u.lastLogin,
    active: u.active,
    licenses: [...u.licenses],
    organizationRoles: [...u.organizationRoles],
    workspaceMemberships: u.workspaceMemberships.map((m) => ({
      ...m,
      workspaceRoles: [...m.workspaceRoles],
    })),
  },
});

/**
 * GET /organizations/{id}/orgReportUsers: a JSON:API document sorted by displayName. `page[size]`
 * (default 100) and `page[after]` (a keyset cursor, so pages neither repeat nor skip when users are
 * added meanwhile); `links.next` is absent on the last page. Errors use the JSON:API `{ errors }` shape.
 */
export const getOrgReportUsers: OperationHandler = ({ engine, params, query, baseUrl }) => {
  const org = findOrganization(engine, params.organizationId!);
  const size = query["page[size]"] === undefined ? REPORT_USERS_PAGE_DEFAULT : Number(query["page[size]"]);
  const scope = `orgReportUsers/${org.id}`;
  const after = query["page[after]"] === undefined ? undefined : decodeAfter(query["page[after]"], scope);
  const all = engine.state.reportUsers.filter((u) => u.organizationId === org.id).sort(order);
  const rest = after
    ? all.filter((u) => order(u, { ...u, displayName: after.displayName, id: after.id }) > 0)
    : all;
  const page = rest.slice(0, size);
  const self = new URL(`${baseUrl}/organizations/${org.id}/orgReportUsers`);
  for (const name of ["page[size]", "page[after]"]) {
    if (query[name] !== undefined) self.searchParams.set(name, query[name]!);
  }
  const links: Record<string, string> = { self: self.href };
  if (rest.length > page.length) {
    const next = new URL(`${baseUrl}/organizations/${org.id}/orgReportUsers`);
    next.searchParams.set("page[size]", String(size));
    next.searchParams.set("page[after]", encodeAfter(page[page.length - 1]!, scope));
    links.next = next.href;
  }
  return {
    status: 200,
    body: {
      data: page.map(userResource),
      links,
      meta: { page: { size } },
      jsonapi: { version: "1.0" },
    },
  };
};
