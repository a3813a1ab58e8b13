// Runs inside Chromium, bundled by esbuild: the SDK as a browser app would use it, against the sandbox.
import { createReportkit, NotFoundError, paginate, wait } from "@reportkit/sdk";

interface Config {
  urls: { auth: string; platform: string; prep: string; chains: string };
  clientId: string;
  clientSecret: string;
  spreadsheetId: string;
  sheetId: string;
}

declare global {
  interface Window {
    reportkitConfig: Config;
    reportkitResult?: Record<string, unknown>;
    reportkitError?: string;
  }
}

async function run(config: Config): Promise<Record<string, unknown>> {
  const rk = createReportkit({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    urls: config.urls,
    throwOnError: true,
  });
  const accepted = await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
    params: { path: { spreadsheetId: config.spreadsheetId, sheetId: config.sheetId, range: "A1:B1" } },
    body: { values: [["from", "chromium"]] },
  });
  const statuses: string[] = [];
  const operation = await wait(rk, accepted, { onProgress: (op) => statuses.push(op.status) });
  let users = 0;
  for await (const _user of paginate(rk.chains, "/v1/security/users", {
    params: { query: { pageSize: 100 } },
  })) {
    users++;
  }
  let notFound = "";
  try {
    await rk.chains.GET("/v1/security/users/{userId}", { params: { path: { userId: "nobody" } } });
  } catch (error) {
    if (error instanceof NotFoundError) notFound = `${error.name} ${error.status}`;
  }
  return {
    hasProcess: typeof (globalThis as { process?: unknown }).process !== "undefined",
    operation: operation.status,
    statuses,
    operationLocation: accepted.data?.operationLocation,
    users,
    notFound,
  };
}

run(window.reportkitConfig).then(
  (result) => {
    window.reportkitResult = result;
  },
  (error: unknown) => {
    window.reportkitError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  },
);
