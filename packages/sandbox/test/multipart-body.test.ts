import { describe, expect, it } from "vitest";
import { createSandbox } from "../src/index.js";
import { manualClock } from "./helpers.js";

// Operations that take a file upload (`multipart/form-data`): the parts are read and validated like
// any other body, so a well-formed upload reaches the operation.
describe("a multipart/form-data body", () => {
  const sandbox = createSandbox({ clock: manualClock() });
  const token = sandbox.control.issueToken();
  const url = `${sandbox.urls.chains}/v1/dataprep/mapping_groups/4ef64a1e-55da-4071-8168-d3387d99035d/update_rules`;
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    sandbox.fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}`, ...headers }, body });

  it("reaches the operation when its parts match the schema (the spec-driven tier answers it)", async () => {
    const form = new FormData();
    form.append("file", new Blob(["source,target\nACME Corp,ACME"]), "rules.csv");
    form.append("mode", "draft");
    const res = await post(form);
    expect(res.status).toBe(200);
  });

  it("is validated like any body: a part the schema does not declare is a 400", async () => {
    const form = new FormData();
    form.append("file", "source,target");
    form.append("colour", "blue");
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("colour");
  });

  it("refuses a body that is not a multipart form with a 400", async () => {
    const res = await post("not a form", { "content-type": "multipart/form-data; boundary=x" });
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toMatch(/not a valid multipart form/);
  });
});
