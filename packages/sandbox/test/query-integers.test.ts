import { describe, expect, it } from "vitest";
import { ACTIVITY_PAGE_MAX } from "../src/index.js";
import { harness } from "./helpers.js";

const LARGE = "9".repeat(15);
const LONGER = ["1".padEnd(16, "0"), "9".repeat(20), "1".padEnd(401, "0")];

describe("integer query parameters of 16 digits or more", () => {
  const h = harness();
  const d = h.sandbox.demo;
  const params: { name: string; url: (value: string) => string; large: number }[] = [
    {
      name: "$maxpagesize",
      url: (v) =>
        `${h.sandbox.urls.platform}/organizations/${d.organizationId}/workspaces/${d.workspaceId}/activities?$maxpagesize=${v}`,
      large: 200,
    },
    { name: "page", url: (v) => `${h.sandbox.urls.chains}/v1/security/users?page=${v}`, large: 200 },
    { name: "pageSize", url: (v) => `${h.sandbox.urls.chains}/v1/security/users?pageSize=${v}`, large: 400 },
    { name: "offset", url: (v) => `${h.sandbox.urls.prep}/api/v1/tag?offset=${v}`, large: 200 },
    { name: "limit", url: (v) => `${h.sandbox.urls.prep}/api/v1/tag?limit=${v}`, large: 400 },
  ];

  it.each(params)("$name: are answered exactly as a 15-digit value is", async ({ url, large }) => {
    const expected = await h.call("GET", url(LARGE));
    expect(expected.status).toBe(large);
    for (const value of LONGER) {
      const res = await h.call("GET", url(value));
      expect({ status: res.status, body: res.body }, `${value.length} digits`).toEqual({
        status: expected.status,
        body: expected.body,
      });
    }
    const negative = await h.call("GET", url(`-${LARGE}`));
    const longNegative = await h.call("GET", url(`-${"9".repeat(25)}`));
    expect(longNegative.status).toBe(negative.status);
    expect(longNegative.body).toEqual(negative.body);
  });

  it("clamp a 20-digit $maxpagesize to the largest page", async () => {
    const res = await h.call<{ data: unknown[]; "@nextLink"?: string }>(
      "GET",
      params[0]!.url("9".repeat(20)),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(ACTIVITY_PAGE_MAX);
    if (res.body["@nextLink"]) expect(res.body["@nextLink"]).toContain(`$maxpagesize=${ACTIVITY_PAGE_MAX}`);
  });

  it("still refuse integers that are not plain decimals", async () => {
    for (const value of ["1e3", "0x10", "+5", "5.0", "%205", `${"1".padEnd(30, "0")}x`]) {
      const res = await h.call("GET", `${h.sandbox.urls.chains}/v1/security/users?page=${value}`);
      expect(res.status, value).toBe(400);
      expect(res.body).toMatchObject({ error_description: expect.stringContaining("must be integer") });
    }
  });
});
