import { OPERATIONS } from "@reportkit/catalog";
import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

// The specs link importFile's answer to getFile and startChain's to getChainRun (the catalogue's
// `follow`): the sandbox moves what they start, on its clock, to a status the specs call done.
const followOf = (api: string, operationId: string) => {
  const follow = OPERATIONS.find((op) => op.api === api && op.operationId === operationId)?.follow;
  if (!follow) throw new Error(`${operationId} is followed by no operation in the catalogue`);
  return follow;
};
const at = (value: unknown, pointer: string) =>
  pointer
    .split("/")
    .reduce<unknown>((node, key) => (key ? (node as Record<string, unknown>)[key] : node), value);

describe("what a followed operation starts settles on the sandbox clock", () => {
  it("an import's file goes through statuses that do not settle to one its follow calls done", async () => {
    const h = harness({ importDurationMs: 3_000 });
    const follow = followOf("prep", "importFile");
    const base = h.sandbox.urls.prep;
    const started = await h.call("POST", `${base}/api/v1/table/${h.sandbox.demo.tableId}/import`, {
      body: {},
    });
    const read = async () =>
      at(
        (await h.call("GET", `${base}/api/v1/file/${at(started.body, follow.parameters.fileId!)}`)).body,
        follow.status,
      );
    const seen = [await read()];
    for (let i = 0; i < 3; i++) {
      h.advance(1_000);
      seen.push(await read());
    }
    expect(
      seen.slice(0, -1).every((s) => !follow.done.includes(String(s)) && !follow.failed.includes(String(s))),
    ).toBe(true);
    expect(follow.done).toContain(seen.at(-1));
  });

  it("a started chain run ends, after chainRunDurationMs, in a state its follow calls done", async () => {
    const h = harness({ chainRunDurationMs: 5_000 });
    const follow = followOf("chains", "startChain");
    const base = h.sandbox.urls.chains;
    const chain = h.sandbox.state.chains.environments["env-prod"]!.find((c) => !c.disabled)!;
    const started = await h.call("POST", `${base}/v1/execute/environment/env-prod/chain/${chain.id}/start`, {
      body: { runtimeVariables: {} },
    });
    const read = async () =>
      at(
        (
          await h.call(
            "GET",
            `${base}/v1/execute/chain_run/${at(started.body, follow.parameters.chain_run_id!)}`,
          )
        ).body,
        follow.status,
      );
    h.advance(4_000);
    expect(follow.done).not.toContain(await read());
    h.advance(1_000);
    expect(follow.done).toContain(await read());
  });
});

describe("a range written is read back", () => {
  it("as written once its operation completes, empty cells null, in one page", async () => {
    const h = harness();
    const { spreadsheetId, summarySheetId } = h.sandbox.demo;
    const url = `${h.sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${summarySheetId}/values/B2:D3`;
    expect(
      (
        await h.call("PUT", url, {
          body: {
            values: [
              ["Region", "Revenue", null],
              ["North", 1250.5, true],
            ],
          },
        })
      ).status,
    ).toBe(202);
    h.advance(3_000);
    const read = await h.call("GET", url);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      "@nextLink": null,
      data: [
        {
          range: "B2:D3",
          values: [
            ["Region", "Revenue", null],
            ["North", 1250.5, true],
          ],
        },
      ],
    });
    expect((await h.call("GET", url.replace("B2:D3", "B2:ZZ"))).status).toBe(400);
  });
});
