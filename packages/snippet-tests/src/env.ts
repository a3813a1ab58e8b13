import { IN_PROCESS_ORIGIN, type RunningSandbox, type Sandbox } from "@reportkit/sandbox";
import { REPORTKIT_ENV } from "@reportkit/sdk";
import { PROFILE_ENV } from "@reportkit/sdk/node";

/**
 * The environment of a runnable block: the variables `createReportkit` reads, pointing at `sandbox`
 * (its demo client), and the preview's token endpoint (`REPORTKIT_PREVIEW_AUTH_URL`), as the
 * sandbox's CLI prints them; nothing of the caller's own REPORTKIT_* settings.
 */
export function sandboxEnv(
  sandbox: Pick<RunningSandbox, "urls" | "credentials" | "preview">,
): Record<string, string> {
  const inherited = Object.fromEntries(
    ["PATH", "HOME", "TMPDIR", "SYSTEMROOT"].flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return {
    ...inherited,
    [REPORTKIT_ENV.clientId]: sandbox.credentials.clientId,
    [REPORTKIT_ENV.clientSecret]: sandbox.credentials.clientSecret,
    [REPORTKIT_ENV.authUrl]: sandbox.urls.auth,
    [REPORTKIT_ENV.platformUrl]: sandbox.urls.platform,
    [REPORTKIT_ENV.prepUrl]: sandbox.urls.prep,
    [REPORTKIT_ENV.chainsUrl]: sandbox.urls.chains,
    [PROFILE_ENV.previewAuthUrl]: sandbox.preview.authUrl,
  };
}

/**
 * sandboxEnv for an in-process sandbox (no socket): its addresses moved from its own origin
 * (IN_PROCESS_ORIGIN) to a loopback-looking one, as `reportkit-sandbox`'s are, so the SDK sends
 * credentials over plain HTTP to it; an in-process sandbox answers any origin and builds its links from it.
 */
export function inProcessSandboxEnv(sandbox: Sandbox): Record<string, string> {
  const here = (url: string) => url.replace(IN_PROCESS_ORIGIN, "http://sandbox.localhost");
  return sandboxEnv({
    urls: Object.fromEntries(
      Object.entries(sandbox.urls).map(([api, url]) => [api, here(url)]),
    ) as Sandbox["urls"],
    credentials: sandbox.credentials,
    preview: { ...sandbox.preview, authUrl: here(sandbox.preview.authUrl) },
  });
}
