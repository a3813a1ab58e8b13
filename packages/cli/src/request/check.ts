import { UsageError } from "../errors.js";
import type { PreparedRequest } from "./prepared.js";

/** How a parameter is called on this command line (`--page-size`, `<fileId>`, `query parameter pageSize`). */
export type LabelOf = (name: string, where: "path" | "query" | "header") => string;

const defaultLabel: LabelOf = (name, where) => `${where} parameter '${name}'`;

/**
 * Checks a request against its operation's spec before anything is sent: required parameters, their
 * types, enums and bounds, parameters the spec does not have, and the body (unknown fields of closed
 * objects included). Throws one UsageError listing every problem. (The catalogue is loaded here, never at start.)
 */
export async function checkRequest(request: PreparedRequest, label: LabelOf = defaultLabel): Promise<void> {
  const operation = request.operation;
  if (!operation) return;
  const { validate } = await import("@reportkit/catalog");
  const problems: string[] = [];
  for (const param of operation.parameters) {
    const value =
      param.in === "path"
        ? request.pathParams[param.name]
        : param.in === "query"
          ? request.query[param.name]
          : request.headers[param.name];
    const what = label(param.name, param.in);
    if (value === undefined) {
      if (param.required) problems.push(`${what} is required`);
      continue;
    }
    for (const error of validate(param.schema, value, what)) problems.push(`${error.path} ${error.message}`);
  }
  const known = new Set(operation.parameters.filter((p) => p.in === "query").map((p) => p.name));
  for (const key of Object.keys(request.query)) {
    if (!known.has(key)) {
      problems.push(
        `${label(key, "query")} is not a parameter of ${operation.operationId}${known.size ? ` (known: ${[...known].join(", ")})` : ""}`,
      );
    }
  }
  const body = operation.requestBody;
  if (request.body !== undefined) {
    if (!body) problems.push(`${operation.operationId} takes no request body`);
    else
      for (const error of validate(body.schema, request.body, "body"))
        problems.push(`${error.path} ${error.message}`);
  } else if (body?.required) {
    problems.push(`${operation.operationId} needs a request body (fields, or --input)`);
  }
  if (problems.length > 0) {
    throw new UsageError(`Invalid request, nothing was sent:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}
