// Breaking-change check on the specs: each spec of specs/redocly.yaml, bundled as scripts/bundle-specs.mjs
// does, is compared with its released form in specs/baseline/<api>.json by api-smart-diff, plus the
// typed-client rules below. A breaking change fails unless a pending changeset bumps the package that owns
// the spec as `major`. `pnpm version-packages` moves the baseline when the changesets are consumed.
//
//   node scripts/spec-diff.mjs            check (the test command); --verbose lists every change
//   node scripts/spec-diff.mjs --update   write specs/baseline/ from the current specs
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiCompare } from "api-smart-diff";
import { listApis } from "./codegen/apis.mjs";
import { repoRoot } from "./packages.mjs";

export const BASELINE_DIR = join(repoRoot, "specs", "baseline");

// Component-level diffs repeat what the operations that use the component report, but judged without
// knowing whether it is read or written: only the judgement where it is used counts.
const RESOLVED_COMPONENTS = new Set([
  "schemas",
  "parameters",
  "responses",
  "requestBodies",
  "headers",
  "examples",
  "pathItems",
]);

/** The node at `path` in an OpenAPI document, following local `$ref`s on the way (undefined if none). */
function valueAt(doc, path) {
  const deref = (node) => {
    let current = node;
    for (let hops = 0; current && typeof current.$ref === "string" && hops < 32; hops++) {
      if (!current.$ref.startsWith("#/")) return current;
      const pointer = current.$ref
        .slice(2)
        .split("/")
        .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
      current = pointer.reduce((n, key) => n?.[key], doc);
    }
    return current;
  };
  let node = doc;
  for (const key of path) {
    node = deref(node);
    if (node === null || typeof node !== "object") return undefined;
    node = node[key];
  }
  return node;
}

const typeSet = (type) => new Set(Array.isArray(type) ? type : [type]);
/** Whether every type of `inner` is one of `outer` (an integer is a number). */
const within = (inner, outer) =>
  [...inner].every((t) => outer.has(t) || (t === "integer" && outer.has("number")));

/**
 * Every change between two bundled documents, `{ type, action, path, description }`, classified by
 * api-smart-diff and then by reportkit's typed-client rules, which win where they apply:
 * - a value removed from an `enum` or an `x-extensible-enum` is breaking, in requests and responses alike
 *   (the generated union loses a member, so user code naming it stops compiling);
 * - a value added to an `x-extensible-enum` is not (the set is open by contract);
 * - a `type` change is breaking when a request accepts a type it no longer accepts (narrowed) or a
 *   response may carry a type it never carried (widened or changed, `null` included);
 * - a property removed from a response is breaking (typed code that reads it stops compiling).
 */
export function classifyChanges(before, after) {
  const { diffs } = apiCompare(before, after);
  const seen = new Set();
  return diffs
    .filter((d) => !(d.path[0] === "components" && RESOLVED_COMPONENTS.has(String(d.path[1]))))
    .map((d) => {
      const path = d.path.map(String);
      const response = path.includes("responses");
      // "paths", "/widgets/{id}", "get", ...: name the operation, as a changelog would.
      const operation = path[0] === "paths" && path.length > 2 ? `${path[2].toUpperCase()} ${path[1]}: ` : "";
      const change = {
        type: d.type,
        action: d.action,
        path: path.join("/"),
        description: `${operation}${d.description ?? `${d.action} ${path.join("/")}`}`,
      };
      const enumAt = path.findLastIndex((key) => key === "enum" || key === "x-extensible-enum");
      if (enumAt >= 0) {
        const open = path[enumAt] === "x-extensible-enum";
        const was = valueAt(before, path.slice(0, enumAt + 1));
        const is = valueAt(after, path.slice(0, enumAt + 1));
        const lost = Array.isArray(was) ? was.filter((v) => !Array.isArray(is) || !is.includes(v)) : [];
        if (lost.length > 0) {
          const where = path.slice(path[0] === "paths" ? 3 : 0, enumAt).join(".");
          const values = lost.map((v) => JSON.stringify(v)).join(", ");
          const description = `${operation}${path[enumAt]} value ${values} removed at ${where}`;
          return { ...change, type: "breaking", description };
        }
        if (open) return { ...change, type: "non-breaking" };
        return change;
      }
      const typeAt = path.lastIndexOf("type");
      if (typeAt >= 0 && typeAt >= path.length - 2 && path[typeAt - 1] !== "properties") {
        const was = valueAt(before, path.slice(0, typeAt + 1));
        const is = valueAt(after, path.slice(0, typeAt + 1));
        if (was !== undefined && is !== undefined) {
          const breaking = response ? !within(typeSet(is), typeSet(was)) : !within(typeSet(was), typeSet(is));
          const how = `${JSON.stringify(was)} -> ${JSON.stringify(is)} in a ${response ? "response" : "request"}`;
          return {
            ...change,
            type: breaking ? "breaking" : "non-breaking",
            description: `${change.description} (${how})`,
          };
        }
        return change;
      }
      if (response && d.action === "remove" && path.at(-2) === "properties") {
        return { ...change, type: "breaking" };
      }
      return change;
    })
    .filter((change) => {
      // One change reached through two routes of the same operation is reported once.
      const key = `${change.type} ${change.description}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The bump each package gets from a changeset's front matter: `{ "@reportkit/sdk": "minor" }`. */
export function bumpsOfChangeset(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!front) return {};
  return Object.fromEntries(
    [...front[1].matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );
}

/** The packages some pending changeset bumps as `major`. */
export const majorBumps = (changesetTexts) =>
  new Set(
    changesetTexts.flatMap((text) =>
      Object.entries(bumpsOfChangeset(text))
        .filter(([, bump]) => bump === "major")
        .map(([name]) => name),
    ),
  );

/**
 * Judges each spec: `specs` is `[{ name, owner, before, after }]` (`before` undefined for a spec with no
 * baseline yet). Returns `{ name, owner, changes, breaking, allowed }` per spec: `allowed` when it has no
 * breaking change or its owner has a major changeset.
 */
export function judge(specs, changesetTexts) {
  const majors = majorBumps(changesetTexts);
  return specs.map(({ name, owner, before, after }) => {
    const changes = before === undefined ? [] : classifyChanges(before, after);
    const breaking = changes.filter((c) => c.type === "breaking");
    return {
      name,
      owner,
      isNew: before === undefined,
      changes,
      breaking,
      allowed: breaking.length === 0 || majors.has(owner),
    };
  });
}

/** Bundles every spec (as scripts/bundle-specs.mjs does) into `out`; returns `{ api: file }`. */
function bundleSpecs(apis, out) {
  const require = createRequire(join(repoRoot, "specs", "package.json"));
  const redocly = require.resolve("@redocly/cli/bin/cli.js");
  return Object.fromEntries(
    apis.map((api) => {
      const file = join(out, `${api.name}.json`);
      execFileSync(
        process.execPath,
        [redocly, "bundle", api.name, "--config", "redocly.yaml", "--ext", "json", "--output", file],
        { cwd: join(repoRoot, "specs"), stdio: ["ignore", "pipe", "pipe"] },
      );
      return [api.name, file];
    }),
  );
}

const ownerOf = (api) => JSON.parse(readFileSync(join(api.packageDir, "package.json"), "utf8")).name;

if (import.meta.url === `file://${process.argv[1]}`) {
  const update = process.argv.includes("--update");
  const verbose = process.argv.includes("--verbose");
  const apis = listApis();
  const scratch = mkdtempSync(join(tmpdir(), "reportkit-spec-diff-"));
  let bundles;
  try {
    try {
      bundles = bundleSpecs(apis, scratch);
    } catch (error) {
      process.stderr.write(String(error.stderr ?? error.message));
      console.error("spec diff: FAIL could not bundle the specs (`pnpm lint:specs` shows why)");
      process.exit(1);
    }
    const current = Object.fromEntries(
      Object.entries(bundles).map(([name, file]) => [name, JSON.parse(readFileSync(file, "utf8"))]),
    );
    if (update) {
      mkdirSync(BASELINE_DIR, { recursive: true });
      for (const file of readdirSync(BASELINE_DIR)) {
        if (file.endsWith(".json") && !(file.slice(0, -5) in current)) rmSync(join(BASELINE_DIR, file));
      }
      for (const [name, doc] of Object.entries(current)) {
        writeFileSync(join(BASELINE_DIR, `${name}.json`), `${JSON.stringify(doc, null, 2)}\n`);
      }
      console.log(`spec diff: baseline of ${apis.length} specs written to specs/baseline/`);
      process.exit(0);
    }
    const changesetDir = join(repoRoot, ".changeset");
    const texts = readdirSync(changesetDir)
      .filter((file) => file.endsWith(".md") && file !== "README.md")
      .map((file) => readFileSync(join(changesetDir, file), "utf8"));
    const results = judge(
      apis.map((api) => {
        const baseline = join(BASELINE_DIR, `${api.name}.json`);
        return {
          name: api.name,
          owner: ownerOf(api),
          before: existsSync(baseline) ? JSON.parse(readFileSync(baseline, "utf8")) : undefined,
          after: current[api.name],
        };
      }),
      texts,
    );
    // A spec that was released and is gone is the biggest break of all: its baseline must go on purpose.
    const removed = readdirSync(BASELINE_DIR)
      .filter((file) => file.endsWith(".json") && !apis.some((api) => `${api.name}.json` === file))
      .map((file) => file.slice(0, -5));
    for (const name of removed) {
      console.error(
        `spec diff: FAIL specs/${name} was released (specs/baseline/${name}.json) and is no longer in specs/redocly.yaml: with a major changeset for its package, run \`pnpm spec:baseline\``,
      );
    }
    for (const r of results) {
      const shown = verbose ? r.changes : r.allowed ? [] : r.breaking;
      for (const c of shown.slice(0, verbose ? Infinity : 15)) {
        console.log(`spec diff: ${r.name}: ${c.type}: ${c.description}`);
      }
      if (!verbose && shown.length > 15) console.log(`spec diff: ${r.name}: ... ${shown.length - 15} more`);
    }
    const failed = results.filter((r) => !r.allowed);
    for (const r of failed) {
      console.error(
        `spec diff: FAIL specs/${r.name}: ${r.breaking.length} breaking change(s) since specs/baseline/${r.name}.json and no pending changeset bumps ${r.owner} as major: add one (\`pnpm changeset\`, major) or make the change additive`,
      );
    }
    const breaking = results.reduce((n, r) => n + r.breaking.length, 0);
    const other = results.reduce((n, r) => n + r.changes.length - r.breaking.length, 0);
    const accepted = results.filter((r) => r.breaking.length > 0 && r.allowed).map((r) => r.owner);
    const fresh = results.filter((r) => r.isNew).map((r) => r.name);
    console.log(
      `spec diff: ${results.length} specs, ${breaking} breaking${accepted.length ? ` (with a major changeset: ${[...new Set(accepted)].join(", ")})` : ""}, ${other} other changes since specs/baseline/${fresh.length ? `; no baseline yet: ${fresh.join(", ")}` : ""}`,
    );
    process.exit(failed.length + removed.length > 0 ? 1 : 0);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
