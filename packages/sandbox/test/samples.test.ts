import { describe, expect, it } from "vitest";
import { harness, type Reply } from "./helpers.js";

function setup() {
  const h = harness({ operationDurationMs: 1000 });
  const d = h.sandbox.demo;
  const matrix = `${h.sandbox.urls.platform}/testForms/${d.testFormId}/testPhases/${d.testPhaseId}/matrices/${d.matrixId}`;
  return { ...h, d, matrix };
}

describe("samples", () => {
  it("inserts samples as an operation, appends them with generated UUIDs, then serves them", async () => {
    const { call, advance, d, matrix, sandbox } = setup();
    const countBefore = sandbox.state.testForms[0]!.phases[0]!.matrices[0]!.samples.length;
    const res = await call("POST", `${matrix}/samples/insertion`, {
      body: [
        {
          dataValues: [
            { column: d.dataColumns[0], value: 12.5 },
            { column: d.dataColumns[1], value: "batch A" },
          ],
          resultValues: [],
        },
        { dataValues: [], resultValues: [{ column: d.resultColumns[0], value: "pass" }] },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("location")).toBe(res.body.operationLocation);
    expect(sandbox.state.testForms[0]!.phases[0]!.matrices[0]!.samples).toHaveLength(countBefore);
    advance(1000);
    const op = await call("GET", res.headers.get("location")!);
    expect(op.body.status).toBe("completed");
    const created = (op.body.details as { code: string; target: string }[]).map((x) => x.target);
    expect(created).toHaveLength(2);
    for (const id of created)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const samples = sandbox.state.testForms[0]!.phases[0]!.matrices[0]!.samples;
    expect(samples.slice(-2).map((s) => s.id)).toEqual(created);
    const got = await call("GET", `${matrix}/samples/${created[0]}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      id: created[0],
      dataValues: [
        { column: d.dataColumns[0], value: 12.5 },
        { column: d.dataColumns[1], value: "batch A" },
      ],
      resultValues: [],
    });
  });

  it("includes attachments only with $expand=attachments", async () => {
    const { call, d, matrix } = setup();
    const plain = await call("GET", `${matrix}/samples/${d.sampleWithAttachmentsId}`);
    expect(plain.body).not.toHaveProperty("attachments");
    const expanded = await call("GET", `${matrix}/samples/${d.sampleWithAttachmentsId}?$expand=attachments`);
    expect(expanded.body.attachments).toHaveLength(45);
    const bad = await call("GET", `${matrix}/samples/${d.sampleWithAttachmentsId}?$expand=everything`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('query parameter $expand must be one of "attachments"');
  });

  it("refuses a sample with an id, an unknown column or a wrongly typed value, inserting nothing", async () => {
    const { call, d, matrix, sandbox } = setup();
    await call("GET", `${matrix}/samples/${d.sampleWithAttachmentsId}`);
    const before = sandbox.control.snapshot();
    const withId = await call("POST", `${matrix}/samples/insertion`, {
      body: [{ id: "x", dataValues: [], resultValues: [] }],
    });
    expect(withId.status).toBe(400);
    expect(withId.body.message).toContain("body[0].id is not allowed");
    const unknownColumn = await call("POST", `${matrix}/samples/insertion`, {
      body: [{ dataValues: [{ column: d.resultColumns[0], value: 1 }], resultValues: [] }],
    });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.message).toContain("is not a data column of the matrix");
    const wrongType = await call("POST", `${matrix}/samples/insertion`, {
      body: [{ dataValues: [], resultValues: [{ column: d.resultColumns[0], value: 3 }] }],
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain("body[0].resultValues[0].value must be string");
    expect(sandbox.control.snapshot()).toEqual(before);
  });

  it("answers 404 naming the unknown test form, phase, matrix or sample", async () => {
    const { call, d, sandbox } = setup();
    const base = sandbox.urls.platform;
    const cases = [
      [
        `${base}/testForms/x/testPhases/${d.testPhaseId}/matrices/${d.matrixId}/samples/${d.sampleWithAttachmentsId}`,
        "testFormId",
      ],
      [
        `${base}/testForms/${d.testFormId}/testPhases/x/matrices/${d.matrixId}/samples/${d.sampleWithAttachmentsId}`,
        "testPhaseId",
      ],
      [
        `${base}/testForms/${d.testFormId}/testPhases/${d.testPhaseId}/matrices/x/samples/${d.sampleWithAttachmentsId}`,
        "matrixId",
      ],
      [
        `${base}/testForms/${d.testFormId}/testPhases/${d.testPhaseId}/matrices/${d.matrixId}/samples/x`,
        "sampleId",
      ],
    ] as const;
    for (const [url, target] of cases) {
      const res = await call("GET", url);
      expect(res.status).toBe(404);
      expect(res.body.target).toBe(target);
    }
  });
});

describe("sample attachments", () => {
  it("pages through attachments by following the absolute @nextLink until it is absent", async () => {
    const { call, d, matrix } = setup();
    let url: string | undefined = `${matrix}/samples/${d.sampleWithAttachmentsId}/attachments`;
    const pages: number[] = [];
    const names: string[] = [];
    while (url) {
      const page: Reply<{ data: { fileName: string }[]; "@nextLink"?: string }> = await call("GET", url);
      expect(page.status).toBe(200);
      const data = page.body.data;
      pages.push(data.length);
      names.push(...data.map((a) => a.fileName));
      url = page.body["@nextLink"];
      if (url)
        expect(url.startsWith(`${matrix}/samples/${d.sampleWithAttachmentsId}/attachments?`)).toBe(true);
    }
    expect(pages).toEqual([20, 20, 5]);
    expect(new Set(names).size).toBe(45);
    expect(names[0]).toBe("lab-report-01.pdf");
  });

  it("answers an empty page without @nextLink for a sample without attachments", async () => {
    const { call, sandbox, matrix } = setup();
    const plain = sandbox.state.testForms[0]!.phases[0]!.matrices[0]!.samples[5]!;
    const res = await call("GET", `${matrix}/samples/${plain.id}/attachments`);
    expect(res.body).toEqual({ data: [] });
  });
});
