// `tsc --noEmit` time of a small consumer that makes one typed call with each of the SDK's three clients,
// type-checked as an app would (against the published .d.ts files in dist/, not the sources).
import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { spread } from "../stats.js";

const SECTION = "type-check";
const consumerDir = fileURLToPath(new URL("../../tmp/tsc-consumer/", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/lib/tsc.js");

const consumer = `import { createReportkit } from "@reportkit/sdk";

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

function runTsc(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [tsc, "--noEmit", "-p", consumerDir], (error, stdout) => {
      if (error) reject(new Error(`tsc failed on the consumer:\n${stdout}`));
      else resolve((performance.now() - started) / 1000);
    });
  });
}

export async function typecheckTime(): Promise<{ rows: Row[]; details: unknown }> {
  await mkdir(consumerDir, { recursive: true });
  await writeFile(`${consumerDir}consumer.ts`, consumer);
  await writeFile(`${consumerDir}tsconfig.json`, `${JSON.stringify(tsconfig, null, 2)}\n`);
  const seconds: number[] = [];
  for (let run = 0; run < settings.tscRuns; run++) seconds.push(await runTsc());
  return {
    rows: [
      {
        section: SECTION,
        figure: "tsc --noEmit, consumer of the three clients",
        unit: "s",
        spread: spread(seconds),
      },
    ],
    details: { consumerDir, seconds },
  };
}
