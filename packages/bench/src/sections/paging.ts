// Walking 50 `@nextLink` pages (20 ms each on the server, 20 ms of work each in the consumer), with and
// without prefetch: prefetch should overlap the next page's latency with the current page's work.
import { setTimeout as sleep } from "node:timers/promises";
import { paginate } from "@reportkit/sdk";
import { createWarmSdk } from "../clients/variants.js";
import { ORGANIZATION_ID, WORKSPACE_ID } from "../fixtures.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { ratios, spread } from "../stats.js";

const SECTION = `paging (${settings.pages} pages, ${settings.pageLatencyMs} ms server + ${settings.pageWorkMs} ms work each)`;

export async function paging(origin: string): Promise<{ rows: Row[]; details: unknown }> {
  const rk = await createWarmSdk(origin);
  const walk = async (prefetch: boolean): Promise<number> => {
    const started = performance.now();
    let pages = 0;
    const list = paginate(
      rk.platform,
      "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
      { params: { path: { organizationId: ORGANIZATION_ID, workspaceId: WORKSPACE_ID } } },
      { prefetch },
    );
    for await (const _page of list.pages()) {
      pages++;
      await sleep(settings.pageWorkMs);
    }
    if (pages !== settings.pages) throw new Error(`paging walked ${pages} pages, not ${settings.pages}`);
    return performance.now() - started;
  };

  await walk(true); // warm up
  const plain: number[] = [];
  const prefetched: number[] = [];
  for (let round = 0; round < settings.pagingRounds; round++) {
    plain.push(await walk(false));
    prefetched.push(await walk(true));
  }
  const speedup = spread(ratios(plain, prefetched));
  const rows: Row[] = [
    { section: SECTION, figure: "wall time without prefetch", unit: "ms", spread: spread(plain) },
    { section: SECTION, figure: "wall time with prefetch", unit: "ms", spread: spread(prefetched) },
    {
      section: SECTION,
      figure: "without / with prefetch",
      unit: "x",
      spread: speedup,
      target: { text: "> 1 (prefetch faster)", pass: speedup.max > 1 && speedup.median > 1 },
    },
  ];
  return { rows, details: { plainMs: plain, prefetchMs: prefetched } };
}
