import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import type { JsonPatch, Milestone, MilestoneCreation } from "../src/index.js";
import { acceptedWithoutBody, expectSent, operationUrl, setup } from "./support.js";

const milestone: Milestone = {
  id: "ms-1",
  resource: { type: "document", document: { document: "doc-1", revision: "42" } },
  title: "Q1 close (final)",
  remarks: "",
  created: { dateTime: "2026-01-15T09:30:00Z", user: { id: "user-1" } },
};

describe("milestoneCreation (POST /milestones/creation)", () => {
  const creation: MilestoneCreation = { type: "document", document: "doc-1", title: "Q1 close" };

  it("posts the creation as JSON, naming the resource in the member given by type", async () => {
    const { client, recorder } = setup(acceptedWithoutBody);

    const { response } = await client.POST("/milestones/creation", { body: creation });

    expectSent(recorder, { method: "POST", pathname: "/milestones/creation", json: creation });
    expect(response.status).toBe(202);
    expect(response.headers.get("Location")).toBe(operationUrl);
  });

  it("returns a 404 PlatformError when the document does not exist", async () => {
    const { client } = setup(() =>
      jsonResponse({ code: "not_found", message: "No document doc-9.", version: "2026-01-01" }, 404),
    );

    const { data, error, response } = await client.POST("/milestones/creation", {
      body: { type: "document", document: "doc-9", title: "Q1", remarks: null },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error?.code).toBe("not_found");
  });
});

describe("partiallyUpdateMilestoneById (PATCH /milestones/{milestoneId})", () => {
  it("patches the escaped path with a JSON Patch array and parses the milestone", async () => {
    const patch: JsonPatch = [{ op: "replace", path: "/title", value: "Q1 close (final)" }];
    const { client, recorder } = setup(() => jsonResponse(milestone));

    const { data } = await client.PATCH("/milestones/{milestoneId}", {
      params: { path: { milestoneId: "ms/1" } },
      body: patch,
    });

    expectSent(recorder, { method: "PATCH", pathname: "/milestones/ms%2F1", json: patch });
    expect(data?.title).toBe("Q1 close (final)");
    expect(data?.resource.document?.revision).toBe("42");
  });
});

describe("deleteMilestoneById (DELETE /milestones/{milestoneId})", () => {
  it("deletes the escaped path without a body and answers 204", async () => {
    const { client, recorder } = setup(() => new Response(null, { status: 204 }));

    const { data, error, response } = await client.DELETE("/milestones/{milestoneId}", {
      params: { path: { milestoneId: "ms 1" } },
    });

    expectSent(recorder, { method: "DELETE", pathname: "/milestones/ms%201" });
    expect(response.status).toBe(204);
    expect(data).toBeUndefined();
    expect(error).toBeUndefined();
  });
});

describe("getMilestoneCreationResults (GET /operations/{operationId}/milestoneCreationResults)", () => {
  it("gets the escaped results path with the paging query and parses the results", async () => {
    const { client, recorder } = setup(() =>
      jsonResponse({ data: [{ type: "milestone", milestone: "ms-1" }], "@nextLink": null }),
    );

    const { data } = await client.GET("/operations/{operationId}/milestoneCreationResults", {
      params: { path: { operationId: "op/1" }, query: { $maxpagesize: 1 } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/operations/op%2F1/milestoneCreationResults",
      search: "?$maxpagesize=1",
    });
    expect(data?.data[0]?.milestone).toBe("ms-1");
  });
});
