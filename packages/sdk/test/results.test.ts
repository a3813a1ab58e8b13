import { instantClock, jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { AbortedError, ApiError, createReportkit, NotFoundError, results, wait } from "../src/index.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, PLATFORM_URL } from "./support/fake-service.js";
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
      "GET /operations/op-1/tableEditResults": () => jsonResponse({ revision: "42" }),
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

  it("gives a table edit's one {revision} object as a list of exactly one item: once, one page", async () => {
    const fake = platformFake({
      "GET /operations/op-5/tableEditResults": () => jsonResponse({ revision: "43" }),
    });
    const rk = reportkitOver(fake.recorder.fetch);

    const edits = results(rk, "op-5", "tableEdit");
    const walked: unknown[] = [];
    for await (const edit of edits) walked.push(edit);
    const pages = [];
    for await (const page of edits.pages()) pages.push(page);

    expect(walked).toEqual([{ revision: "43" }]);
    expect(await edits.all()).toEqual([{ revision: "43" }]);
    expect(pages).toEqual([{ items: [{ revision: "43" }], continuation: undefined, next: undefined }]);
    const reads = fake.recorder.requests.filter((r) => r.url.pathname.endsWith("/tableEditResults"));
    expect(reads).toHaveLength(3);
    expect(reads.every((r) => r.url.search === "")).toBe(true);
  });

  it("sends the call's headers with a table edit's result request", async () => {
    const fake = platformFake({
      "GET /operations/op-5/tableEditResults": () => jsonResponse({ revision: "43" }),
    });
    const rk = reportkitOver(fake.recorder.fetch);

    await results(rk, "op-5", "tableEdit", { headers: { "X-Trace": "trace-1" } }).all();

    const read = fake.recorder.requests.find((r) => r.url.pathname.endsWith("/tableEditResults"));
    expect(read?.headers.get("X-Trace")).toBe("trace-1");
  });

  it("fetches nothing for a table edit's result before it is iterated", async () => {
    const fake = platformFake();
    const rk = reportkitOver(fake.recorder.fetch);

    results(rk, "op-5", "tableEdit");

    expect(fake.recorder.requests).toHaveLength(0);
  });

  it("throws the typed error for a failed table edit result, in either error style", async () => {
    const notFound = () =>
      jsonResponse({ code: "not_found", message: "No operation has the id 'op-x'." }, 404);
    const throwing = reportkitOver(
      platformFake({ "GET /operations/op-x/tableEditResults": notFound }).recorder.fetch,
    );
    const plainFake = platformFake({ "GET /operations/op-x/tableEditResults": notFound });
    const plain = createReportkit({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      urls: { auth: AUTH_URL, platform: PLATFORM_URL },
      fetch: plainFake.recorder.fetch as (input: string, init: RequestInit) => Promise<Response>,
      clock: instantClock(),
      env: false,
    });

    await expect(results(throwing, "op-x", "tableEdit").all()).rejects.toBeInstanceOf(NotFoundError);
    const error = await results(plain, "op-x", "tableEdit")
      .all()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toContain("No operation has the id 'op-x'.");
  });

  it("gives no item when a table edit's result answer has no body", async () => {
    const fake = platformFake({
      "GET /operations/op-6/tableEditResults": () => new Response(null, { status: 200 }),
    });
    const rk = reportkitOver(fake.recorder.fetch);

    expect(await results(rk, "op-6", "tableEdit").all()).toEqual([]);
  });

  it("stops a table edit's result with AbortedError when its signal fires", async () => {
    const fake = platformFake();
    const rk = reportkitOver(fake.recorder.fetch);
    const controller = new AbortController();
    controller.abort();

    await expect(
      results(rk, "op-5", "tableEdit", { signal: controller.signal }).all(),
    ).rejects.toBeInstanceOf(AbortedError);
    expect(fake.recorder.requests).toHaveLength(0);
  });

  it("refuses a kind of operation that has no results", () => {
    const rk = reportkitOver(platformFake().recorder.fetch);
    expect(() => results(rk, "op-1", "trashFile" as never)).toThrow(ApiError);
  });
});
