import { createSandbox, type Sandbox, type SandboxOptions } from "../src/index.js";
import { SEED_EPOCH } from "../src/state/seed.js";

/** A clock that only moves when the test says so. */
export function manualClock(start = SEED_EPOCH + 3_600_000) {
  let now = start;
  return {
    now: () => now,
    set: (ms: number) => {
      now = ms;
    },
  };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Harness {
  sandbox: Sandbox;
  /** A fresh token for the demo client (or another), obtained through the token endpoint. */
  token(clientId?: string, clientSecret?: string): Promise<string>;
  /** One JSON request through the in-process fetch; `token: null` sends no Authorization. */
  call<T = Record<string, unknown>>(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
  /** Moves the sandbox clock forward. */
  advance(ms: number): void;
}

/**
 * A sandbox on a manual clock that checks every response against the specs (`throw`: a mismatch
 * rejects the request, so the test fails).
 */
export function harness(options: SandboxOptions = {}): Harness {
  const sandbox = createSandbox({ seed: 7, clock: manualClock(), responseValidation: "throw", ...options });
  let cached: string | undefined;
  const token: Harness["token"] = async (clientId = sandbox.credentials.clientId, clientSecret) => {
    const secret =
      clientSecret ??
      (clientId === sandbox.credentials.readOnly.clientId
        ? sandbox.credentials.readOnly.clientSecret
        : sandbox.credentials.clientSecret);
    const res = await sandbox.fetch(`${sandbox.urls.auth}/oauth2/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        "x-version": "2026-01-01",
      },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: secret,
        grant_type: "client_credentials",
      }).toString(),
    });
    if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
    const issued = ((await res.json()) as { access_token: string }).access_token;
    if (clientId === sandbox.credentials.clientId) cached ??= issued;
    return issued;
  };
  const call: Harness["call"] = async (method, url, options = {}) => {
    let auth = options.token;
    if (auth === undefined) {
      cached ??= await token();
      auth = cached;
    }
    const headers: Record<string, string> = { "x-version": "2026-01-01", ...options.headers };
    if (auth !== null) headers.authorization = `Bearer ${auth}`;
    if (options.body !== undefined) headers["content-type"] ??= "application/json";
    const res = await sandbox.fetch(url, {
      method,
      headers,
      ...(options.body !== undefined
        ? { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }
        : {}),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as never };
  };
  return { sandbox, token, call, advance: (ms) => sandbox.control.advanceClock(ms) };
}
