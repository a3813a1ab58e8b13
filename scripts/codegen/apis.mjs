// Which APIs exist: the entries of specs/redocly.yaml and where each one's generated code goes.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const specsDir = join(repoRoot, "specs");

/** The one-line `src/index.ts` every generated client package has. */
export const INDEX_SOURCE = 'export * from "./generated/client.gen.js";\n';

/** The `exports` entry every package with subpath versions has: `@reportkit/<package>/<subpath>`. */
export const SUBPATH_EXPORT = {
  "@reportkit/source": "./src/generated/*/client.gen.ts",
  types: "./dist/generated/*/client.gen.d.ts",
  default: "./dist/generated/*/client.gen.js",
};

/**
 * Every API listed in specs/redocly.yaml. `x-openapi-ts.package` names the package folder,
 * `x-openapi-ts.client` the prefix of its exported names (`Platform` gives `PLATFORM_API_VERSION`,
 * `createPlatformClient`, `PlatformClientOptions`, `PlatformClient`). `x-openapi-ts.subpath` marks another
 * version of an API of that package: its code goes to `src/generated/<subpath>/`, imported as
 * `@reportkit/<package>/<subpath>`; its `family` (the API its paths belong to at runtime) is the package's
 * API without a subpath.
 */
export function listApis() {
  const config = parse(readFileSync(join(specsDir, "redocly.yaml"), "utf8"));
  const entries = Object.entries(config.apis).map(([name, api]) => {
    const options = api["x-openapi-ts"] ?? {};
    for (const key of ["package", "client"]) {
      if (!options[key]) throw new Error(`specs/redocly.yaml: api '${name}' has no x-openapi-ts.${key}`);
    }
    if (options.subpath !== undefined && !/^[a-z0-9][a-z0-9.-]*$/.test(options.subpath)) {
      throw new Error(`specs/redocly.yaml: api '${name}' has an invalid x-openapi-ts.subpath`);
    }
    return { name, options, root: api.root };
  });
  return entries.map(({ name, options, root }) => {
    const packageDir = join(repoRoot, "packages", options.package);
    const generated = join(packageDir, "src", "generated", ...(options.subpath ? [options.subpath] : []));
    const main = entries.find((e) => e.options.package === options.package && !e.options.subpath);
    if (options.subpath && !main) {
      throw new Error(
        `specs/redocly.yaml: api '${name}' is a subpath of '${options.package}', which no api owns`,
      );
    }
    return {
      name,
      client: options.client,
      package: options.package,
      subpath: options.subpath,
      family: options.subpath ? main.name : name,
      spec: join(specsDir, root),
      packageDir,
      output: join(generated, "openapi.gen.ts"),
      clientOutput: join(generated, "client.gen.ts"),
      // A subpath has no index of its own: the package's "./*" export points at its client.gen.ts.
      index: options.subpath ? undefined : join(packageDir, "src", "index.ts"),
    };
  });
}
