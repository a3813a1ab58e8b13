import { describe, expect, it } from "vitest";
import { defaultSpecsDir } from "../src/contract/load.js";
import { ApiContract } from "../src/contract/validator.js";

// The members the provider's description says may be null (issue 32): an answer that carries the null
// is valid against the platform spec, as the sandbox's response validation checks it.
const contract = ApiContract.load(defaultSpecsDir(), "platform");
const valid = (operationId: string, body: unknown) =>
  contract.validateResponse(operationId, 200, body, {}, "application/json");

const ORG = "6cf764cf-ca59-43c5-b0e6-58c6862c38f0";
const nullUser = { dateTime: "2026-01-15T09:30:00Z", user: null };

describe("null members of platform answers", () => {
  it.each([
    [
      "an organization's created and modified user",
      "getOrganizations",
      { data: [{ id: ORG, name: "Acme", created: nullUser, modified: nullUser }], "@nextLink": null },
    ],
    [
      "an activity's organization's created and modified user",
      "getActivityById",
      {
        id: "a-1",
        action: { id: "x" },
        performer: { id: "u", type: "user" },
        targets: [{ id: "t", type: "file" }],
        activityDateTime: "2026-01-15T09:30:00Z",
        organization: { id: ORG, created: nullUser, modified: nullUser },
      },
    ],
    [
      "a milestone's document, presentation and spreadsheet",
      "getMilestoneById",
      {
        id: "m-1",
        resource: { type: "document", document: null, presentation: null, spreadsheet: null },
        title: "Q1",
        remarks: "",
        created: nullUser,
      },
    ],
    [
      "a milestone creation result's milestone",
      "getMilestoneCreationResults",
      { data: [{ type: "milestone", milestone: null }], "@nextLink": null },
    ],
    [
      "a report user's links and relationships",
      "getOrgReportUsers",
      { data: [{ id: "u-1", type: "orgReportUser", links: null, relationships: null }], links: {} },
    ],
    [
      "a sample's attachments",
      "getSample",
      { id: "5b7e9c1d-2a4f-4c6e-8d0b-1f3a5c7e9b2d", dataValues: [], resultValues: [], attachments: null },
    ],
  ])("accepts null for %s", (_what, operationId, body) => {
    expect(valid(operationId, body)).toEqual([]);
  });
});
