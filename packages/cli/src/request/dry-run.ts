import type { SettingsOptions } from "@reportkit/sdk/node";
import { fillPath, type PreparedRequest, queryString } from "./prepared.js";

/**
 * The request as it would be sent, as text: method, URL, headers and body. Nothing is sent, no token is
 * requested, and the bearer token is shown as `<redacted>`: no secret can appear.
 */
export function describeRequest(
  request: PreparedRequest,
  settings: Pick<SettingsOptions, "urls" | "version">,
): string {
  const base = settings.urls[request.family]?.replace(/\/+$/, "") ?? `{${request.family}_url}`;
  const version =
    request.operation && request.operation.api !== request.operation.family
      ? request.operation.version
      : (settings.version ?? request.operation?.version ?? "2026-01-01");
  const headers: Record<string, string> = {
    Accept: "application/json",
    Authorization: "Bearer <redacted>",
    "X-Version": version,
    ...(request.body === undefined ? {} : { "Content-Type": "application/json" }),
    ...request.headers,
  };
  for (const name of Object.keys(headers))
    if (/^authorization$/i.test(name)) headers[name] = "Bearer <redacted>";
  const lines = [
    `${request.method.toUpperCase()} ${base}${fillPath(request)}${queryString(request.query)}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (request.body !== undefined) lines.push("", JSON.stringify(request.body, null, 2));
  return `${lines.join("\n")}\n`;
}
