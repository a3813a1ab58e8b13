// Token requests the server sees when a fresh SDK (empty token cache) makes 1000 calls at once.
import { createReportkit } from "@reportkit/sdk";
import { CLIENT_ID, CLIENT_SECRET, USERS_PATH } from "../fixtures.js";
import type { Row } from "../report.js";
import type { FakeApi } from "../server/start-server.js";
import { settings } from "../settings.js";
import { spread } from "../stats.js";

const SECTION = "token requests";

export async function tokens(api: FakeApi): Promise<{ rows: Row[]; details: unknown }> {
  const counts: number[] = [];
  for (let round = 0; round < settings.tokenRounds; round++) {
    const rk = createReportkit({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      urls: { auth: api.origin, chains: api.origin, platform: api.origin, prep: api.origin },
      env: false,
    });
    await api.reset();
    const results = await Promise.all(
      Array.from({ length: settings.coldCalls }, () =>
        rk.chains.GET(USERS_PATH, { params: { query: { page: 0, pageSize: settings.usersPerPage } } }),
      ),
    );
    const failed = results.filter((result) => !result.response.ok).length;
    if (failed > 0) throw new Error(`${failed} of ${settings.coldCalls} cold calls failed`);
    counts.push((await api.stats()).tokenRequests);
  }
  const count = spread(counts);
  return {
    rows: [
      {
        section: SECTION,
        figure: `token requests for ${settings.coldCalls} concurrent cold calls`,
        unit: "count",
        spread: count,
        target: { text: "1", pass: count.max === 1 && count.min === 1 },
      },
    ],
    details: { tokenRequestsPerRound: counts },
  };
}
