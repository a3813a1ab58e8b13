import { lazyModule } from "./lazy-module.js";

type Sdk = typeof import("./sdk-calls.js");

const SDK = lazyModule<Sdk>(() => import("./sdk-calls.js"), "The SDK is used before loadSdk() finished.");

/**
 * Loads the SDK's request side (`@reportkit/sdk`: the pipeline, waits, paging, transfers) once, by a
 * dynamic import, at the first `tools/call`. A start reads only `@reportkit/sdk/node/settings`: the
 * settings and the secrets registry; `tools/list` sends nothing.
 */
export async function loadSdk(): Promise<void> {
  await SDK.load();
}

/** The SDK's request side (after {@link loadSdk}: every tool runs after it). */
export function useSdk(): Sdk {
  return SDK.use();
}

/** The SDK's request side if a call loaded it (an ApiError exists only then). */
export function sdkIfLoaded(): Sdk | undefined {
  return SDK.current;
}
