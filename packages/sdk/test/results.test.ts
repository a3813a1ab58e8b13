import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { ApiError, results, wait } from "../src/index.js";
import { PLATFORM_URL } from "./support/fake-service.js";
import { platformFake, reportkitOver } from "./transfers/platform-fake.js";

describe("results", () => {
  it("walks an operation's results over every @nextLink page, typed by kind", async () => {
    const fake = platformFake({
      "GET /operations/op-7/copyFileResults": (request) =>
        request.url.searchParams.get("$next")
          ? jsonResponse({ data: [{ id: "c-2", container: "f-1", kind: "Document" }], "@nextLink": null })
          : jsonResponse({
              data: [{ id: "c-1", container: "f-1", kind: "Document" }],
              "@nextLink": `${PLATFORM_URL}/operations/op-7/copyFileResults?$next=p2`,
            }),
    });
    const rk = reportkitOver(fake.recorder.fetch);

    const copies = await results(rk, { id: "op-7" }, "copyFile").all();

    expect(copies.map((c) => c.id)).toEqual(["c-1", "c-2"]);
    const pages: number[] = [];
    for await (const page of results(rk, "op-7", "copyFile").pages()) pages.push(page.items.length);
    expect(pages).toEqual([1, 1]);
  });

  it("reads what wait resolved with: a table edit's revision, a milestone creation's milestone", async () => {
    const fake = platformFake({
      "GET /operations/op-1/tableEditResults": () => jsonResponse({ data: [{ revision: "42" }] }),
      "GET /operations/op-1/milestoneCreationResults": () =>
        jsonResponse({ data: [{ type: "milestone", milestone: "m-1" }], "@nextLink": null }),
    });
    const rk = reportkitOver(fake.recorder.fetch);
    const operation = await wait(rk, `${PLATFORM_URL}/operations/op-1`);

    const [edit] = await results(rk, operation, "tableEdit").all();
    const [made] = await results(rk, operation, "milestoneCreation").all();

    expect(edit?.revision).toBe("42");
    expect(made?.milestone).toBe("m-1");
  });

  it("refuses a kind of operation that has no results", () => {
    const rk = reportkitOver(platformFake().recorder.fetch);
    expect(() => results(rk, "op-1", "trashFile" as never)).toThrow(ApiError);
  });
});
