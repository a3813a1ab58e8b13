// The variants again, on the socket-less fetch: what each layer costs per call without the network.
import { type paths as ChainsPaths, createChainsClient } from "@reportkit/chains";
import { createReportkit, type ReportkitOptions } from "@reportkit/sdk";
import createClient from "openapi-fetch";
import { CLIENT_ID, CLIENT_SECRET, RAW_HEADERS, USERS_PATH } from "../fixtures.js";
import { memoryFetch } from "../memory-fetch.js";
import { settings } from "../settings.js";
import type { Call } from "./variants.js";

const ORIGIN = "https://api.bench.test";
const query = { page: 0, pageSize: settings.usersPerPage };

/** The SDK on the in-memory fetch, its token already fetched. */
export async function inMemorySdk(options: Pick<ReportkitOptions, "openTelemetry"> = {}) {
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: ORIGIN, chains: ORIGIN, platform: ORIGIN, prep: ORIGIN },
    env: false,
    fetch: memoryFetch,
    ...options,
  });
  await rk.tokens.getToken();
  const call: Call = async () => (await rk.chains.GET(USERS_PATH, { params: { query } })).data;
  return call;
}

export async function inMemoryCalls(): Promise<Record<string, Call>> {
  const url = `${ORIGIN}${USERS_PATH}?page=${query.page}&pageSize=${query.pageSize}`;
  const bare = createClient<ChainsPaths>({ baseUrl: ORIGIN, headers: RAW_HEADERS, fetch: memoryFetch });
  const generated = createChainsClient({
    baseUrl: ORIGIN,
    headers: { Authorization: RAW_HEADERS.Authorization, Accept: RAW_HEADERS.Accept },
    fetch: memoryFetch,
  });
  return {
    "raw fetch-like call": async () => (await memoryFetch(url, { headers: RAW_HEADERS })).json(),
    "openapi-fetch": async () => (await bare.GET(USERS_PATH, { params: { query } })).data,
    "generated client": async () => (await generated.GET(USERS_PATH, { params: { query } })).data,
    SDK: await inMemorySdk(),
    [SDK_OTEL_OFF]: await inMemorySdk({ openTelemetry: false }),
    [SDK_OTEL_PROVIDER]: await inMemorySdk(),
  };
}

/** The SDK as without @opentelemetry/api: `openTelemetry: false` takes the same path (no telemetry at all). */
export const SDK_OTEL_OFF = "SDK, openTelemetry: false (as without @opentelemetry/api)";
/** The SDK while an in-memory OpenTelemetry provider is registered (spans, metrics, traceparent). */
export const SDK_OTEL_PROVIDER = "SDK, in-memory OpenTelemetry provider";
