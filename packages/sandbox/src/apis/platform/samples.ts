import { badRequest, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type {
  Client,
  DataValue,
  Matrix,
  OperationEffect,
  ResultValue,
  Sample,
  TestForm,
} from "../../state/types.js";
import { decodeCursor, encodeCursor } from "./paging.js";
import { startOperation } from "./start-operation.js";

/** Attachments per page of the attachments list. */
export const ATTACHMENT_PAGE_SIZE = 20;

function findMatrix(
  engine: Engine,
  params: Record<string, string>,
): { form: TestForm; matrix: Matrix; path: string } {
  const form = engine.state.testForms.find((f) => f.id === params.testFormId);
  if (!form) throw notFound(`No test form has the id '${params.testFormId}'.`, "testFormId");
  const phase = form.phases.find((p) => p.id === params.testPhaseId);
  if (!phase)
    throw notFound(`Test form '${form.name}' has no test phase '${params.testPhaseId}'.`, "testPhaseId");
  const matrix = phase.matrices.find((m) => m.id === params.matrixId);
  if (!matrix) throw notFound(`Test phase '${phase.name}' has no matrix '${params.matrixId}'.`, "matrixId");
  return { form, matrix, path: `/testForms/${form.id}/testPhases/${phase.id}/matrices/${matrix.id}` };
}

function findSample(engine: Engine, params: Record<string, string>): { sample: Sample; path: string } {
  const { matrix, path } = findMatrix(engine, params);
  const sample = matrix.samples.find((s) => s.id === params.sampleId);
  if (!sample) throw notFound(`Matrix '${matrix.name}' has no sample '${params.sampleId}'.`, "sampleId");
  return { sample, path: `${path}/samples/${sample.id}` };
}

function checkColumns(values: { column: string }[], known: string[], kind: string, index: number): void {
  const seen = new Set<string>();
  values.forEach((v, j) => {
    const target = `[${index}].${kind}[${j}].column`;
    if (!known.includes(v.column))
      throw badRequest(
        `Sample ${index + 1}: column '${v.column}' is not a ${kind === "dataValues" ? "data" : "result"} column of the matrix.`,
        target,
      );
    if (seen.has(v.column))
      throw badRequest(`Sample ${index + 1}: column '${v.column}' is given twice in ${kind}.`, target);
    seen.add(v.column);
  });
}

export const insertSamples: OperationHandler = ({ engine, params, body, client, baseUrl }) => {
  const { form, matrix, path } = findMatrix(engine, params);
  const input = body as { dataValues: DataValue[]; resultValues: ResultValue[] }[];
  if (input.length === 0) throw badRequest("Send at least one sample to insert.", "body");
  input.forEach((s, i) => {
    checkColumns(s.dataValues, matrix.dataColumns, "dataValues", i);
    checkColumns(s.resultValues, matrix.resultColumns, "resultValues", i);
  });
  const samples: Sample[] = input.map((s) => ({
    id: engine.random.uuid(),
    dataValues: s.dataValues.map(({ column, value }) => ({ column, value })),
    resultValues: s.resultValues.map(({ column, value }) => ({ column, value })),
    attachments: [],
  }));
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: form.workspaceId,
    ...(samples.length === 1 ? { resourceUrl: `${baseUrl}${path}/samples/${samples[0]!.id}` } : {}),
    details: samples.map((s) => ({ code: "created", message: "Sample created.", target: s.id })),
    effect: {
      type: "insertSamples",
      testFormId: params.testFormId!,
      testPhaseId: params.testPhaseId!,
      matrixId: params.matrixId!,
      samples,
    },
  });
};

/** Appends the samples to the end of the matrix. */
export function applyInsertSamples(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "insertSamples" }>,
  client: Client | undefined,
  at: number,
): void {
  const { form, matrix } = findMatrix(engine, {
    testFormId: effect.testFormId,
    testPhaseId: effect.testPhaseId,
    matrixId: effect.matrixId,
  });
  matrix.samples.push(...effect.samples);
  if (client) {
    engine.recordActivity({
      client,
      workspaceId: form.workspaceId,
      alias: "sample.insert",
      category: "Graph",
      name: "Insert samples",
      summary: `${client.name} inserted ${effect.samples.length} sample(s) into '${matrix.name}'.`,
      targets: [{ id: matrix.id, type: "graph.matrix", displayName: matrix.name }],
      at,
    });
  }
}

const sampleBody = (sample: Sample, expand: boolean) => ({
  id: sample.id,
  dataValues: sample.dataValues,
  resultValues: sample.resultValues,
  ...(expand ? { attachments: sample.attachments } : {}),
});

export const getSample: OperationHandler = ({ engine, params, query }) => {
  const { sample } = findSample(engine, params);
  return { status: 200, body: sampleBody(sample, query.$expand === "attachments") };
};

export const listSampleAttachments: OperationHandler = ({ engine, params, query, baseUrl }) => {
  const { sample, path } = findSample(engine, params);
  const start = query.$next === undefined ? 0 : decodeCursor(query.$next, "$next", sample.id).offset;
  const page = sample.attachments.slice(start, start + ATTACHMENT_PAGE_SIZE);
  const end = start + page.length;
  const next = new URL(`${baseUrl}${path}/attachments`);
  next.searchParams.set("$next", encodeCursor({ offset: end }, sample.id));
  return {
    status: 200,
    body: { data: page, ...(end < sample.attachments.length ? { "@nextLink": next.href } : {}) },
  };
};
