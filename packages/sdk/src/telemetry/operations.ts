import type { ApiName } from "../errors/api-error.js";
import { OPERATION_TEMPLATES } from "../generated/operation-templates.gen.js";
import type { SecretRegistry } from "../safety/secrets.js";

/** An operation of the specs: its operationId and path template. */
export interface OperationRef {
  name: string;
  template: string;
}

interface Template extends OperationRef {
  segments: string[];
  /** Literal segments: the more, the better a match (`/files/import` before `/files/{fileId}`). */
  literals: number;
}

const tables = new Map<ApiName, Map<string, Template[]>>();

/** The templates of `api` by `METHOD segment-count`, most literal first (parsed once). */
function tableOf(api: ApiName): Map<string, Template[]> {
  let table = tables.get(api);
  if (table) return table;
  table = new Map();
  for (const line of OPERATION_TEMPLATES[api].split("\n")) {
    const [method, template, name] = line.split(" ") as [string, string, string];
    const segments = template.split("/");
    const key = `${method} ${segments.length}`;
    const literals = segments.filter((s) => !s.startsWith("{")).length;
    const list = table.get(key) ?? [];
    list.push({ name, template, segments, literals });
    table.set(
      key,
      list.sort((a, b) => b.literals - a.literals),
    );
  }
  tables.set(api, table);
  return table;
}

/** The operation of the specs that `method path` (the path under the API's base address) calls, if any. */
export function matchOperation(api: ApiName, method: string, path: string): OperationRef | undefined {
  const segments = path.split("/");
  const candidates = tableOf(api).get(`${method} ${segments.length}`) ?? [];
  const found = candidates.find((t) =>
    t.segments.every((s, i) => (s.startsWith("{") ? segments[i] !== "" : s === segments[i])),
  );
  return found && { name: found.name, template: found.template };
}

/** The operation `method url` calls on `api`, whose base address is `baseUrl` (its path is stripped). */
export function operationOf(
  api: ApiName | undefined,
  method: string,
  url: URL,
  baseUrl: string | undefined,
): OperationRef | undefined {
  if (!api) return undefined;
  const base = baseUrl ? new URL(baseUrl).pathname.replace(/\/+$/, "") : "";
  if (!url.pathname.startsWith(`${base}/`)) return undefined;
  const found = matchOperation(api, method, url.pathname.slice(base.length));
  return found && { name: found.name, template: base + found.template };
}

/** `url` fit for `url.full`: no credentials, every query value `REDACTED` (as semconv writes it), no secret left. */
export function fullUrl(url: URL, secrets: SecretRegistry): string {
  const safe = new URL(url);
  safe.username = "";
  safe.password = "";
  for (const key of new Set(safe.searchParams.keys())) safe.searchParams.set(key, "REDACTED");
  return secrets.redact(safe.href);
}
