// `tsc --noEmit` time of small consumers of the SDK, type-checked as an app would (against the published
// .d.ts files in dist/, not the sources): one typed call with each of the three clients, and ten typed
// calls (GETs, a POST and a PUT with bodies, on all three clients). The ten-call consumer is also checked
// against the packages as built before the specs grew six times (issue 32), in the same interleaved runs.
import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { baselineBuild } from "../baseline-build.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { ratios, spread } from "../stats.js";

const SECTION = "type-check";
const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/lib/tsc.js");

const threeClients = `import { createReportkit } from "@reportkit/sdk";

const rk = createReportkit({ throwOnError: true });

export async function useAllThree(): Promise<string[]> {
  const activities = await rk.platform.GET("/organizations/{organizationId}/workspaces/{workspaceId}/activities", {
    params: { path: { organizationId: "org-1", workspaceId: "ws-1" }, query: { $filter: "action.alias eq 'fileUpdated'" } },
  });
  const tags = await rk.prep.GET("/api/v1/tag", { params: { query: { limit: 10 } } });
  const users = await rk.chains.GET("/v1/security/users", { params: { query: { page: 0, pageSize: 50 } } });
  return [
    ...activities.data.data.map((activity) => activity.summary ?? ""),
    ...tags.data.body.map((tag) => tag.key ?? ""),
    ...users.data.data.map((user) => user.email ?? ""),
  ];
}
`;

// Only operations that were already in the specs before they grew, so that both builds check it.
const tenCalls = `import { createReportkit } from "@reportkit/sdk";

const rk = createReportkit({ throwOnError: true });
const org = { organizationId: "org-1", workspaceId: "ws-1" };

export async function tenCalls(): Promise<unknown[]> {
  const activities = await rk.platform.GET("/organizations/{organizationId}/workspaces/{workspaceId}/activities", {
    params: { path: org, query: { $filter: "action.alias eq 'fileUpdated'" } },
  });
  const spreadsheet = await rk.platform.GET("/spreadsheets/{spreadsheetId}", { params: { path: { spreadsheetId: "s-1" } } });
  const operation = await rk.platform.GET("/operations/{operationId}", { params: { path: { operationId: "op-1" } } });
  const activity = await rk.platform.GET("/activities/{activityId}", { params: { path: { activityId: "a-1" } } });
  const workspace = await rk.platform.GET("/organizations/{organizationId}/workspaces/{workspaceId}", {
    params: { path: org },
  });
  const copy = await rk.platform.POST("/files/{fileId}/copy", {
    params: { path: { fileId: "f-1" } },
    body: { destinationContainer: "folder-1", destinationName: "Copy" },
  });
  const values = await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
    params: { path: { spreadsheetId: "s-1", sheetId: "sh-1", range: "A1:B2" } },
    body: { values: [["a", 1]] },
  });
  const tags = await rk.prep.GET("/api/v1/tag", { params: { query: { limit: 10 } } });
  const list = await rk.prep.GET("/api/v1/selectlist/{selectListId}", { params: { path: { selectListId: "sl-1" } } });
  const users = await rk.chains.GET("/v1/security/users", { params: { query: { page: 0, pageSize: 50 } } });
  return [
    ...activities.data.data.map((item) => item.summary ?? ""),
    spreadsheet.data.name,
    operation.data.status,
    activity.data.id,
    workspace.data.name,
    copy.data,
    values.data,
    ...tags.data.body.map((tag) => tag.key ?? ""),
    list.data.body,
    ...users.data.data.map((user) => user.email ?? ""),
  ];
}
`;

const tsconfig = {
  compilerOptions: {
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
  files: ["consumer.ts"],
};

/** Writes a consumer into `tmp/<name>/` of the bench package under `root` (this one, or a baseline's). */
async function consumer(root: string, name: string, source: string): Promise<string> {
  const dir = `${root}packages/bench/tmp/${name}/`;
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}consumer.ts`, source);
  await writeFile(`${dir}tsconfig.json`, `${JSON.stringify(tsconfig, null, 2)}\n`);
  return dir;
}

function runTsc(dir: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [tsc, "--noEmit", "-p", dir], (error, stdout) => {
      if (error) reject(new Error(`tsc failed on ${dir}consumer.ts:\n${stdout}`));
      else resolve((performance.now() - started) / 1000);
    });
  });
}

export async function typecheckTime(): Promise<{ rows: Row[]; details: unknown }> {
  const three = await consumer(repoRoot, "tsc-consumer", threeClients);
  const ten = await consumer(repoRoot, "tsc-ten-calls", tenCalls);
  const commit = settings.typecheckBaseline;
  let before: string | undefined;
  let unavailable: string | undefined;
  try {
    before = await consumer(await baselineBuild(commit), "tsc-ten-calls", tenCalls);
  } catch (error) {
    unavailable = `no baseline: ${(error as Error).message.split("\n")[0]}`;
  }
  const seconds = { three: [] as number[], ten: [] as number[], before: [] as number[] };
  for (let run = 0; run < settings.tscRuns; run++) {
    seconds.three.push(await runTsc(three));
    seconds.ten.push(await runTsc(ten));
    if (before) seconds.before.push(await runTsc(before));
  }
  const growth = before ? spread(ratios(seconds.ten, seconds.before)) : undefined;
  return {
    rows: [
      {
        section: SECTION,
        figure: "tsc --noEmit, consumer of the three clients",
        unit: "s",
        spread: spread(seconds.three),
      },
      { section: SECTION, figure: "tsc --noEmit, ten typed calls", unit: "s", spread: spread(seconds.ten) },
      {
        section: SECTION,
        figure: `tsc --noEmit, ten typed calls, packages of ${commit}`,
        unit: "s",
        ...(before ? { spread: spread(seconds.before) } : { note: unavailable }),
      },
      {
        section: SECTION,
        figure: `ten typed calls / packages of ${commit}`,
        unit: "x",
        ...(growth
          ? { spread: growth, target: { text: "<= 1.25", pass: growth.median <= 1.25 } }
          : { target: { text: "<= 1.25" }, note: unavailable }),
      },
    ],
    details: { commit, seconds },
  };
}
