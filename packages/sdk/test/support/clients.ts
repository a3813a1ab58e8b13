import { type FetchRecorder, recordFetch } from "@reportkit/testkit";
import { createReportkitPlatformClient, type ReportkitClientOptions } from "../../src/index.js";
import { PLATFORM_URL, staticTokens } from "./fake-service.js";

export const insertionPath =
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion";
export const samplePath =
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}";
export const valuesPath = "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}";
export const matrix = { testFormId: "form-1", testPhaseId: "phase-1", matrixId: "matrix-1" };
export const samples = [{ dataValues: [{ column: "col-1", value: 42 }], resultValues: [] }];

/** A platform client over a recording fetch, with a fixed token and deterministic jitter (0.5). */
export function platformOver(
  recorder: FetchRecorder = recordFetch(),
  options: Partial<Omit<ReportkitClientOptions, "throwOnError">> = {},
) {
  const tokens = staticTokens();
  const client = createReportkitPlatformClient({
    baseUrl: PLATFORM_URL,
    tokenProvider: tokens,
    fetch: recorder.fetch,
    ...options,
    retry: { random: () => 0.5, ...(options.retry || {}) },
  });
  return { client, recorder, tokens };
}
