import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { CHAINS_API_VERSION, type ChainListResponse, createChainsClient } from "../src/index.js";

const chains: ChainListResponse = {
  data: [
    {
      id: "chain-4a1",
      internal_id: 1042,
      name: "Nightly load",
      created_at: "2025-10-01T08:15:00",
      updated_at: "2026-01-03T17:40:12",
      disabled: false,
      concurrency_enabled: true,
      runtime_inputs: [{ vuid: "3f1c2a9e-7b4d-4c1e-9a55-2d8e6f0b1c7a", data_type: "any text" }],
      schedules: [
        {
          enabled: true,
          start_at: "2026-01-01T00:00:00",
          properties: {
            days_of_month: ["1", "15"],
            recurring_interval: 1,
            run_at_hours: 2,
            zone: "Europe/Berlin",
          },
        },
      ],
    },
  ],
};

describe("listChains (GET /v1/metadata/environment/{environment_id}/chain)", () => {
  it("gets the chains of the percent-encoded environment with X-Version", async () => {
    const recorder = recordFetch(() => jsonResponse(chains));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data, error } = await client.GET("/v1/metadata/environment/{environment_id}/chain", {
      params: { path: { environment_id: "prod/eu west" } },
    });

    expect(error).toBeUndefined();
    expect(data?.data).toHaveLength(1);
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/v1/metadata/environment/prod%2Feu%20west/chain");
    expect(sent.url.href).toBe("https://chains.test/v1/metadata/environment/prod%2Feu%20west/chain");
    expect(sent.headers.get("X-Version")).toBe(CHAINS_API_VERSION);
    expect(CHAINS_API_VERSION).toBe("2026-01-01");
    expect(sent.body).toBe("");
  });

  it("keeps zone-less timestamps as the text the service sent and parses schedules", async () => {
    const recorder = recordFetch(() => jsonResponse(chains));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data } = await client.GET("/v1/metadata/environment/{environment_id}/chain", {
      params: { path: { environment_id: "env-1" } },
    });

    const chain = data?.data[0];
    expect(chain?.created_at).toBe("2025-10-01T08:15:00");
    expect(chain?.internal_id).toBe(1042);
    expect(chain?.runtime_inputs?.[0]?.vuid).toBe("3f1c2a9e-7b4d-4c1e-9a55-2d8e6f0b1c7a");
    expect(chain?.schedules?.[0]?.properties?.zone).toBe("Europe/Berlin");
    expect(chain?.schedules?.[0]?.properties?.days_of_month).toEqual(["1", "15"]);
  });

  it("sends an overridden X-Version and the bearer token", async () => {
    const recorder = recordFetch(() => jsonResponse(chains));
    const client = createChainsClient({
      baseUrl: "https://chains.test",
      fetch: recorder.fetch,
      version: "2022-01-01",
      headers: { Authorization: "Bearer tok-1" },
    });

    await client.GET("/v1/metadata/environment/{environment_id}/chain", {
      params: { path: { environment_id: "env-1" } },
    });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
    expect(recorder.last().headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("returns a 403 typed as the chains error", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ error: "forbidden", error_description: "No access", version: "2026-01-01" }, 403),
    );
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data, error, response } = await client.GET("/v1/metadata/environment/{environment_id}/chain", {
      params: { path: { environment_id: "env-1" } },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(403);
    expect(error?.error).toBe("forbidden");
    expect(error?.version).toBe("2026-01-01");
  });
});
