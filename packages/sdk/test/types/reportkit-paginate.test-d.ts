// Type tests: compiled by `tsc --noEmit` only. paginate takes the clients of createReportkit in both error styles.
import type { Activity } from "@reportkit/platform";
import { expectTypeOf } from "vitest";
import { createReportkit, type Paginated, paginate } from "../../src/index.js";

const urls = { auth: "http://127.0.0.1:1", platform: "http://127.0.0.1:1", prep: "http://127.0.0.1:1" };
const throwing = createReportkit({
  clientId: "id",
  clientSecret: "secret",
  urls,
  throwOnError: true,
  env: false,
});
const plain = createReportkit({ clientId: "id", clientSecret: "secret", urls, env: false });
const path = { organizationId: "org", workspaceId: "ws" };
const activities = "/organizations/{organizationId}/workspaces/{workspaceId}/activities";

expectTypeOf(paginate(throwing.platform, activities, { params: { path } })).toEqualTypeOf<
  Paginated<Activity, string>
>();
expectTypeOf(paginate(plain.platform, activities, { params: { path } })).toEqualTypeOf<
  Paginated<Activity, string>
>();
// @ts-expect-error: the activities list needs its path parameters
paginate(throwing.platform, activities);
// @ts-expect-error: /files/{fileId} is not a list
paginate(throwing.platform, "/files/{fileId}", { params: { path: { fileId: "f" } } });
