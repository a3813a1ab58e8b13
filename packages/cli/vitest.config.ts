import { packageProject } from "../../vitest.shared.js";

// test/**: in process (the commands run as functions on test I/O, src/io.ts; the sandbox and fake APIs
// in process): fast, and safe to run in parallel and without isolation (no run shares state with another;
// files then share the SDK, the catalogue and the sandbox's specs, loaded once per worker). `pnpm test:quick`
// runs these only. test/e2e/**: the few tests only a process can run (the built executable spawned, real
// terminals and signals, 50 MB transfers measured by their memory, the shells loading completion
// scripts); they need dist/ (the package's build) and may take seconds each on a busy machine, hence
// the generous bounds.
export default packageProject("cli", { testTimeout: 120_000, hookTimeout: 120_000, isolate: false });
