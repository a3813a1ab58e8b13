// The SDK's Node transport (`@reportkit/sdk/node`, undici), when the SDK has it.
import type { AnyFetch } from "@reportkit/sdk";

export type NodeTransport = { fetch: AnyFetch } | { unavailable: string };

/** Loads `createUndiciFetch` from `@reportkit/sdk/node`; says why when it cannot. */
export async function loadNodeTransport(): Promise<NodeTransport> {
  // A variable, so the type-check does not need the entry point to exist yet.
  const specifier = "@reportkit/sdk/node";
  let entry: unknown;
  try {
    entry = await import(specifier);
  } catch (error) {
    // e.g. "Package subpath './node' is not defined by "exports"", without the paths that follow
    const reason = (error instanceof Error ? error.message : String(error)).split(/\n| in \//)[0];
    return { unavailable: `${specifier} cannot be imported (${reason})` };
  }
  const create = (entry as { createUndiciFetch?: unknown }).createUndiciFetch;
  if (typeof create !== "function") return { unavailable: `${specifier} exports no createUndiciFetch` };
  return { fetch: (create as () => AnyFetch)() };
}
