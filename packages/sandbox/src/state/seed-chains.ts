import type { Random } from "../core/random.js";
import { chainsTime, DAY, type Past } from "./seed-time.js";
import type { Chain, ChainsState, User } from "./types.js";

const CHAIN_NAMES = [
  "Nightly load",
  "Month-end close",
  "FX refresh",
  "Ledger sync",
  "Archive sweep",
  "KPI export",
];
const FIRST_NAMES = [
  "Ada",
  "Alan",
  "Grace",
  "Edsger",
  "Barbara",
  "Donald",
  "Frances",
  "John",
  "Katherine",
  "Linus",
];
const LAST_NAMES = [
  "Lovelace",
  "Turing",
  "Hopper",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Allen",
  "Backus",
  "Johnson",
  "Torvalds",
];

/** Chains' timestamps are date-times without a zone, to the microsecond, as the live service sends them. */
const local = chainsTime;

function chain(random: Random, past: Past, name: string, i: number): Chain {
  const created = past(200);
  return {
    id: `chain-${random.hex(6)}`,
    internal_id: 1000 + i,
    name,
    description: `${name} of the ledger.`,
    created_at: local(created),
    updated_at: local(created + random.int(0, 60) * DAY),
    disabled: random.next() < 0.2,
    concurrency_enabled: random.next() < 0.3,
    runtime_inputs: Array.from({ length: random.int(0, 2) }, () => ({
      vuid: random.uuid(),
      data_type: random.pick(["string", "number", "date"]),
    })),
    schedules: [
      {
        enabled: true,
        start_at: "2026-01-01 00:00:00.000000",
        end_at: "2026-12-31 23:59:59.000000",
        properties: {
          days_of_month: [],
          days_of_week: random.next() < 0.5 ? [] : ["MON", "WED", "FRI"],
          recurring_interval: 1,
          recurring_type: random.pick(["daily", "weekly"]),
          run_at_hours: random.int(0, 23),
          run_at_minutes: random.pick([0, 15, 30, 45]),
          run_at_seconds: 0,
          zone: random.pick(["Europe/Berlin", "America/New_York", "UTC"]),
        },
      },
    ],
  };
}

/** The company's 230 users. */
function seedUsers(random: Random, past: Past): User[] {
  return Array.from({ length: 230 }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const created = past(700);
    return {
      id: `usr-${1001 + i}`,
      email: `${first}.${last}.${i + 1}@company.invalid`.toLowerCase(),
      first_name: first,
      last_name: last,
      sso_enabled: random.next() < 0.6,
      last_sign_in_at: local(past(30)),
      created_at: local(created),
    };
  });
}

/** Chains in two environments (4 in env-dev, 6 in env-prod) and the company's users; runs come later. */
export function seedChains(random: Random, past: Past): ChainsState {
  const environments = {
    "env-dev": CHAIN_NAMES.slice(0, 4).map((n, i) => chain(random, past, n, i)),
    "env-prod": CHAIN_NAMES.map((n, i) => chain(random, past, n, 100 + i)),
  };
  return { environments, users: seedUsers(random, past), runs: [] };
}
