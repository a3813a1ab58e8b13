import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { expectSent, setup } from "./support.js";

// These endpoints' payloads are not documented: the spec declares method, path and path parameters, and
// passes any JSON object through both ways.
const payload = { anything: { nested: [1, "two"] } };

describe("getCustomSchema (GET /customSchema)", () => {
  it("gets /customSchema and returns the answer as is", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    const { data } = await client.GET("/customSchema");

    expectSent(recorder, { method: "GET", pathname: "/customSchema" });
    expect(data).toEqual(payload);
  });
});

describe("updateCustomSchema (PATCH /customSchema)", () => {
  it("patches /customSchema with any JSON object", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    await client.PATCH("/customSchema", { body: payload });

    expectSent(recorder, { method: "PATCH", pathname: "/customSchema", json: payload });
  });
});

describe("getDocumentBookmarks (GET /documents/{documentId}/bookmarks)", () => {
  it("gets the escaped path", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    const { data } = await client.GET("/documents/{documentId}/bookmarks", {
      params: { path: { documentId: "doc/1" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/documents/doc%2F1/bookmarks" });
    expect(data).toEqual(payload);
  });
});

describe("editDocumentBookmarks (POST /documents/{documentId}/bookmarks/edit)", () => {
  it("posts any JSON object to the escaped path", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    await client.POST("/documents/{documentId}/bookmarks/edit", {
      params: { path: { documentId: "doc 1" } },
      body: payload,
    });

    expectSent(recorder, { method: "POST", pathname: "/documents/doc%201/bookmarks/edit", json: payload });
  });
});

describe("getDocumentBookmarkById (GET /documents/{documentId}/bookmarks/{bookmarkId})", () => {
  it("gets both escaped path parameters", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    await client.GET("/documents/{documentId}/bookmarks/{bookmarkId}", {
      params: { path: { documentId: "doc-1", bookmarkId: "bm/1" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/documents/doc-1/bookmarks/bm%2F1" });
  });
});

describe("getPresentationPermissions (GET /presentations/{presentationId}/permissions)", () => {
  it("gets the escaped path", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    await client.GET("/presentations/{presentationId}/permissions", {
      params: { path: { presentationId: "p 1" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/presentations/p%201/permissions" });
  });
});

describe("modifyPresentationPermissions (POST /presentations/{presentationId}/permissions/modification)", () => {
  it("posts any JSON object to the escaped path", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    await client.POST("/presentations/{presentationId}/permissions/modification", {
      params: { path: { presentationId: "p/1" } },
      body: payload,
    });

    expectSent(recorder, {
      method: "POST",
      pathname: "/presentations/p%2F1/permissions/modification",
      json: payload,
    });
  });
});

describe("getSlidePermissions (GET /presentations/{presentationId}/slides/{slideId}/permissions)", () => {
  it("gets both escaped path parameters", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    await client.GET("/presentations/{presentationId}/slides/{slideId}/permissions", {
      params: { path: { presentationId: "p-1", slideId: "slide 2" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/presentations/p-1/slides/slide%202/permissions" });
  });
});

describe("modifySlidePermissions (POST .../slides/{slideId}/permissions/modification)", () => {
  it("posts any JSON object to both escaped path parameters", async () => {
    const { client, recorder } = setup(() => jsonResponse(payload));

    await client.POST("/presentations/{presentationId}/slides/{slideId}/permissions/modification", {
      params: { path: { presentationId: "p#1", slideId: "s?2" } },
      body: payload,
    });

    expectSent(recorder, {
      method: "POST",
      pathname: "/presentations/p%231/slides/s%3F2/permissions/modification",
      json: payload,
    });
  });
});
