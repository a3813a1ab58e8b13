import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function startWrite(h: ReturnType<typeof harness>) {
  const { spreadsheetId, sheetId } = h.sandbox.demo;
  const res = await h.call(
    "PUT",
    `${h.sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${sheetId}/values/A1`,
    {
      body: { values: [["polled"]] },
    },
  );
  expect(res.status).toBe(202);
  return res.headers.get("location")!;
}

describe("operations", () => {
  it("move from acknowledged through queued and started to completed over their duration, with Retry-After", async () => {
    const h = harness({ operationDurationMs: 9000 });
    const location = await startWrite(h);
    const seen: { status: string; retryAfter: string | null }[] = [];
    for (let i = 0; i < 4; i++) {
      const poll = await h.call("GET", location);
      expect(poll.status).toBe(200);
      seen.push({ status: String(poll.body.status), retryAfter: poll.headers.get("retry-after") });
      h.advance(3000);
    }
    expect(seen).toEqual([
      { status: "acknowledged", retryAfter: "5" },
      { status: "queued", retryAfter: "5" },
      { status: "started", retryAfter: "3" },
      { status: "completed", retryAfter: "0" },
    ]);
  });

  it("report created and updated as { dateTime, user } on the sandbox clock, the request id and the resource once completed", async () => {
    const h = harness({ operationDurationMs: 3000 });
    const startedAt = h.sandbox.control.now();
    const location = await startWrite(h);
    h.advance(3000);
    const done = await h.call("GET", location);
    const user = { id: h.sandbox.credentials.clientId };
    expect(done.body).toEqual({
      id: location.split("/").pop(),
      status: "completed",
      created: { dateTime: new Date(startedAt).toISOString(), user },
      updated: { dateTime: new Date(startedAt + 3000).toISOString(), user },
      originalRequest: expect.stringMatching(UUID),
      resourceUrl: `${h.sandbox.urls.platform}/spreadsheets/${h.sandbox.demo.spreadsheetId}/sheets/${h.sandbox.demo.sheetId}`,
      details: null,
    });
    expect(h.sandbox.control.readRange(h.sandbox.demo.spreadsheetId, h.sandbox.demo.sheetId, "A1")).toEqual([
      ["polled"],
    ]);
  });

  it("serve resourceUrl and details as null while the operation runs", async () => {
    const h = harness({ operationDurationMs: 3000 });
    const location = await startWrite(h);
    const running = await h.call("GET", location);
    expect(running.body).toMatchObject({ status: "acknowledged", resourceUrl: null, details: null });
  });

  it("give each operation its own request id, the same ones for the same seed", async () => {
    const ids = async () => {
      const h = harness({ seed: 11 });
      const first = await h.call("GET", await startWrite(h));
      const second = await h.call("GET", await startWrite(h));
      return [first.body.originalRequest, second.body.originalRequest];
    };
    const [a, b] = await ids();
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
    expect(await ids()).toEqual([a, b]);
  });

  it("complete at once with a zero duration", async () => {
    const h = harness({ operationDurationMs: 0 });
    const location = await startWrite(h);
    expect((await h.call("GET", location)).body.status).toBe("completed");
  });

  it("end failed without applying their effect when the failOperations fault is set", async () => {
    const h = harness({ operationDurationMs: 1000, faults: { failOperations: 1 } });
    const location = await startWrite(h);
    h.advance(1000);
    const failed = await h.call("GET", location);
    expect(failed.body).toMatchObject({ status: "failed", details: [{ code: "injected_failure" }] });
    expect(h.sandbox.control.readRange(h.sandbox.demo.spreadsheetId, h.sandbox.demo.sheetId, "A1")).toEqual([
      ["Region"],
    ]);
    const next = await startWrite(h);
    h.advance(1000);
    expect((await h.call("GET", next)).body.status).toBe("completed");
  });

  it("take the duration set by the operationDurationMs fault (slow operations)", async () => {
    const h = harness({ operationDurationMs: 1000 });
    h.sandbox.control.setFaults({ operationDurationMs: 60_000 });
    const location = await startWrite(h);
    h.advance(59_000);
    expect((await h.call("GET", location)).body.status).toBe("started");
    h.advance(1000);
    expect((await h.call("GET", location)).body.status).toBe("completed");
  });

  it("answer 404 for an unknown operation id", async () => {
    const h = harness();
    const res = await h.call("GET", `${h.sandbox.urls.platform}/operations/does-not-exist`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found", target: "operationId" });
  });

  it("record an activity performed by the client when a write completes", async () => {
    const h = harness({ operationDurationMs: 2000 });
    const count = () => h.sandbox.state.activities.length;
    const before = count();
    await startWrite(h);
    expect(count()).toBe(before);
    h.advance(2000);
    const last = h.sandbox.state.activities.at(-1)!;
    expect(count()).toBe(before + 1);
    expect(last).toMatchObject({
      action: { alias: "spreadsheet.values.update", category: "Spreadsheet" },
      performer: { id: h.sandbox.credentials.clientId },
      workspace: { id: h.sandbox.demo.workspaceId },
      organization: { id: h.sandbox.demo.organizationId },
      outcome: "success",
      activityDateTime: new Date(h.sandbox.control.now()).toISOString(),
    });
  });
});
