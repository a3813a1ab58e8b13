import { describe, expect, it } from "vitest";
import { createStrictClient } from "../src/index.js";

interface paths {
  "/things": {
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      responses: {
        200: { headers: { [name: string]: unknown }; content: { "application/json": { ok: boolean } } };
      };
    };
  };
}

/** A fetch that records each request and answers `{ ok: true }`. */
function recordingFetch() {
  const requests: Request[] = [];
  const fetch = async (input: Request) => {
    requests.push(input);
    return new Response(JSON.stringify({ ok: true }), { headers: { "Content-Type": "application/json" } });
  };
  return { requests, fetch };
}

describe("createStrictClient", () => {
  it("sends Accept: application/json and the default X-Version", async () => {
    const { requests, fetch } = recordingFetch();
    const client = createStrictClient<paths>("2026-01-01", { baseUrl: "https://api.test", fetch });
    const { data } = await client.GET("/things");
    expect(data).toEqual({ ok: true });
    expect(requests[0]?.headers.get("accept")).toBe("application/json");
    expect(requests[0]?.headers.get("x-version")).toBe("2026-01-01");
  });

  it("lets options.version and options.headers win over the defaults", async () => {
    const { requests, fetch } = recordingFetch();
    const client = createStrictClient<paths>("2026-01-01", {
      baseUrl: "https://api.test",
      fetch,
      version: "2026-04-01.preview",
      headers: { Accept: "text/plain", Authorization: "Bearer t" },
    });
    await client.GET("/things");
    expect(requests[0]?.headers.get("x-version")).toBe("2026-04-01.preview");
    expect(requests[0]?.headers.get("accept")).toBe("text/plain");
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer t");
  });
});
