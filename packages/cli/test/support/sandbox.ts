import { STATUS_CODES } from "node:http";
import { createSandbox, IN_PROCESS_ORIGIN, type Sandbox, type SandboxOptions } from "@reportkit/sandbox";
import { type InstantClock, instantClock } from "@reportkit/testkit";

/**
 * An in-process sandbox (no port) for the CLI: its `fetch` goes to the run's SDK (RunOptions.fetch), on
 * one instant clock (the SDK's waits take no real time; the sandbox's operations see them pass). Its
 * addresses use a loopback origin, as `reportkit-sandbox`'s do, so the SDK sends credentials over plain
 * HTTP to it; the sandbox answers any origin and builds its links (operations, uploads) from it.
 */
export interface CliSandbox {
  sandbox: Sandbox;
  /** What a run needs to reach it: its fetch, and the instant clock it shares with the SDK. */
  run: { fetch: typeof fetch; clock: InstantClock };
  urls: Sandbox["urls"];
  /** The REPORTKIT_* variables pointing at it (its demo client), as `reportkit-sandbox` prints them. */
  vars: Record<string, string>;
}

/** Answers as an HTTP/1.1 server gives them: with the status's reason phrase (`200 OK`), which `-i` prints. */
const withReasonPhrases =
  (inner: typeof fetch): typeof fetch =>
  async (input, init) => {
    const response = await inner(input, init);
    if (response.statusText !== "" || !STATUS_CODES[response.status]) return response;
    return new Response(response.body, {
      status: response.status,
      statusText: STATUS_CODES[response.status],
      headers: response.headers,
    });
  };

const ORIGIN = "http://sandbox.localhost";
const here = (url: string) => url.replace(IN_PROCESS_ORIGIN, ORIGIN);

export function cliSandbox(options: SandboxOptions = {}): CliSandbox {
  const clock = instantClock();
  const sandbox = createSandbox({ clock, ...options });
  const urls = Object.fromEntries(
    Object.entries(sandbox.urls).map(([api, url]) => [api, here(url)]),
  ) as Sandbox["urls"];
  return {
    sandbox,
    run: { fetch: withReasonPhrases(sandbox.fetch as typeof fetch), clock },
    urls,
    vars: {
      REPORTKIT_CLIENT_ID: sandbox.credentials.clientId,
      REPORTKIT_CLIENT_SECRET: sandbox.credentials.clientSecret,
      REPORTKIT_AUTH_URL: urls.auth,
      REPORTKIT_PLATFORM_URL: urls.platform,
      REPORTKIT_PREP_URL: urls.prep,
      REPORTKIT_CHAINS_URL: urls.chains,
      REPORTKIT_PREVIEW_AUTH_URL: here(sandbox.preview.authUrl),
    },
  };
}
