import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { listApis, repoRoot } from "../../../scripts/codegen/apis.mjs";

/** A bundled OpenAPI document (specs/dist/<api>.json): every `$ref` is local (`#/components/...`). */
export type BundledSpec = Record<string, unknown>;

const distDir = join(repoRoot, "specs", "dist");

function newestYaml(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestYaml(path));
    else if (entry.name.endsWith(".yaml")) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether specs/dist/ is missing a bundle or older than a YAML file of the specs it bundles. */
function distIsStale(apis: { name: string; spec: string }[]): boolean {
  const bundles = apis.map((api) => join(distDir, `${api.name}.json`));
  if (!bundles.every((file) => existsSync(file))) return true;
  const sources = Math.max(
    statSync(join(repoRoot, "specs", "redocly.yaml")).mtimeMs,
    ...apis.map((api) => newestYaml(dirname(api.spec))),
  );
  return Math.min(...bundles.map((file) => statSync(file).mtimeMs)) < sources;
}

/**
 * The bundled specs, by API name, as the `bundle` task writes them (turbo runs it before `lint:specs`).
 * When they are missing or older than the YAML (a test run outside turbo), they are bundled first, so a
 * check never reads stale bundles.
 */
export function bundledSpecs(): Record<string, BundledSpec> {
  const apis = listApis();
  if (distIsStale(apis)) {
    execFileSync(process.execPath, [join(repoRoot, "scripts", "bundle-specs.mjs")], { stdio: "pipe" });
  }
  return Object.fromEntries(
    apis.map((api) => [api.name, JSON.parse(readFileSync(join(distDir, `${api.name}.json`), "utf8"))]),
  );
}
