// Loads @opentelemetry/api and the SDK's telemetry chunk before each test file, as a process that made
// one instance already has: every instance is then ready at once, so a test's first call is sent in the
// same tick (fake timers advance nothing while a real import is pending). test/telemetry/loading.test.ts
// covers the first instance of a process, which awaits the loading.
import { startTelemetry } from "../../src/telemetry/telemetry.js";

await startTelemetry().ready;
