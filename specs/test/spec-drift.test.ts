// The drift report for maintainers (scripts/spec-drift.mjs), on two small documents written for it: a
// provider document in one file and our side in several files, with parameters named differently.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { closestApi, drift, formatDrift, loadDocument, ourApis } from "../../scripts/spec-drift.mjs";

const fixtures = join(import.meta.dirname, "fixtures", "spec-drift");
const provider = loadDocument(join(fixtures, "provider.yaml"));
const ours = loadDocument(join(fixtures, "ours", "openapi.yaml"));
const script = join(import.meta.dirname, "..", "..", "scripts", "spec-drift.mjs");

describe("the drift report", () => {
  const result = drift(provider, ours);
  const of = (operation: string) => result.operations.find((o) => o.operation.startsWith(operation))?.report;

  it("lists the operations one document has and the other lacks, whatever the path parameters are named", () => {
    expect(result.onlyProvider).toEqual(["GET /gadgets/search (searchGadgets)"]);
    expect(result.onlyOurs).toEqual(["POST /gadgets/{gadgetId}/stop (stopGadget)"]);
  });

  it("lists parameters and their enum values one side lacks, ignoring our X-Version header", () => {
    expect(of("GET /gadgets/{gadgetId}")?.some(([, what]) => what.startsWith("parameter path"))).toBe(false);
    expect(of("POST /gadgets/{gadgetId}/start")).toContainEqual(["ours", "parameter query dryRun"]);
    const get = of("GET /gadgets/{gadgetId}");
    expect(get).toContainEqual(["provider", "parameter query expand enum value owner"]);
    expect(get).toContainEqual(["ours", "parameter query expand enum value history"]);
    expect(get?.some(([, what]) => /x-version/i.test(what))).toBe(false);
  });

  it("lists response fields through $refs to other files and allOf, an absent object as one line", () => {
    const get = of("GET /gadgets/{gadgetId}");
    expect(get).toContainEqual(["provider", "response field data.parts"]);
    expect(get).toContainEqual(["ours", "response field data.owner"]);
    expect(get?.some(([, what]) => what.includes("data.parts[]"))).toBe(false);
  });

  it("lists enum values of shared fields, closed enums and open x-extensible-enum alike", () => {
    const get = of("GET /gadgets/{gadgetId}");
    expect(get).toContainEqual(["provider", "response data.state enum value broken"]);
    expect(get).toContainEqual(["ours", "response data.state enum value stopped"]);
    expect(get?.filter(([, what]) => what.includes("enum value running"))).toEqual([]);
  });

  it("reports nothing for a request body both describe alike", () => {
    expect(of("POST /gadgets/{gadgetId}/start")?.filter(([, what]) => what.startsWith("request"))).toEqual(
      [],
    );
  });

  it("prints one line per difference, and says so when there is none", () => {
    const text = formatDrift(result);
    expect(text).toContain("Operations only in provider (1):\n  GET /gadgets/search (searchGadgets)");
    expect(text).toContain(
      "GET /gadgets/{gadgetId} (getGadget):\n  only in provider: parameter query expand enum value owner",
    );
    expect(formatDrift(drift(ours, ours))).toBe(
      "No drift: the same operations, parameters, fields and enum values.",
    );
  });

  it("picks our API whose paths overlap the provider document's most", () => {
    const chainsLike = { paths: { "/v1/security/users/{id}": {}, "/v1/metadata/workspace": {} } };
    expect(closestApi(chainsLike, ourApis())).toBe("chains");
  });

  it("runs from the command line with a document path and --api", () => {
    const out = execFileSync(process.execPath, [script, join(fixtures, "provider.yaml"), "--api", "chains"], {
      encoding: "utf8",
    });
    expect(out).toContain("(provider) and specs/chains (ours)");
    expect(out).toContain("Operations only in provider (3):");
  });
});
