// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run. What createReportkit's clients
// inherit from the strict generated types: closed request bodies and open enums, in both error styles.
import type { FileUpdate } from "@reportkit/platform";
import { expectTypeOf } from "vitest";
import { createReportkit, type TokenProvider } from "../../src/index.js";

declare const tokenProvider: TokenProvider;
const urls = { platform: "https://api.test", prep: "https://prep.test", chains: "https://chains.test" };
const throwing = createReportkit({ tokenProvider, urls, throwOnError: true });
const plain = createReportkit({ tokenProvider, urls });
const file: FileUpdate = { name: "n", kind: "Document", type: "Document", container: "c", template: false };
const fileId = { params: { path: { fileId: "f" } } };

export async function closedBodies(): Promise<void> {
  await plain.platform.PUT("/files/{fileId}", { ...fileId, body: file });
  await throwing.platform.PUT("/files/{fileId}", { ...fileId, body: file });
  // @ts-expect-error: a misspelled body key does not compile (default style)
  await plain.platform.PUT("/files/{fileId}", { ...fileId, body: { ...file, colour: "red" } });
  // @ts-expect-error: nor in the throwing style
  await throwing.platform.PUT("/files/{fileId}", { ...fileId, body: { ...file, colour: "red" } });
  // @ts-expect-error: trash takes an empty object, nothing else
  await throwing.platform.POST("/files/{fileId}/trash", { ...fileId, body: { force: true } });
  await throwing.platform.POST("/files/{fileId}/trash", { ...fileId, body: {} });
  // @ts-expect-error: no such path
  await throwing.platform.POST("/files/{fileId}/trashh", { ...fileId, body: {} });
}

export async function tableEditRanges(): Promise<void> {
  const tableId = { params: { path: { tableId: "t" } } };
  // Ranges are named as the live service names them: {startRow, stopRow} and {startColumn, stopColumn}.
  await throwing.platform.POST("/content/tables/{tableId}/edit", {
    ...tableId,
    body: { type: "deleteRows", deleteRows: { rows: { startRow: 0, stopRow: 1 } } },
  });
  await plain.platform.POST("/content/tables/{tableId}/edit", {
    ...tableId,
    body: {
      type: "moveColumns",
      moveColumns: { move: { startColumn: 0, stopColumn: 1 }, nextTo: 3, side: "putAfter" },
    },
  });
  await throwing.platform.POST("/content/tables/{tableId}/edit", {
    ...tableId,
    // @ts-expect-error: {start, stop} is not a range the service knows (throwing style)
    body: { type: "deleteRows", deleteRows: { rows: { start: 0, stop: 1 } } },
  });
  // @ts-expect-error: nor in the default style
  await plain.platform.POST("/content/tables/{tableId}/edit", {
    ...tableId,
    body: { type: "moveRows", moveRows: { move: { start: 0, stop: 1 }, nextTo: 3, side: "putAfter" } },
  });
}

export async function openEnums(): Promise<void> {
  const { data } = await throwing.platform.GET("/operations/{operationId}", {
    params: { path: { operationId: "o" } },
  });
  // Known values complete, a value the server adds later still type-checks, and it reads as a string.
  expectTypeOf(data.status).toExtend<string>();
  const later: typeof data.status = "validating";
  const known: typeof data.status = "completed";
  void [later, known];
  const users = await plain.platform.GET("/organizations/{organizationId}/orgReportUsers", {
    params: { path: { organizationId: "7f1c7d2e-4c1b-4b8e-9a65-2f7d2f1f0a11" }, query: { "page[size]": 50 } },
  });
  expectTypeOf(users.data?.data[0]?.type).toExtend<string | undefined>();
}
