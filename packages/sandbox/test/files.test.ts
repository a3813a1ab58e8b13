import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

function setup() {
  const h = harness();
  const file = h.sandbox.state.files.find((f) => f.id === h.sandbox.demo.fileId)!;
  const url = `${h.sandbox.urls.platform}/files/${file.id}`;
  const full = {
    name: file.name,
    kind: file.kind,
    type: file.type,
    container: file.container,
    template: file.template,
  };
  return { ...h, file: structuredClone(file), url, full };
}

describe("PUT /files/{fileId}", () => {
  it("replaces every writable property, moves the file with container, and stamps modified on the sandbox clock", async () => {
    const { call, url, full, file, sandbox, advance } = setup();
    advance(60_000);
    const target = sandbox.demo.folderIds.find((id) => id !== file.container)!;
    const res = await call("PUT", url, {
      body: { ...full, name: "Q1 report (final)", container: target, template: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: file.id,
      name: "Q1 report (final)",
      kind: file.kind,
      type: file.type,
      container: target,
      template: true,
      state: "Active",
      created: { dateTime: file.created },
      modified: { dateTime: new Date(sandbox.control.now()).toISOString() },
    });
    expect(sandbox.state.files.find((f) => f.id === file.id)!.container).toBe(target);
  });

  it("refuses a body with a property missing (a full replacement, not a patch) and changes nothing", async () => {
    const { call, url, full, sandbox } = setup();
    await call("GET", `${sandbox.urls.platform}/operations/warm-up`);
    const before = sandbox.control.snapshot();
    const { container: _c, ...partial } = full;
    const res = await call("PUT", url, { body: partial });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "invalid_request",
      target: "body.container",
      message: "Invalid request: body.container is required.",
    });
    expect(sandbox.control.snapshot()).toEqual(before);
  });

  it("refuses a container that is not a folder of the file's workspace", async () => {
    const { call, url, full } = setup();
    const res = await call("PUT", url, { body: { ...full, container: "not-a-folder" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_container", target: "container" });
  });

  it("answers 404 for an unknown file", async () => {
    const { call, full, sandbox } = setup();
    const res = await call("PUT", `${sandbox.urls.platform}/files/nope`, { body: full });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found", target: "fileId", version: "2026-01-01" });
  });

  it("records a file.update activity with the changed properties", async () => {
    const { call, url, full, sandbox, file } = setup();
    await call("PUT", url, { body: { ...full, name: "Renamed" } });
    const activity = sandbox.state.activities.at(-1)!;
    expect(activity).toMatchObject({
      action: { alias: "file.update", id: "platform.file.update", category: "File" },
      performer: { id: sandbox.credentials.clientId, displayName: "Sandbox demo client" },
      targets: [{ id: file.id, type: "platform.file" }],
      attachments: [{ entityChanges: [{ propertyName: "name", new: "Renamed", old: file.name }] }],
    });
  });

  it("answers 405 with Allow for a method the path does not support, and 404 for unknown paths", async () => {
    const { call, url, sandbox } = setup();
    const res = await call("DELETE", url);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, PUT, PATCH");
    const missing = await call("GET", `${sandbox.urls.platform}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain("No platform operation matches GET /nothing/here");
  });
});
