import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

type Run = {
  id: string;
  chainId: string;
  envId: string;
  state: string;
  startAt: string;
  endAt: string | null;
};
type RunReply = { data: Run };
type RunPage = { data: { cursor: string | null; chainExecutors: Run[] } };

/** A sandbox, its chains address and a chain of env-prod that can start (enabled). */
function setup() {
  const h = harness();
  const base = h.sandbox.urls.chains;
  const chain = h.sandbox.state.chains.environments["env-prod"]!.find((c) => !c.disabled)!;
  const start = () =>
    h.call<RunReply>("POST", `${base}/v1/execute/environment/env-prod/chain/${chain.id}/start`, {
      body: { runtimeVariables: {} },
    });
  const run = (id: string, tail = "") => h.call<RunReply>("GET", `${base}/v1/execute/chain_run/${id}${tail}`);
  return { ...h, base, chain, start, run };
}

const CHAINS_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/;

describe("chain runs", () => {
  it("start sleeping, are enqueued, and succeed on the sandbox clock", async () => {
    const { start, run, advance } = setup();
    const started = await start();
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ state: "sleeping", endAt: null, launchType: "api" });
    expect(started.body.data.id).toMatch(/^\d+$/);
    expect(started.body.data.startAt).toMatch(CHAINS_TIME);
    const id = started.body.data.id;
    advance(1_000);
    expect((await run(id)).body.data.state).toBe("enqueueing");
    advance(29_000);
    const done = (await run(id)).body.data;
    expect(done).toMatchObject({ state: "all_succeeded", resultText: "success" });
    expect(done.endAt).toMatch(CHAINS_TIME);
    const nodes = await run(id, "/nodes");
    expect(nodes.status).toBe(200);
    expect(nodes.body.data).toMatchObject({
      id,
      state: "all_succeeded",
      nodes: [{ state: "succeeded" }, {}],
    });
  });

  it("are stopped while running, and a second stop answers 422", async () => {
    const { start, base, call, advance, run } = setup();
    const { id } = (await start()).body.data;
    advance(5_000);
    const stopped = await call<RunReply>("POST", `${base}/v1/execute/chain_run/${id}/stop`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.state).toBe("stopped");
    expect(stopped.body.data.endAt).toMatch(CHAINS_TIME);
    advance(60_000);
    expect((await run(id)).body.data.state).toBe("stopped");
    expect((await call("POST", `${base}/v1/execute/chain_run/${id}/stop`)).status).toBe(422);
  });

  it("refuse a second start of a chain without concurrency while it runs", async () => {
    const { start, chain, advance } = setup();
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(chain.concurrency_enabled ? 200 : 422);
    advance(30_000);
    expect((await start()).status).toBe(200);
  });

  it("are listed for their chain and found by search, newest first", async () => {
    const { start, base, call, chain } = setup();
    const { id } = (await start()).body.data;
    const list = await call<RunPage>(
      "GET",
      `${base}/v1/execute/environment/env-prod/chain/${chain.id}/history`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.chainExecutors[0]!.id).toBe(id);
    expect(list.body.data.chainExecutors.every((r) => r.chainId === chain.id)).toBe(true);
    const running = await call<RunPage>(
      "GET",
      `${base}/v1/execute/chain_run/search?environment_id=env-prod&state=running`,
    );
    expect(running.body.data.chainExecutors.map((r) => r.id)).toEqual([id]);
    expect(running.body.data.cursor).toBeNull();
  });

  it("are paged by cursor until the last page has none", async () => {
    const { base, call, sandbox } = setup();
    const total = sandbox.state.chains.runs.filter((r) => r.envId === "env-prod").length;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : "";
      const page: { body: RunPage } = await call<RunPage>(
        "GET",
        `${base}/v1/execute/chain_run/search?environment_id=env-prod&sort=asc${q}`,
      );
      seen.push(...page.body.data.chainExecutors.map((r) => r.id));
      cursor = page.body.data.cursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect([...seen].sort()).toEqual(seen);
  });

  it("answer 404 for an unknown run id, chain or environment", async () => {
    const { run, base, call } = setup();
    const missing = await run("1");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: "not_found",
      error_description: "No chain run has the id '1'.",
    });
    expect((await run("1", "/nodes")).status).toBe(404);
    expect((await call("POST", `${base}/v1/execute/chain_run/1/stop`)).status).toBe(404);
    expect((await call("GET", `${base}/v1/metadata/environment/env-prod/chain/chain-nope`)).status).toBe(404);
    expect(
      (await call("POST", `${base}/v1/execute/environment/env-nope/chain/x/start`, { body: {} })).status,
    ).toBe(404);
  });
});

describe("seeded chain runs", () => {
  it("are two finished runs per chain, the same for the same seed", async () => {
    const a = setup();
    const b = setup();
    const runs = a.sandbox.state.chains.runs;
    expect(runs).toHaveLength(20);
    expect(runs.map((r) => r.id)).toEqual(b.sandbox.state.chains.runs.map((r) => r.id));
    expect(runs[0]!.id).toBe("94501");
    const got = await a.run(runs[0]!.id);
    expect(got.body.data.endAt).toMatch(CHAINS_TIME);
  });

  it("a chain is read by id in its environment", async () => {
    const { base, call, chain } = setup();
    const got = await call<{ data: { id: string } }>(
      "GET",
      `${base}/v1/metadata/environment/env-prod/chain/${chain.id}`,
    );
    expect(got.body.data.id).toBe(chain.id);
  });
});

describe("chains workspaces and environments", () => {
  it("are one workspace holding the seeded environments, each counting its chains", async () => {
    const { base, call } = setup();
    type Env = { id: string; chains_count: number };
    const workspaces = await call<{ data: { id: string }[] }>("GET", `${base}/v1/metadata/workspace`);
    expect(workspaces.body.data.map((w) => w.id)).toEqual(["12"]);
    expect((await call("GET", `${base}/v1/metadata/workspace/12`)).status).toBe(200);
    const envs = await call<{ data: Env[] }>("GET", `${base}/v1/metadata/workspace/12/environment`);
    expect(envs.body.data.map((e) => [e.id, e.chains_count])).toEqual([
      ["env-dev", 4],
      ["env-prod", 6],
    ]);
    const prod = await call<{ data: Env }>("GET", `${base}/v1/metadata/workspace/12/environment/env-prod`);
    expect(prod.body.data.chains_count).toBe(6);
  });

  it("answer 404 for an unknown workspace or environment", async () => {
    const { base, call } = setup();
    expect((await call("GET", `${base}/v1/metadata/workspace/99`)).status).toBe(404);
    expect((await call("GET", `${base}/v1/metadata/workspace/99/environment`)).status).toBe(404);
    expect((await call("GET", `${base}/v1/metadata/workspace/12/environment/env-nope`)).status).toBe(404);
  });
});
