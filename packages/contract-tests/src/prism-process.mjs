// One process serving several specs with Stoplight Prism, each on its own port, as `prism mock <spec>`
// would (the CLI's own single-process start: the same request and response validation, the same mock
// settings), without a Node process, a Prism module graph and a file watcher per spec.
// Usage: node prism-process.mjs <host> <port>=<spec> ...; prints "Prism is listening on <url>" per spec.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("@stoplight/prism-cli/dist/index.js");
const { createSingleProcessPrism } = createRequire(cli)("./util/createServer.js");

const [host, ...servers] = process.argv.slice(2);
for (const server of servers) {
  const at = server.indexOf("=");
  // The `prism mock` defaults (src/prism.ts used to spawn the CLI); the log level is the CLI's own
  // "start" level (the listening line), so requests are not logged one by one, violations still are.
  await createSingleProcessPrism({
    cors: true,
    dynamic: false,
    host,
    port: Number(server.slice(0, at)),
    document: server.slice(at + 1),
    multiprocess: false,
    errors: false,
    verboseLevel: "start",
    ignoreExamples: false,
    seed: null,
    jsonSchemaFakerFillProperties: undefined,
  });
}
