// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): a child process whose error goes uncaught: only Node's own printing of it shows what a user
// sees on the terminal.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { DEMO_CLIENT, type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, expect, it } from "vitest";

// Issue 26: an uncaught AuthenticationError printed 49 lines (every field, the cause's fields, ten
// frames of reportkit's internals) and did not say where the credentials came from. The script runs
// in its own Node process, on the built SDK (turbo builds it before this package's tests).
const SCRIPT = fileURLToPath(new URL("../fixtures/uncaught-refusal.mjs", import.meta.url));
const WRONG_SECRET = "not-the-demo-secret-7f3a";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 26 });
});
afterAll(() => sandbox.close());

/** Runs the script against the sandbox; resolves with its exit code and what it printed on stderr. */
function runScript(): Promise<{ code: number | null; stderr: string }> {
  const env = {
    PATH: process.env.PATH ?? "",
    REPORTKIT_CLIENT_ID: DEMO_CLIENT.id,
    REPORTKIT_CLIENT_SECRET: WRONG_SECRET,
    REPORTKIT_AUTH_URL: sandbox.urls.auth,
    REPORTKIT_CHAINS_URL: sandbox.urls.chains,
  };
  return new Promise((resolve) => {
    // A hang bound, not a wait: the script ends as soon as the token request is refused (about a second
    // alone; 20 s ran out with two copies of the test command on 2 cores, killing it before it printed).
    execFile(process.execPath, [SCRIPT], { env, timeout: 240_000 }, (error, _stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr });
    });
  });
}

it("an uncaught AuthenticationError prints at most 30 lines (51 before), naming the credentials' source and the guide", async () => {
  const { code, stderr } = await runScript();

  expect(code).toBe(1);
  const lines = stderr.trimEnd().split("\n");
  // Measured: 26 — the message (two lines), one frame, the fields it has (enumerable: loggers copy
  // them) and its cause, the server's refusal, with its own.
  expect(lines.length, stderr).toBeLessThanOrEqual(30);
  expect(stderr).toContain("AuthenticationError: Token request refused (401 invalid_client)");
  expect(stderr).toContain(`(POST ${sandbox.urls.auth}/oauth2/token)`);
  expect(stderr).toContain("Check REPORTKIT_CLIENT_ID / REPORTKIT_CLIENT_SECRET from the environment");
  expect(stderr).toContain("See https://reportkit.github.io/reportkit/guide/errors#authenticationerror");
  expect(stderr).not.toContain("undefined");
  expect(stderr).not.toContain(WRONG_SECRET);
});
