import type { Sandbox } from "@reportkit/sandbox";
import { createReportkit, type ReportkitOptions } from "@reportkit/sdk";

/** The SDK over an in-process sandbox (its credentials, URLs and fetch), throwing on errors; `options` add to it. */
export const sandboxReportkit = (sandbox: Sandbox, options: ReportkitOptions = {}) =>
  createReportkit({
    ...sandbox.credentials,
    urls: sandbox.urls,
    fetch: sandbox.fetch,
    allowInsecureHttp: true,
    env: false,
    ...options,
    throwOnError: true,
  });
