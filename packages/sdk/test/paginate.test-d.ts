// Type tests: compiled by `tsc --noEmit`, never run.
import { type ChainsClient, createChainsClient, type User } from "@reportkit/chains";
import {
  type Activity,
  createPlatformClient,
  type GraphAttachment,
  type PlatformClient,
} from "@reportkit/platform";
import { createPrepClient, type PrepClient, type TagDto } from "@reportkit/prep";
import { expectTypeOf } from "vitest";
import { createPaginate, paginatePages } from "../src/advanced.js";
import type { Page, Paginated } from "../src/index.js";

const fetch = (input: Request | string | URL, init?: RequestInit) => globalThis.fetch(input, init);
const platform: PlatformClient = createPlatformClient({ baseUrl: "https://api.test" });
const prep: PrepClient = createPrepClient({ baseUrl: "https://prep.test" });
const chains: ChainsClient = createChainsClient({ baseUrl: "https://oc.test" });
const paginate = createPaginate({
  platform: { client: platform, fetch, baseUrl: "https://api.test" },
  prep: { client: prep, fetch, baseUrl: "https://prep.test" },
  chains: { client: chains, fetch, baseUrl: "https://oc.test" },
});
const activitiesPath = "/organizations/{organizationId}/workspaces/{workspaceId}/activities";
const attachmentsPath =
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments";

export async function typeTests(): Promise<void> {
  const activities = paginate(platform, activitiesPath, {
    params: { path: { organizationId: "o", workspaceId: "w" }, query: { $filter: "x", $maxpagesize: 10 } },
  });
  expectTypeOf(activities).toEqualTypeOf<Paginated<Activity, string>>();
  for await (const activity of activities) expectTypeOf(activity).toEqualTypeOf<Activity>();
  for await (const page of activities.pages()) {
    expectTypeOf(page).toEqualTypeOf<Page<Activity, string>>();
    expectTypeOf(page.next).toEqualTypeOf<string | undefined>();
  }

  const attachments = paginate(
    platform,
    attachmentsPath,
    { params: { path: { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" } } },
    { prefetch: true, resumeFrom: "https://api.test/next" },
  );
  expectTypeOf(attachments).toEqualTypeOf<Paginated<GraphAttachment, string>>();

  expectTypeOf(paginate(prep, "/api/v1/tag")).toEqualTypeOf<Paginated<TagDto, string>>();
  expectTypeOf(paginate(prep, "/api/v1/tag", { params: { query: { limit: 10 } } })).toEqualTypeOf<
    Paginated<TagDto, string>
  >();
  const users = paginate(
    chains,
    "/v1/security/users",
    { params: { query: { pageSize: 50 } } },
    { resumeFrom: 3 },
  );
  expectTypeOf(users).toEqualTypeOf<Paginated<User, number>>();

  // @ts-expect-error: the path belongs to another API's client
  paginate(platform, "/api/v1/tag");
  // @ts-expect-error: not a paginated list
  paginate(platform, "/operations/{operationId}", { params: { path: { operationId: "o" } } });
  // @ts-expect-error: activities need their path parameters
  paginate(platform, activitiesPath);
  // @ts-expect-error: a wrong query parameter type
  paginate(chains, "/v1/security/users", { params: { query: { pageSize: "50" } } });
  // @ts-expect-error: users resume from a page number, not text
  paginate(chains, "/v1/security/users", {}, { resumeFrom: "3" });
  // @ts-expect-error: tags resume from a cursor, not a number
  paginate(prep, "/api/v1/tag", {}, { resumeFrom: 3 });

  const core = paginatePages<number, string>(async (continuation) => ({
    items: [1],
    next: continuation === undefined ? "b" : undefined,
  }));
  expectTypeOf(core).toEqualTypeOf<Paginated<number, string>>();
}
