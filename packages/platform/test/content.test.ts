import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import type { ContentTablePage, ParagraphPage, RangeLink, TableEdit } from "../src/index.js";
import { acceptedWithoutBody, expectSent, operationUrl, setup } from "./support.js";

const nextLink = "https://api.test/content/richText/rt-1/paragraphs?$next=abc";

describe("getRichTextParagraphs (GET /content/richText/{richTextId}/paragraphs)", () => {
  const page: ParagraphPage = {
    data: [
      {
        index: 0,
        elements: [{ type: "textSpan", text: "Revenue grew." }],
        format: { bold: true, baselineShift: "superscript" },
        list: null,
        properties: { alignment: "justified" },
        style: { style: "body" },
      },
    ],
    "@nextLink": nextLink,
    revision: "42",
  };

  it("gets the escaped path with $maxpagesize, $next and $revision and parses the paragraphs", async () => {
    const { client, recorder } = setup(() => jsonResponse(page));

    const { data, error } = await client.GET("/content/richText/{richTextId}/paragraphs", {
      params: { path: { richTextId: "rt/1 a" }, query: { $maxpagesize: 10, $next: "a/b=", $revision: "42" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/content/richText/rt%2F1%20a/paragraphs",
      search: "?$maxpagesize=10&$next=a%2Fb%3D&$revision=42",
    });
    expect(error).toBeUndefined();
    expect(data?.data[0]?.format?.bold).toBe(true);
    expect(data?.data[0]?.list).toBeNull();
    expect(data?.["@nextLink"]).toBe(nextLink);
    expect(data?.revision).toBe("42");
  });

  it("parses a last page whose @nextLink is null", async () => {
    const { client } = setup(() => jsonResponse({ data: [], "@nextLink": null, revision: "42" }));

    const { data } = await client.GET("/content/richText/{richTextId}/paragraphs", {
      params: { path: { richTextId: "rt-1" } },
    });

    expect(data?.["@nextLink"]).toBeNull();
  });
});

const sourceLink: RangeLink = {
  id: "rl-1",
  table: "tbl-1",
  revision: "17",
  type: "source",
  source: { range: { startRow: 0, stopRow: null, startColumn: 0, stopColumn: 3 } },
};

describe("getRangeLinks (GET /content/tables/{tableId}/rangeLinks)", () => {
  it("gets the escaped path with the paging and revision query and parses the links", async () => {
    const { client, recorder } = setup(() => jsonResponse({ data: [sourceLink], "@nextLink": null }));

    const { data } = await client.GET("/content/tables/{tableId}/rangeLinks", {
      params: { path: { tableId: "tbl/1" }, query: { $maxpagesize: 1000, $revision: "17" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/content/tables/tbl%2F1/rangeLinks",
      search: "?$maxpagesize=1000&$revision=17",
    });
    expect(data?.data[0]?.source?.range.stopRow).toBeNull();
  });
});

describe("getRangeLinkById (GET /content/tables/{tableId}/rangeLinks/{rangeLinkId})", () => {
  it("gets both escaped path parameters and parses the link", async () => {
    const { client, recorder } = setup(() => jsonResponse(sourceLink));

    const { data } = await client.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", {
      params: { path: { tableId: "tbl 1", rangeLinkId: "rl?1" }, query: { $revision: "17" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/content/tables/tbl%201/rangeLinks/rl%3F1",
      search: "?$revision=17",
    });
    expect(data?.type).toBe("source");
  });

  it("keeps a link type the spec does not know yet", async () => {
    const { client } = setup(() => jsonResponse({ ...sourceLink, type: "mirror" }));

    const { data } = await client.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", {
      params: { path: { tableId: "tbl-1", rangeLinkId: "rl-1" } },
    });

    const type: string | undefined = data?.type;
    expect(type).toBe("mirror");
  });
});

describe("getRangeLinkDestinations (GET .../rangeLinks/{rangeLinkId}/destinations)", () => {
  it("gets the escaped destinations path with the paging query", async () => {
    const destination: RangeLink = {
      id: "rl-2",
      table: "tbl-2",
      revision: "5",
      type: "destination",
      destination: { source: { rangeLink: "rl-1", table: "tbl-1" } },
    };
    const { client, recorder } = setup(() => jsonResponse({ data: [destination] }));

    const { data } = await client.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations", {
      params: { path: { tableId: "tbl#1", rangeLinkId: "rl-1" }, query: { $next: "n1" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/content/tables/tbl%231/rangeLinks/rl-1/destinations",
      search: "?$next=n1",
    });
    expect(data?.data[0]?.destination?.source.rangeLink).toBe("rl-1");
  });
});

describe("tableEdit (POST /content/tables/{tableId}/edit)", () => {
  const edit: TableEdit = { type: "insertRows", insertRows: { count: 2, nextTo: 4, side: "putAfter" } };

  it("posts the edit as JSON to the escaped path", async () => {
    const { client, recorder } = setup(acceptedWithoutBody);

    await client.POST("/content/tables/{tableId}/edit", {
      params: { path: { tableId: "tbl/1" } },
      body: edit,
    });

    expectSent(recorder, { method: "POST", pathname: "/content/tables/tbl%2F1/edit", json: edit });
  });

  it("answers 202 with Location and Retry-After, with no body as the live service sends it", async () => {
    const { client } = setup(acceptedWithoutBody);

    const { data, error, response } = await client.POST("/content/tables/{tableId}/edit", {
      params: { path: { tableId: "tbl-1" } },
      body: { type: "deleteColumns", deleteColumns: { columns: { startColumn: 2, stopColumn: 3 } } },
    });

    expect(error).toBeUndefined();
    expect(response.status).toBe(202);
    expect(data).toBeUndefined();
    expect(response.headers.get("Location")).toBe(operationUrl);
    expect(response.headers.get("Retry-After")).toBe("5");
  });
});

const tables: ContentTablePage = {
  data: [{ id: "tbl-1", name: "Revenue", index: 0, parent: { type: "richText", richText: "rt-1" } }],
  "@nextLink": null,
  revision: "42",
};

describe("getDocumentTableCollection (GET /documents/{documentId}/tables)", () => {
  it("gets the escaped path with the paging and revision query and parses the tables", async () => {
    const { client, recorder } = setup(() => jsonResponse(tables));

    const { data } = await client.GET("/documents/{documentId}/tables", {
      params: { path: { documentId: "doc 1" }, query: { $maxpagesize: 5, $revision: "42" } },
    });

    expectSent(recorder, {
      method: "GET",
      pathname: "/documents/doc%201/tables",
      search: "?$maxpagesize=5&$revision=42",
    });
    expect(data?.data[0]?.parent.type).toBe("richText");
    expect(data?.revision).toBe("42");
  });
});

describe("getPresentationTableCollection (GET /presentations/{presentationId}/tables)", () => {
  it("gets the escaped path and parses the tables", async () => {
    const { client, recorder } = setup(() => jsonResponse(tables));

    const { data } = await client.GET("/presentations/{presentationId}/tables", {
      params: { path: { presentationId: "pres/1" }, query: { $next: "t" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/presentations/pres%2F1/tables", search: "?$next=t" });
    expect(data?.data).toHaveLength(1);
  });
});
