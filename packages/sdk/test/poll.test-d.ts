// Type tests: compiled by `tsc --noEmit`, never run.
import { createChainsClient } from "@reportkit/chains";
import { createPlatformClient } from "@reportkit/platform";
import { createPrepClient, type paths as PrepPaths } from "@reportkit/prep";
import { expectTypeOf } from "vitest";
import { createWaiter } from "../src/advanced.js";
import type { Operation, OperationState, OperationStatus, Poller } from "../src/index.js";

const client = createPlatformClient({ baseUrl: "https://api.test" });
const prep = createPrepClient({ baseUrl: "https://prep.test" });
const chains = createChainsClient({ baseUrl: "https://chains.test" });
const wait = createWaiter({
  fetch: (request) => globalThis.fetch(request),
  platformBaseUrl: "https://api.test",
});
const rangePath = "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}";

export async function typeTests(): Promise<void> {
  const accepted = await client.PUT(rangePath, {
    params: { path: { spreadsheetId: "s", sheetId: "sh", range: "A1:B2" } },
    body: { values: [["a", 1]] },
  });
  // The generated client's 202 result is a source as it is.
  expectTypeOf(wait(accepted)).toEqualTypeOf<Promise<Operation>>();
  expectTypeOf(wait(accepted.response, { timeoutMs: 1, onProgress: (op) => void op.status })).toEqualTypeOf<
    Promise<Operation>
  >();
  expectTypeOf(wait("https://api.test/operations/1")).toEqualTypeOf<Promise<Operation>>();

  // A followed answer (importFile, startChain) resolves with its read operation's answer (getFile, getChainRun).
  const imported = await prep.POST("/api/v1/table/{tableId}/import", { params: { path: { tableId: "t" } } });
  const file = await wait(imported, { onProgress: (read) => void read.body.status });
  expectTypeOf(file.body.status).toEqualTypeOf<
    PrepPaths["/api/v1/file/{fileId}"]["get"]["responses"][200]["content"]["application/json"]["body"]["status"]
  >();
  const started = await chains.POST("/v1/execute/environment/{environment_id}/chain/{chain_id}/start", {
    params: { path: { environment_id: "e", chain_id: "c" } },
    body: { runtimeVariables: {} },
  });
  expectTypeOf((await wait(started)).data.state).toExtend<string | undefined>();

  const poller = await wait.poller(accepted);
  expectTypeOf(poller).toEqualTypeOf<Poller>();
  expectTypeOf(poller.state).toEqualTypeOf<OperationState>();
  expectTypeOf(poller.state.nextPollAt).toEqualTypeOf<number>();
  expectTypeOf(wait.resume(JSON.stringify(poller))).toEqualTypeOf<Poller>();
  expectTypeOf(wait(poller.state)).toEqualTypeOf<Promise<Operation>>();

  // The status set is open: known values complete, any other text is allowed.
  const known: OperationStatus = "completed";
  const future: OperationStatus = "validating";
  void [known, future];
  // The generated operation resource fits the local type.
  const generated = await client.GET("/operations/{operationId}", { params: { path: { operationId: "o" } } });
  if (generated.data) {
    const local: Operation = generated.data;
    void local;
  }

  // @ts-expect-error: a number is not a source
  await wait(42);
  // @ts-expect-error: timeoutMs is a number of milliseconds
  await wait("https://api.test/operations/1", { timeoutMs: "10s" });
}
