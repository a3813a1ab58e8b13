import type { DemoIds } from "@reportkit/sandbox";
import { paginate, type Reportkit, wait } from "@reportkit/sdk";
import { errorInfo } from "./error-info.js";
import { boundOf, PATIENT, patientBoundOf, WAIT } from "./settings.js";
import type { ErrorInfo, UnitName, WriteMarker } from "./types.js";

/** How one unit ended, before the runner adds its timing. */
export interface UnitResult {
  outcome: "resolved" | "rejected";
  error?: ErrorInfo;
}

/** One call of the mixed workload. */
export interface Unit {
  name: UnitName;
  boundMs: number;
  write?: WriteMarker;
  run(): Promise<UnitResult>;
}

export interface WorkloadContext {
  rk: Reportkit<true>;
  demo: DemoIds;
  /** Makes markers unique across the whole file (`fm-<kind>-<call>`). */
  markerPrefix: string;
  /** A spreadsheet row no other call of the file writes to. */
  nextRow(): number;
  /** The client's `deadlineMs` (what each exchange may take). */
  deadlineMs: number;
  /** Runs between a write's 202 and its wait (to drop the cached token, as if it expired meanwhile). */
  beforeWait?: () => Promise<void>;
  /** Recovery calls: per-call limits that only a hang exceeds ({@link PATIENT}). */
  patient?: boolean;
}

/** The mix, repeated: writes with waits, user and activity walks, imports. */
const MIX: UnitName[] = [
  "rangeWrite",
  "sampleInsert",
  "userPages",
  "rangeWrite",
  "sampleInsert",
  "activityPages",
  "prepImport",
  "rangeWrite",
  "sampleInsert",
  "userPages",
];

const COLUMN = "H";

/** Runs `body`; a rejection of any kind is recorded, never rethrown. */
async function settle(body: () => Promise<unknown>): Promise<UnitResult> {
  try {
    await body();
    return { outcome: "resolved" };
  } catch (error) {
    return { outcome: "rejected", error: errorInfo(error) };
  }
}

/** The `index`-th call of the workload (the mix repeats every ten calls). */
export function unitAt(index: number, context: WorkloadContext, name = MIX[index % MIX.length]!): Unit {
  const { rk, demo } = context;
  const marker = `${context.markerPrefix}-${index}`;
  const boundMs = context.patient ? patientBoundOf(name) : boundOf(name, context.deadlineMs);
  // Recovery calls: per-call limits over the client's short ones (see PATIENT).
  const call = context.patient ? { retry: PATIENT.retry, timeoutMs: PATIENT.callTimeoutMs } : {};
  const walk = context.patient ? { retry: PATIENT.retry, pageTimeoutMs: PATIENT.callTimeoutMs } : {};
  const waitOptions = context.patient
    ? { ...WAIT, timeoutMs: PATIENT.waitTimeoutMs, retry: PATIENT.retry }
    : WAIT;
  switch (name) {
    case "rangeWrite": {
      const cell = `${COLUMN}${context.nextRow()}`;
      const { spreadsheetId, sheetId } = demo;
      return {
        name,
        boundMs,
        write: { kind: "range", marker, cell },
        run: () =>
          settle(async () => {
            const accepted = await rk.platform.PUT(
              "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}",
              {
                params: { path: { spreadsheetId, sheetId, range: cell } },
                body: { values: [[marker]] },
                ...call,
              },
            );
            await context.beforeWait?.();
            await wait(rk, accepted, waitOptions);
          }),
      };
    }
    case "sampleInsert": {
      const { testFormId, testPhaseId, matrixId, dataColumns } = demo;
      return {
        name,
        boundMs,
        write: { kind: "sample", marker },
        run: () =>
          settle(async () => {
            const accepted = await rk.platform.POST(
              "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
              {
                params: { path: { testFormId, testPhaseId, matrixId } },
                body: [{ dataValues: [{ column: dataColumns[0] ?? "", value: marker }], resultValues: [] }],
                ...call,
              },
            );
            await context.beforeWait?.();
            await wait(rk, accepted, waitOptions);
          }),
      };
    }
    case "prepImport":
      return {
        name,
        boundMs,
        write: { kind: "import", marker },
        run: () =>
          settle(() =>
            rk.prep.POST("/api/v1/table/{tableId}/import", {
              params: { path: { tableId: demo.tableId } },
              body: { fileId: marker, delimiter: "," },
              ...call,
            }),
          ),
      };
    case "userPages":
      return {
        name,
        boundMs,
        run: () =>
          settle(async () => {
            const users = paginate(
              rk.chains,
              "/v1/security/users",
              { params: { query: { pageSize: 100 } } },
              walk,
            );
            for await (const _user of users) {
              // Walk every page.
            }
          }),
      };
    case "activityPages":
      return {
        name,
        boundMs,
        run: () =>
          settle(async () => {
            const { organizationId, workspaceId } = demo;
            const pages = paginate(
              rk.platform,
              "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
              { params: { path: { organizationId, workspaceId }, query: { $maxpagesize: 20 } } },
              walk,
            ).pages();
            let seen = 0;
            for await (const _page of pages) {
              seen += 1;
              if (seen >= 2) break;
            }
          }),
      };
  }
}
