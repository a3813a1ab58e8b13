// One API's client module (`client.gen.ts`): its version constant, options, client type and factory, named
// after the API. What they are made of (`StrictClient`, `createStrictClient`) lives once, in
// @reportkit/strict-client, which every generated package imports.
import { relative } from "node:path";
import { repoRoot } from "./apis.mjs";
import { catalogOperations } from "./catalog.mjs";
import { header } from "./header.mjs";
import { specInfo } from "./spec.mjs";

/** The package every generated client imports its client type from. */
export const STRICT_CLIENT_PACKAGE = "@reportkit/strict-client";

/** `Platform` -> `PLATFORM_API_VERSION`, `ProcessesPreview` -> `PROCESSES_PREVIEW_API_VERSION`. */
const versionConstant = (client) => `${client.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}_API_VERSION`;

/** `getFileById` -> `GetFileByIdInit`. */
const initName = (operationId) =>
  `${operationId[0].toUpperCase()}${operationId.slice(1).replace(/[^A-Za-z0-9_$]/g, "_")}Init`;

/**
 * One interface per operation for its call options: the shared `CallOptions`, its `params` (required
 * when a parameter is) and its `body` (required, optional or `never`, as the catalogue says; typed as its
 * content of any media type), each member a plain reference into `paths`. Then the map by method and path
 * that registers them in `GeneratedInits` (see @reportkit/strict-client).
 */
function initsSource(api) {
  const operations = catalogOperations([api]);
  const names = new Set();
  const interfaces = operations.map((operation) => {
    const name = initName(operation.operationId);
    if (names.has(name)) throw new Error(`${api.spec}: two operations give the init name ${name}`);
    names.add(name);
    const at = `paths[${JSON.stringify(operation.path)}]["${operation.method.toLowerCase()}"]`;
    const content = `NonNullable<${at}["requestBody"]>["content"]`;
    const body = operation.requestBody;
    return [
      `interface ${name} extends CallOptions {`,
      `  params${operation.parameters.some((p) => p.required) ? "" : "?"}: ${at}["parameters"];`,
      body ? `  body${body.required ? "" : "?"}: ${content}[keyof ${content}];` : "  body?: never;",
      "}",
    ].join("\n");
  });
  const byMethod = [...new Set(operations.map((o) => o.method))].map((method) => {
    const entries = operations
      .filter((o) => o.method === method)
      .map((o) => `          ${JSON.stringify(o.path)}: ${initName(o.operationId)};`);
    return `        ${method.toLowerCase()}: {\n${entries.join("\n")}\n        };`;
  });
  return `
// The options of each call, one interface per operation: a call's options are checked against one of
// these names, which TypeScript never expands for the paths the call does not name.
${interfaces.join("\n")}

declare module "${STRICT_CLIENT_PACKAGE}" {
  interface GeneratedInits {
    ${JSON.stringify(api.name)}: {
      paths: paths;
      inits: {
${byMethod.join("\n")}
      };
    };
  }
}
`;
}

export function clientSource(api) {
  const { version, title, server } = specInfo(api.spec);
  const c = api.client;
  const VERSION = versionConstant(c);
  const origin = `Produced from ${relative(repoRoot, api.spec)} and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.`;
  return `${header(origin)}
import {
  type CallOptions,
  createStrictClient,
  type StrictClient,
  type StrictClientOptions,
} from "${STRICT_CLIENT_PACKAGE}";
import type { paths } from "./openapi.gen.js";

export type * from "./openapi.gen.js";
export type * from "${STRICT_CLIENT_PACKAGE}";

/** The X-Version this package was generated for (the spec's \`info.version\`), sent on every request unless overridden. */
export const ${VERSION} = ${JSON.stringify(version)};

export interface ${c}ClientOptions extends StrictClientOptions {
  /** X-Version to send; defaults to {@link ${VERSION}}. */
  version?: string;
}

/**
 * A typed openapi-fetch client for the ${title}: a wrong path, a missing parameter, a body of the wrong
 * shape or a body key the spec does not declare does not compile.
 */
export type ${c}Client = StrictClient<paths>;

/**
 * A typed openapi-fetch client for the ${title} (\`baseUrl\` is the \`${server}\` address). Every request
 * carries \`Accept: application/json\` and \`X-Version\` unless \`headers\` or the call say otherwise.
 */
export function create${c}Client(options: ${c}ClientOptions = {}): ${c}Client {
  return createStrictClient<paths>(${VERSION}, options);
}
${initsSource(api)}`;
}
