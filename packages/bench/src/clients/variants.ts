// The five ways of making the same GET of a chains users page, from bare fetch up to the SDK.
import { type paths as ChainsPaths, createChainsClient } from "@reportkit/chains";
import { type AnyFetch, createReportkit, type RetryOptions } from "@reportkit/sdk";
import createClient from "openapi-fetch";
import { CLIENT_ID, CLIENT_SECRET, RAW_HEADERS, USERS_PATH } from "../fixtures.js";
import { settings } from "../settings.js";
import { loadNodeTransport } from "./node-transport.js";

/** One GET of the users page; resolves once its JSON is parsed. */
export type Call = () => Promise<unknown>;

export interface Variant {
  name: string;
  /** Undefined when the variant cannot run here (see `unavailable`). */
  call?: Call;
  unavailable?: string;
}

export const RAW_FETCH = "raw fetch";
export const SDK = "SDK";
/** The generated client alone (openapi-fetch over the global fetch): what the SDK wraps. */
export const GENERATED = "generated client";
export const NODE_TRANSPORT = "SDK + Node transport";
/** What an abortable attempt costs on its own: raw fetch given a fresh AbortSignal and a timer. */
export const RAW_ABORTABLE = "raw fetch + signal + timer";
/** What handing fetch a signal costs, nothing else: a fresh AbortController per request, no timer. */
export const RAW_SIGNAL = "raw fetch + signal";
/** The SDK with no per-attempt time limit: no signal of its own is handed to fetch. */
export const SDK_NO_TIMEOUT = "SDK, attemptTimeoutMs: 0";
/** openapi-fetch's own createClient over the global fetch. */
export const OPENAPI_FETCH = "openapi-fetch";
/** Every variant's name, in the order createVariants returns them. */
export const VARIANT_NAMES = [
  RAW_FETCH,
  RAW_SIGNAL,
  RAW_ABORTABLE,
  OPENAPI_FETCH,
  GENERATED,
  SDK,
  SDK_NO_TIMEOUT,
  NODE_TRANSPORT,
] as const;

const query = { page: 0, pageSize: settings.usersPerPage };

/** The SDK as an app creates it, pointed at `origin` for every API, its token already fetched. */
export async function createWarmSdk(origin: string, fetch?: AnyFetch, retry?: RetryOptions) {
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: origin, chains: origin, platform: origin, prep: origin },
    env: false,
    ...(fetch ? { fetch } : {}),
    ...(retry ? { retry } : {}),
  });
  await rk.tokens.getToken();
  return rk;
}

export async function createVariants(origin: string): Promise<Variant[]> {
  const url = `${origin}${USERS_PATH}?page=${query.page}&pageSize=${query.pageSize}`;
  const bare = createClient<ChainsPaths>({ baseUrl: origin, headers: RAW_HEADERS });
  const generated = createChainsClient({
    baseUrl: origin,
    headers: { Authorization: RAW_HEADERS.Authorization, Accept: RAW_HEADERS.Accept },
  });
  const sdk = await createWarmSdk(origin);
  const untimed = await createWarmSdk(origin, undefined, { attemptTimeoutMs: 0 });
  const usersOf = (client: Pick<typeof bare, "GET">) => async () =>
    (await client.GET(USERS_PATH, { params: { query } })).data;

  const node = await loadNodeTransport();
  const nodeVariant: Variant =
    "fetch" in node
      ? { name: NODE_TRANSPORT, call: usersOf((await createWarmSdk(origin, node.fetch)).chains) }
      : { name: NODE_TRANSPORT, unavailable: node.unavailable };

  return [
    {
      name: RAW_FETCH,
      call: async () => (await fetch(url, { headers: RAW_HEADERS })).json(),
    },
    {
      name: RAW_SIGNAL,
      call: async () =>
        (await fetch(url, { headers: RAW_HEADERS, signal: new AbortController().signal })).json(),
    },
    {
      name: RAW_ABORTABLE,
      call: async () => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 60_000);
        try {
          return await (await fetch(url, { headers: RAW_HEADERS, signal: controller.signal })).json();
        } finally {
          clearTimeout(timer);
        }
      },
    },
    { name: OPENAPI_FETCH, call: usersOf(bare) },
    { name: GENERATED, call: usersOf(generated) },
    { name: SDK, call: usersOf(sdk.chains) },
    { name: SDK_NO_TIMEOUT, call: usersOf(untimed.chains) },
    nodeVariant,
  ];
}

/** Throws unless `call` answers a users page: a variant that fails fast must not look fast. */
export async function checkVariant(name: string, call: Call): Promise<void> {
  const body = await call();
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data) || data.length !== settings.usersPerPage) {
    throw new Error(`${name} did not get the users page: ${JSON.stringify(body)?.slice(0, 200)}`);
  }
}
