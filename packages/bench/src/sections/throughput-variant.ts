// One throughput variant in a process of its own, forked by throughput.ts: it builds its variant, checks
// it answers a users page, then runs the batches it is asked for and reports their figures. Alone in its
// process, the variant's code is compiled for it alone, as in an app that uses one client: measured in
// one shared process, the variants slowed each other down (the undici transport by a third after raw
// fetch had run: the same platform objects and SDK steps seen with several shapes).
import { checkVariant, createVariants } from "../clients/variants.js";
import { runPool } from "../pool.js";
import type { VariantMessage, VariantRun } from "./throughput-protocol.js";

const [origin, name] = process.argv.slice(2) as [string, string];
const send = (message: VariantMessage) => process.send?.(message);

const variant = (await createVariants(origin)).find((candidate) => candidate.name === name);
const call = variant?.call;
if (!call) {
  send({ type: "unavailable", reason: variant?.unavailable ?? `no variant named ${name}` });
} else {
  await checkVariant(name, call);
  process.on("message", (message: VariantRun) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    runPool(message.requests, message.concurrency, call).then(
      () => {
        const used = process.cpuUsage(cpu);
        const seconds = (performance.now() - started) / 1000;
        send({
          type: "measured",
          requestsPerSecond: message.requests / seconds,
          cpuMicrosPerRequest: (used.user + used.system) / message.requests,
        });
      },
      (error: unknown) => send({ type: "failed", reason: String(error) }),
    );
  });
  send({ type: "ready" });
}
process.on("disconnect", () => process.exit(0));
