// How long after an operation completes `wait(rk, write)` resolves. The fake API answers the sheet write with a
// 202 (Retry-After: 1) and its operation turns `completed` at a known time; several waits run side by side,
// each completing at a different point between two polls.

import { wait } from "@reportkit/sdk";
import { createWarmSdk } from "../clients/variants.js";
import type { Row } from "../report.js";
import { completingSpreadsheet } from "../server/protocol.js";
import type { FakeApi } from "../server/start-server.js";
import { settings } from "../settings.js";
import { spread } from "../stats.js";

const SECTION = `polling (202 + Retry-After: ${settings.retryAfterSeconds})`;

export async function polling(api: FakeApi): Promise<{ rows: Row[]; details: unknown }> {
  const rk = await createWarmSdk(api.origin);
  const delays = await Promise.all(
    settings.operationCompletions.map(async (completesIn) => {
      const accepted = await rk.platform.PUT(
        "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}",
        {
          params: {
            path: { spreadsheetId: completingSpreadsheet(completesIn), sheetId: "sheet-1", range: "A1:B2" },
          },
          body: {
            values: [
              ["Region", "Revenue"],
              ["North", 1250.5],
            ],
          },
        },
      );
      const operation = await wait(rk, accepted);
      const resolvedAt = Date.now();
      const { completesAt } = await api.operation(operation.id);
      return resolvedAt - completesAt;
    }),
  );
  const delay = spread(delays);
  const limitMs = settings.retryAfterSeconds * 1000;
  return {
    rows: [
      {
        section: SECTION,
        figure: "wait resolves after completion",
        unit: "ms",
        spread: delay,
        target: { text: `<= ${limitMs} ms (one Retry-After)`, pass: delay.max <= limitMs && delay.min >= 0 },
      },
    ],
    details: { completesInMs: settings.operationCompletions, delaysMs: delays },
  };
}
