import type { Random } from "../core/random.js";
import type { Past } from "./seed-time.js";
import type { Chain, ChainRunNodeRecord, ChainRunRecord, User } from "./types.js";

/** How long a run sleeps before it is enqueued, and how long it takes in all (sandbox clock, ms). */
export const CHAIN_RUN_SLEEP_MS = 1_000;
export const CHAIN_RUN_DURATION_MS = 30_000;
/** The first seeded run's id; runs are numbered from it, in the order they start. */
export const FIRST_CHAIN_RUN_ID = 94_501;

const NODE_NAMES = ["Load ledger", "Reconcile", "Publish report"];
const PAST_OUTCOMES = [
  { state: "all_succeeded", resultText: "success" },
  { state: "warned", resultText: "completed with warnings" },
  { state: "errored", resultText: "failed" },
] as const;

/** The command nodes of one run of a chain (two or three, named after the steps of a ledger chain). */
export function runNodes(random: Random, count: number): ChainRunNodeRecord[] {
  return NODE_NAMES.slice(0, count).map((name, i) => ({ id: String(i + 1), nodeId: random.uuid(), name }));
}

/**
 * Two finished runs of every chain of every environment, started by the schedule or a user, numbered
 * from FIRST_CHAIN_RUN_ID in the order they started.
 */
export function seedChainRuns(
  random: Random,
  past: Past,
  environments: Record<string, Chain[]>,
  users: User[],
): ChainRunRecord[] {
  const runs = Object.entries(environments).flatMap(([envId, chains]) =>
    chains.flatMap((chain) =>
      [0, 1].map(() => {
        const user = random.pick(users.slice(0, 10));
        const startedMs = past(30) + random.int(0, 999_999) / 1000;
        const endsMs = startedMs + random.int(60, 3_600) * 1000 + random.int(0, 999_999) / 1000;
        const outcome = random.pick(PAST_OUTCOMES);
        return {
          id: "",
          chainId: chain.id,
          envId,
          userId: user.id,
          userName: `${user.first_name} ${user.last_name}`,
          launchType: random.pick(["schedule", "schedule", "api", "manual"]),
          state: outcome.state,
          startedMs,
          endsMs,
          endedMs: endsMs,
          resultText: outcome.resultText,
          nodes: runNodes(random, random.int(2, 3)),
        } satisfies ChainRunRecord;
      }),
    ),
  );
  runs.sort((a, b) => a.startedMs - b.startedMs);
  return runs.map((run, i) => ({ ...run, id: String(FIRST_CHAIN_RUN_ID + i) }));
}
