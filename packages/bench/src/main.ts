// pnpm bench: one run of every section, one table on stdout, the same figures in results/bench.json.
// Never part of the test command; BENCH_REQUESTS, BENCH_ROUNDS... (settings.ts) make it quicker.
import { formatTable, type Row } from "./report.js";
import { resultsFile, writeResults } from "./results-file.js";
import { cli } from "./sections/cli.js";
import { coldStart } from "./sections/cold-start.js";
import { heap } from "./sections/heap.js";
import { inMemory } from "./sections/in-memory.js";
import { mcp } from "./sections/mcp.js";
import { paging } from "./sections/paging.js";
import { polling } from "./sections/polling.js";
import { redisStore } from "./sections/redis-store.js";
import { sandboxTier } from "./sections/sandbox-tier.js";
import { size } from "./sections/size.js";
import { sourceLines } from "./sections/source-lines.js";
import { throughput } from "./sections/throughput.js";
import { tokens } from "./sections/tokens.js";
import { typecheckTime } from "./sections/typecheck-time.js";
import { startFakeApi } from "./server/start-server.js";
import { settings } from "./settings.js";

type Section = () => Promise<{ rows: Row[]; details: unknown }>;

const rows: Row[] = [];
const details: Record<string, unknown> = {};

/** BENCH_ONLY=throughput,heap runs only the named sections (their names as printed on stderr). */
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());

async function run(name: string, section: Section): Promise<void> {
  if (only && !only.includes(name)) return;
  const started = performance.now();
  process.stderr.write(`bench: ${name}...`);
  const result = await section();
  rows.push(...result.rows);
  details[name] = result.details;
  process.stderr.write(` ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

process.stderr.write(
  `bench: ${settings.requests} requests x ${settings.rounds} rounds per variant and concurrency (BENCH_REQUESTS, BENCH_ROUNDS)\n`,
);
const api = await startFakeApi();
try {
  await run("throughput", () => throughput(api.origin));
  await run("in-memory", inMemory);
  await run("heap", heap);
  await run("paging", () => paging(api.origin));
  await run("polling", () => polling(api));
  await run("tokens", () => tokens(api));
} finally {
  await api.close();
}
await run("cli", cli);
await run("redis", redisStore);
await run("size", size);
await run("cold start", coldStart);
await run("mcp", mcp);
await run("sandbox", sandboxTier);
await run("source", sourceLines);
await run("typecheck", typecheckTime);

await writeResults(rows, details);
console.log(formatTable(rows));
const failed = rows.filter((row) => row.target?.pass === false).length;
console.log(
  `\n${failed} of ${rows.filter((row) => row.target).length} targets missed. Figures: ${resultsFile}`,
);
