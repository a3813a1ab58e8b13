// The sandbox's spec-driven tier (issue 33): an operation without hand-written emulation answered in
// process (median of many calls, validation off as outside tests), and the sandbox's start in a fresh
// Node process (import, specs read, routes made, state seeded), median of several processes.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createSandbox } from "@reportkit/sandbox";
import type { Row } from "../report.js";
import { spread } from "../stats.js";

const SECTION = "sandbox (spec-driven tier)";
const CALL_LIMIT_MS = 1;
const START_LIMIT_MS = 500;
const CALLS = 2000;
const PROCESSES = 5;
const benchDir = fileURLToPath(new URL("../", import.meta.url));

/** Milliseconds one fresh process takes from `import()` to a sandbox ready to answer. */
function startOnce(): Promise<number> {
  const script =
    "const t = performance.now(); const { createSandbox } = await import('@reportkit/sandbox'); " +
    "createSandbox({ responseValidation: 'off' }); console.log(performance.now() - t);";
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "-e", script], { cwd: benchDir }, (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout)),
    );
  });
}

/** Microseconds per call of a read the tier answers (a chains user group), in process. */
async function tierCalls(): Promise<number[]> {
  const sandbox = createSandbox({ responseValidation: "off" });
  const headers = { authorization: `Bearer ${sandbox.control.issueToken()}` };
  const list = await sandbox.fetch(`${sandbox.urls.chains}/v1/security/user_groups`, { headers });
  const [group] = ((await list.json()) as { data: { id: string }[] }).data;
  const url = `${sandbox.urls.chains}/v1/security/user_groups/${group!.id}`;
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const res = await sandbox.fetch(url, { headers });
    await res.arrayBuffer();
    if (i >= CALLS / 10) times.push((performance.now() - started) * 1000);
    if (res.status !== 200) throw new Error(`the tier answered ${res.status}`);
  }
  return times;
}

export async function sandboxTier(): Promise<{ rows: Row[]; details: unknown }> {
  const call = spread(await tierCalls());
  const starts: number[] = [];
  for (let i = 0; i < PROCESSES; i++) starts.push(await startOnce());
  const start = spread(starts);
  const rows: Row[] = [
    {
      section: SECTION,
      figure: "an operation of the spec-driven tier in process (GET a user group), median",
      unit: "us",
      spread: call,
      target: { text: `< ${CALL_LIMIT_MS} ms`, pass: call.median < CALL_LIMIT_MS * 1000 },
    },
    {
      section: SECTION,
      figure: `sandbox start in a fresh process (import + createSandbox), median of ${PROCESSES}`,
      unit: "ms",
      spread: start,
      target: { text: `< ${START_LIMIT_MS} ms`, pass: start.median < START_LIMIT_MS },
    },
  ];
  return { rows, details: { callMs: call, startMs: start } };
}
