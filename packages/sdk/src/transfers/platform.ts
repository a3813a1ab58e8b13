import { errorFromResult, type FetchResultLike } from "../clients/result-error.js";
import type { HasPlatform } from "../clients/types.js";

/** The untyped view of a platform client (either error style) that the helpers call through. */
interface PlatformLike {
  POST(path: string, init: Record<string, unknown>): Promise<FetchResultLike>;
}

/** The platform API of a reportkit instance: its wiring, and POST that throws the typed error in either style. */
export function platformOf(rk: HasPlatform) {
  const { wiring } = rk.platform;
  const client = rk.platform as unknown as PlatformLike;
  return {
    wiring,
    async post(path: string, init: Record<string, unknown>): Promise<FetchResultLike> {
      const result = await client.POST(path, init);
      const error = errorFromResult(result, { api: "platform", now: wiring.clock.now() });
      if (error) throw error;
      return result;
    },
  };
}
