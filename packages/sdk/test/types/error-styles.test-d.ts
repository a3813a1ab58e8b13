// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run.
import type { AcceptedOperation, File, Sample } from "@reportkit/platform";
import { expectTypeOf } from "vitest";
import {
  type ApiError,
  createReportkit,
  createReportkitPlatformClient,
  createReportkitPrepClient,
  errorFromResult,
  type TokenProvider,
  unwrap,
} from "../../src/index.js";

declare const tokenProvider: TokenProvider;
const urls = { platform: "https://api.test", prep: "https://prep.test" };
const throwing = createReportkit({ tokenProvider, urls, throwOnError: true });
const plain = createReportkit({ tokenProvider, urls });
const sample = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };
const samplePath = "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}";
const file = { name: "n", kind: "Document", type: "Document", container: "c", template: false };

export async function throwingStyle(): Promise<void> {
  const { data, response } = await throwing.platform.GET(samplePath, { params: { path: sample } });
  const same = await plain.platform.GET(samplePath, { params: { path: sample } });
  // Exactly openapi-fetch's success data, minus undefined.
  expectTypeOf(data).toEqualTypeOf<NonNullable<typeof same.data>>();
  expectTypeOf(data).toExtend<Sample>();
  expectTypeOf(response).toEqualTypeOf<Response>();
  const id: string | undefined = data.id; // no `?.`: data is never undefined
  void id;

  const updated = await throwing.platform.PUT("/files/{fileId}", {
    params: { path: { fileId: "f" } },
    body: file,
  });
  expectTypeOf(updated.data).toExtend<File>();
  expectTypeOf(updated.data).not.toEqualTypeOf<File | undefined>();
  const accepted = await throwing.platform.PUT(
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}",
    {
      params: { path: { spreadsheetId: "s", sheetId: "t", range: "A1" } },
      body: { values: [[1, null, "x"]] },
    },
  );
  // The live service answers 202 with no body: the throwing style does not promise one.
  expectTypeOf<undefined>().toExtend<typeof accepted.data>();
  expectTypeOf<NonNullable<typeof accepted.data>>().toExtend<AcceptedOperation>();
  // @ts-expect-error: data may be undefined for a 202
  accepted.data.operationLocation;
  expectTypeOf(accepted.data?.operationLocation).toEqualTypeOf<string | undefined>();
  const tags = await throwing.prep.GET("/api/v1/tag");
  expectTypeOf(tags.data.body).not.toBeAny();

  const result = await throwing.platform.GET(samplePath, { params: { path: sample } });
  // @ts-expect-error a throwing call has no `error`: failures are thrown
  void result.error;
}

export async function defaultStyle(): Promise<void> {
  const result = await plain.platform.GET(samplePath, { params: { path: sample } });
  // @ts-expect-error in the default style data may be undefined (the call may have failed)
  void result.data.id;
  if (result.error === undefined) expectTypeOf(result.data).toExtend<Sample>();
  expectTypeOf(errorFromResult(result)).toEqualTypeOf<ApiError | undefined>();
  expectTypeOf(unwrap(result)).toEqualTypeOf<NonNullable<typeof result.data>>();
}

export async function wrongCalls(): Promise<void> {
  // @ts-expect-error no such path
  await throwing.platform.GET("/testForms/{testFormId}/nope", { params: { path: sample } });
  // @ts-expect-error the insertion path has no GET
  await throwing.platform.GET(
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
  );
  // @ts-expect-error a required path parameter is missing
  await throwing.platform.GET(samplePath, { params: { path: { testFormId: "f" } } });
  // @ts-expect-error the body of a file update needs every property (full replacement)
  await throwing.platform.PUT("/files/{fileId}", { params: { path: { fileId: "f" } }, body: { name: "n" } });
  // @ts-expect-error prep paths are not platform paths
  await throwing.platform.GET("/api/v1/tag");
  // @ts-expect-error no such path (default style too)
  await plain.platform.GET("/nope");
}

export function standaloneClients(): void {
  const platform = createReportkitPlatformClient({
    tokenProvider,
    baseUrl: "https://api.test",
    throwOnError: true,
  });
  expectTypeOf(platform.GET).toEqualTypeOf(throwing.platform.GET);
  const prep = createReportkitPrepClient({ tokenProvider, baseUrl: "https://prep.test" });
  expectTypeOf(prep.GET).toEqualTypeOf(plain.prep.GET);
}
