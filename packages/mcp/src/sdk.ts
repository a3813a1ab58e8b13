type Sdk = typeof import("./sdk-calls.js");

let sdk: Sdk | undefined;
let loading: Promise<Sdk> | undefined;

/**
 * Loads the SDK's request side (`@reportkit/sdk`: the pipeline, waits, paging, transfers) once, by a
 * dynamic import, at the first `tools/call`. A start reads only `@reportkit/sdk/node/settings`: the
 * settings and the secrets registry; `tools/list` sends nothing.
 */
export async function loadSdk(): Promise<void> {
  loading ??= import("./sdk-calls.js").then((loaded) => {
    sdk = loaded;
    return loaded;
  });
  await loading;
}

/** The SDK's request side (after {@link loadSdk}: every tool runs after it). */
export function useSdk(): Sdk {
  if (!sdk) throw new Error("The SDK is used before loadSdk() finished.");
  return sdk;
}

/** The SDK's request side if a call loaded it (an ApiError exists only then). */
export function sdkIfLoaded(): Sdk | undefined {
  return sdk;
}
