// How much work each section does. The defaults take a few minutes on 2 cores; the env variables go quicker.

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer; got ${raw}.`);
  return value;
}

export const settings = {
  /** GETs per variant per round of the throughput section (BENCH_REQUESTS). */
  requests: intFromEnv("BENCH_REQUESTS", 5_000),
  /** Interleaved rounds of the throughput section (BENCH_ROUNDS). */
  rounds: intFromEnv("BENCH_ROUNDS", 7),
  /** Requests in flight in the concurrent runs. */
  concurrency: 32,
  /** Users per page of the chains users list served to the throughput variants. */
  usersPerPage: 5,
  /**
   * Interleaved rounds of the in-memory section (BENCH_INMEMORY_ROUNDS): its OpenTelemetry target is
   * 1 % between two variants whose rounds differ by up to ±5 % each, so it takes more rounds than 5.
   */
  inMemoryRounds: intFromEnv("BENCH_INMEMORY_ROUNDS", 15),
  /** How long tinybench samples each in-memory task per round, in ms (BENCH_TASK_MS). */
  inMemoryTaskMs: intFromEnv("BENCH_TASK_MS", 250),
  /** SDK calls per round of the heap section (BENCH_HEAP_CALLS); heap measured at half and at the end. */
  heapCalls: intFromEnv("BENCH_HEAP_CALLS", 20_000),
  /** Rounds of the heap section, each with a fresh SDK (BENCH_HEAP_ROUNDS). */
  heapRounds: intFromEnv("BENCH_HEAP_ROUNDS", 3),
  /** Pages of the paging section, the server's latency per page and the consumer's work per page. */
  pages: 50,
  pageLatencyMs: 20,
  pageWorkMs: 20,
  pagingRounds: intFromEnv("BENCH_PAGING_ROUNDS", 3),
  /** When the polled operations complete, in ms after their 202 (one wait each, run side by side). */
  operationCompletions: [1_100, 1_300, 1_500, 1_700, 1_900],
  /** The 202's and each running poll's Retry-After, in seconds. */
  retryAfterSeconds: 1,
  /** Cold calls fired at once in the token section, and how many fresh SDKs do it. */
  coldCalls: 1_000,
  tokenRounds: 3,
  /** Rounds of the command-line section: fresh processes per variant (BENCH_CLI_ROUNDS). */
  cliRounds: intFromEnv("BENCH_CLI_ROUNDS", 15),
  /** Rounds of the MCP server's start section: fresh processes (BENCH_MCP_ROUNDS). */
  mcpRounds: intFromEnv("BENCH_MCP_ROUNDS", 15),
  /** `tsc --noEmit` runs of each consumer (BENCH_TSC_RUNS), interleaved. */
  tscRuns: intFromEnv("BENCH_TSC_RUNS", 7),
  /**
   * The commit whose packages the ten-call consumer is also checked against (BENCH_TYPECHECK_BASELINE):
   * the last one before the specs grew from 61 operations to every published one (issue 32).
   */
  typecheckBaseline: process.env.BENCH_TYPECHECK_BASELINE || "c915d52",
} as const;
