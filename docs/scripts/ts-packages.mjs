// The entry points of the TypeScript reference: every export of every public package (not `private`),
// read from its package.json, so a new package or entry point is documented without touching this file.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { withBaseLinks } from "./base.mjs";
import { generatedTypesNote, specOfEntry } from "./typedoc-generated.mjs";

const repoRoot = new URL("../../", import.meta.url);
const packagesDir = new URL("packages/", repoRoot);

/** `[{ specifier, dir }]`: each public package's entry points (`@reportkit/sdk`, `@reportkit/sdk/node`...). */
function publicEntryPoints() {
  const out = [];
  for (const dir of readdirSync(packagesDir).sort()) {
    const manifestUrl = new URL(`${dir}/package.json`, packagesDir);
    if (!existsSync(manifestUrl)) continue;
    const manifest = JSON.parse(readFileSync(manifestUrl, "utf8"));
    if (manifest.private) continue;
    for (const [key, target] of Object.entries(manifest.exports ?? { ".": manifest.main })) {
      if (!target) continue;
      if (key.includes("*")) {
        // A pattern export (`./*` of @reportkit/platform: other API versions): one entry per version folder.
        const source = typeof target === "object" ? target["@reportkit/source"] : undefined;
        const folder = source?.match(/^\.\/(.+?)\/\*\//)?.[1];
        const base = folder ? new URL(`${dir}/${folder}/`, packagesDir) : undefined;
        if (!base || !existsSync(base)) continue;
        for (const sub of readdirSync(base, { withFileTypes: true })) {
          if (sub.isDirectory()) out.push({ specifier: `${manifest.name}/${sub.name}`, dir });
        }
        continue;
      }
      out.push({ specifier: key === "." ? manifest.name : `${manifest.name}/${key.slice(2)}`, dir });
    }
  }
  return out;
}

export const TS_PACKAGES = publicEntryPoints();

/**
 * Writes one `export *` module per entry point, named after it, and returns their paths (`files`) and
 * how many of them have generated types (`withGeneratedTypes`). An entry point with generated types says
 * where they are documented (`titles`: spec name to reference title). `only` (specifiers) writes just those.
 */
export function writeTypedocEntries(folder, { base = "/", titles = {}, only } = {}) {
  mkdirSync(folder, { recursive: true });
  const unknown = (only ?? []).filter((name) => !TS_PACKAGES.some((p) => p.specifier === name));
  if (unknown.length) throw new Error(`No public entry point ${unknown.join(", ")} to document.`);
  const chosen = only ? TS_PACKAGES.filter((p) => only.includes(p.specifier)) : TS_PACKAGES;
  let withGeneratedTypes = 0;
  const files = chosen.map(({ specifier, dir }) => {
    const file = join(folder, `${specifier.replace(/^@/, "").replace(/[/]/g, "__")}.ts`);
    const spec = specOfEntry(fileURLToPath(new URL(dir, packagesDir)), specifier);
    if (spec) withGeneratedTypes++;
    const note = spec ? withBaseLinks(generatedTypesNote(spec, titles[spec] ?? spec), base) : "";
    const lines = note ? [...note.split("\n").map((line) => ` * ${line}`), " *"] : [];
    writeFileSync(
      file,
      `/**\n${lines.map((l) => `${l}\n`).join("")} * @packageDocumentation\n * @module ${specifier}\n */\nexport * from "${specifier}";\n`,
    );
    return file;
  });
  return { files, withGeneratedTypes };
}
