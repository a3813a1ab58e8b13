// Type tests for the members the provider's description says may be null (issue 32): compiled by
// `tsc --noEmit` (pnpm typecheck), never run. Code that trusts the generated types must meet the null.
import { describe, expectTypeOf, it } from "vitest";
import type {
  Action,
  Milestone,
  MilestoneCreationResult,
  Organization,
  OrgReportUser,
  Sample,
} from "../src/index.js";

describe("members the service may send as null", () => {
  it("types the user of a created or modified action as nullable (organizations, activities)", () => {
    expectTypeOf<null>().toExtend<Action["user"]>();
    expectTypeOf<null>().toExtend<NonNullable<Organization["created"]>["user"]>();
    expectTypeOf<null>().toExtend<NonNullable<Organization["modified"]>["user"]>();
  });

  it("types a milestone's document, presentation and spreadsheet as nullable", () => {
    expectTypeOf<null>().toExtend<Milestone["resource"]["document"]>();
    expectTypeOf<null>().toExtend<Milestone["resource"]["presentation"]>();
    expectTypeOf<null>().toExtend<Milestone["resource"]["spreadsheet"]>();
  });

  it("types a milestone creation result's milestone as nullable", () => {
    expectTypeOf<null>().toExtend<MilestoneCreationResult["milestone"]>();
  });

  it("types a report user's links and relationships as nullable", () => {
    expectTypeOf<null>().toExtend<OrgReportUser["links"]>();
    expectTypeOf<null>().toExtend<OrgReportUser["relationships"]>();
  });

  it("types a sample's attachments as nullable", () => {
    expectTypeOf<null>().toExtend<Sample["attachments"]>();
  });
});
