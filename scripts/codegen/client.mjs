// One API's client module (`client.gen.ts`): its version constant, options, client type and factory, named
// after the API. What they are made of (`StrictClient`, `createStrictClient`) lives once, in
// @reportkit/strict-client, which every generated package imports.
import { relative } from "node:path";
import { repoRoot } from "./apis.mjs";
import { header } from "./header.mjs";
import { specInfo } from "./spec.mjs";

/** The package every generated client imports its client type from. */
export const STRICT_CLIENT_PACKAGE = "@reportkit/strict-client";

/** `Platform` -> `PLATFORM_API_VERSION`, `ProcessesPreview` -> `PROCESSES_PREVIEW_API_VERSION`. */
const versionConstant = (client) => `${client.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}_API_VERSION`;

export function clientSource(api) {
  const { version, title, server } = specInfo(api.spec);
  const c = api.client;
  const VERSION = versionConstant(c);
  const origin = `Produced from ${relative(repoRoot, api.spec)} and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.`;
  return `${header(origin)}
import { createStrictClient, type StrictClient, type StrictClientOptions } from "${STRICT_CLIENT_PACKAGE}";
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
`;
}
