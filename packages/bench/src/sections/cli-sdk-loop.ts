// The loop `reportkit api GET /v1/security/users --paginate` is measured against: the same walk written
// with the SDK in one process, printing the items as one JSON document. Spawned by sections/cli.ts with
// the sandbox's REPORTKIT_* variables.
import { createReportkit, paginate } from "@reportkit/sdk";

const rk = createReportkit({ throwOnError: true });
const items: unknown[] = [];
for await (const user of paginate(rk.chains, "/v1/security/users")) items.push(user);
process.stdout.write(`${JSON.stringify(items)}\n`);
