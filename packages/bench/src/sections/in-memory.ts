// Cost per call with no socket (tinybench: each task sampled for BENCH_TASK_MS per round), SDK vs openapi-fetch.
import { Bench } from "tinybench";
import { inMemoryCalls, SDK_OTEL_OFF, SDK_OTEL_PROVIDER } from "../clients/in-memory.js";
import { dropExported, registerInMemoryProvider, unregisterProvider } from "../clients/telemetry.js";
import type { Row } from "../report.js";
import { settings } from "../settings.js";
import { ratios, spread } from "../stats.js";

const SECTION = "in-memory cost per call (no socket)";
const SDK_LIMIT = 1.3;

export async function inMemory(): Promise<{ rows: Row[]; details: unknown }> {
  const calls = Object.entries(await inMemoryCalls());
  const micros = new Map<string, number[]>(calls.map(([name]) => [name, []]));
  // The variant with a provider runs after every round of the others: run among them, it left shared
  // code of the SDK and of @opentelemetry/api tuned for spans, and the "installed, no provider" variant
  // measured 0.80x of "without it" where, alone, the two are within 0.3 % of each other.
  const plain = calls.filter(([name]) => name !== SDK_OTEL_PROVIDER);
  const traced = calls.filter(([name]) => name === SDK_OTEL_PROVIDER);
  for (const group of [plain, traced]) {
    for (let round = 0; round < settings.inMemoryRounds; round++) {
      const bench = new Bench({
        time: settings.inMemoryTaskMs,
        warmupTime: 50,
        retainSamples: false,
        throws: true,
      });
      for (let index = 0; index < group.length; index++) {
        const [name, call] = group[(index + round) % group.length]!;
        if (name === SDK_OTEL_PROVIDER) {
          let count = () => 0;
          bench.add(
            name,
            async () => {
              await call();
              if (count() > 10_000) dropExported();
            },
            {
              beforeAll: () => {
                count = registerInMemoryProvider();
              },
              afterAll: () => {
                if (count() === 0) throw new Error("the in-memory provider exported no span");
                unregisterProvider();
              },
            },
          );
        } else bench.add(name, call);
      }
      for (const task of await bench.run()) {
        const result = task.result;
        if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`);
        micros.get(task.name)!.push(result.latency.mean * 1000);
      }
    }
  }

  const rows: Row[] = calls.map(([name]) => ({
    section: SECTION,
    figure: name,
    unit: "us",
    spread: spread(micros.get(name)!),
  }));
  const sdkRatio = spread(ratios(micros.get("SDK")!, micros.get("openapi-fetch")!));
  rows.push({
    section: SECTION,
    figure: "SDK / openapi-fetch",
    unit: "x",
    spread: sdkRatio,
    target: { text: `<= ${SDK_LIMIT}`, pass: sdkRatio.median <= SDK_LIMIT },
  });
  // Issue 23: what OpenTelemetry costs. Installed without a provider (the SDK row: nothing is made) against
  // none at all; and with an in-memory provider (spans, metrics, traceparent), printed.
  const otelOff = micros.get(SDK_OTEL_OFF)!;
  const noProvider = spread(ratios(otelOff, micros.get("SDK")!));
  rows.push({
    section: SECTION,
    figure: "SDK, @opentelemetry/api installed, no provider / without it (speed)",
    unit: "x",
    spread: noProvider,
    target: { text: ">= 0.99", pass: noProvider.median >= 0.99 },
  });
  rows.push({
    section: SECTION,
    figure: "SDK, in-memory OpenTelemetry provider / without it (speed)",
    unit: "x",
    spread: spread(ratios(otelOff, micros.get(SDK_OTEL_PROVIDER)!)),
  });
  return { rows, details: { taskMs: settings.inMemoryTaskMs, microsPerCall: Object.fromEntries(micros) } };
}
