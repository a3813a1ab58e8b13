import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";
import { cliSandbox } from "./support/sandbox.js";

// Tables fitted to the terminal, and a line saying more pages exist.

let options: RunOptions;

beforeAll(() => {
  const s = cliSandbox({ seed: 1 });
  options = { env: baseEnv(s.vars), ...s.run };
});

const cli = (args: string[], more: RunOptions = {}) => runCli(args, { ...options, ...more });
const widest = (text: string) => Math.max(...text.split("\n").map((l) => [...l].length));

describe("tables on a terminal", () => {
  for (const columns of [80, 120]) {
    it(`have no line wider than a ${columns}-column terminal, long cells cut with an ellipsis`, async () => {
      const run = await cli(["chains", "users", "list", "--page-size", "5"], { terminal: { columns } });
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^ID\s/);
      expect(widest(run.stdout)).toBeLessThanOrEqual(columns);
    });
  }

  it("cut cells end in an ellipsis at a narrow terminal", async () => {
    const run = await cli(["chains", "users", "list", "--page-size", "5"], { terminal: { columns: 40 } });
    expect(widest(run.stdout)).toBeLessThanOrEqual(40);
    expect(run.stdout).toContain("…");
  });

  it("summarize nested objects and lists instead of printing their JSON", async () => {
    const { renderTable } = await import("../src/output/table.js");
    expect(renderTable([{ id: "a", owner: { id: 1, email: "x" }, tags: [1, 2, 3] }])).toBe(
      "ID  OWNER       TAGS\na   {2 fields}  [3 items]\n",
    );
  });

  it("say on stderr that more pages exist and how to get them; a pipe gets only the answer", async () => {
    const onTerminal = await cli(["chains", "users", "list", "--page-size", "5"], {
      terminal: { columns: 120 },
    });
    expect(onTerminal.stderr).toContain("more items are on further pages: add --paginate");
    const piped = await cli(["chains", "users", "list", "--page-size", "5"]);
    expect(piped.stderr).toBe("");
    const last = await cli(["chains", "users", "list", "--page-size", "100", "--page", "2"], {
      terminal: { columns: 120 },
    });
    expect(last.stderr).not.toContain("further pages");
  });
});
