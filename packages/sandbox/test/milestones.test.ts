import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

function setup() {
  const h = harness({ operationDurationMs: 2000 });
  return { ...h, platform: h.sandbox.urls.platform };
}

describe("milestones", () => {
  it("are created by an operation whose completed resourceUrl points to the new milestone, listed in milestoneCreationResults", async () => {
    const h = setup();
    const { fileId } = h.sandbox.demo;
    const revision = h.sandbox.state.files.find((f) => f.id === fileId)!.revision;
    const accepted = await h.call("POST", `${h.platform}/milestones/creation`, {
      body: { type: "document", document: fileId, title: "Sent to auditors" },
    });
    expect(accepted.status).toBe(202);
    const location = accepted.headers.get("location")!;
    expect(h.sandbox.state.milestones).toHaveLength(1);
    h.advance(2000);
    const done = await h.call("GET", location);
    expect(done.body.status).toBe("completed");
    const results = await h.call<{ data: { type: string; milestone: string }[] }>(
      "GET",
      `${location}/milestoneCreationResults`,
    );
    const id = results.body.data[0]!.milestone;
    expect(results.body.data).toEqual([{ type: "milestone", milestone: id }]);
    expect(done.body.resourceUrl).toBe(`${h.platform}/milestones/${id}`);
    expect(h.sandbox.state.milestones.find((m) => m.id === id)).toMatchObject({
      title: "Sent to auditors",
      remarks: "",
      resourceId: fileId,
      revision,
      created: new Date(h.sandbox.control.now()).toISOString(),
    });
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({ action: { alias: "milestone.create" } });
  });

  it("answer 404 with the standard error for a document that does not exist, or a file of another kind", async () => {
    const h = setup();
    await h.token();
    const before = h.sandbox.control.snapshot();
    const missing = await h.call("POST", `${h.platform}/milestones/creation`, {
      body: { type: "document", document: "no-such-document", title: "x" },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      code: "not_found",
      message: "No document has the id 'no-such-document'.",
      target: "document",
      version: "2026-01-01",
    });
    const wrongKind = await h.call("POST", `${h.platform}/milestones/creation`, {
      body: { type: "spreadsheet", spreadsheet: h.sandbox.demo.fileId, title: "x" },
    });
    expect(wrongKind.status).toBe(404);
    expect(h.sandbox.control.snapshot()).toEqual(before);
  });

  it("refuse a creation without the member its type names, or with a title over 200 characters", async () => {
    const h = setup();
    const noMember = await h.call("POST", `${h.platform}/milestones/creation`, {
      body: { type: "presentation", document: h.sandbox.demo.fileId, title: "x" },
    });
    expect(noMember.status).toBe(400);
    expect(noMember.body.target).toBe("presentation");
    const long = await h.call("POST", `${h.platform}/milestones/creation`, {
      body: { type: "document", document: h.sandbox.demo.fileId, title: "t".repeat(201) },
    });
    expect(long.status).toBe(400);
  });

  it("take a JSON Patch of title and remarks, and refuse read-only members, failed tests and bad pointers", async () => {
    const h = setup();
    const { milestoneId, fileId } = h.sandbox.demo;
    const url = `${h.platform}/milestones/${milestoneId}`;
    const res = await h.call("PATCH", url, {
      body: [
        { op: "test", path: "/title", value: "Draft for review" },
        { op: "replace", path: "/title", value: "Final" },
        { op: "replace", path: "/remarks", value: "Signed off." },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: milestoneId,
      title: "Final",
      remarks: "Signed off.",
      resource: { type: "document", document: { document: fileId, revision: expect.any(String) } },
      created: { dateTime: expect.any(String), user: { id: h.sandbox.credentials.clientId } },
    });
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({
      action: { alias: "milestone.update" },
      attachments: [
        {
          entityChanges: [
            { propertyName: "title", new: "Final", old: "Draft for review" },
            { propertyName: "remarks" },
          ],
        },
      ],
    });

    const readOnly = await h.call("PATCH", url, { body: [{ op: "replace", path: "/id", value: "x" }] });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body).toMatchObject({ code: "read_only_property", target: "/id" });
    const failedTest = await h.call("PATCH", url, { body: [{ op: "test", path: "/title", value: "nope" }] });
    expect(failedTest.status).toBe(409);
    const badPointer = await h.call("PATCH", url, { body: [{ op: "remove", path: "/nothing/here" }] });
    expect(badPointer.status).toBe(400);
    expect(badPointer.body).toMatchObject({ code: "invalid_patch", target: "[0].path" });
    const notPatch = await h.call("PATCH", url, { body: { title: "x" } });
    expect(notPatch.status).toBe(400);
    expect(h.sandbox.state.milestones[0]!.title).toBe("Final");
  });

  it("are deleted with 204, after which they answer 404 with the standard error", async () => {
    const h = setup();
    const { milestoneId } = h.sandbox.demo;
    const url = `${h.platform}/milestones/${milestoneId}`;
    const deleted = await h.call("DELETE", url);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({ action: { alias: "milestone.delete" } });
    for (const res of [
      await h.call("DELETE", url),
      await h.call("PATCH", url, { body: [{ op: "replace", path: "/title", value: "x" }] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found", target: "milestoneId", version: "2026-01-01" });
    }
  });
});
