// Size scenario: what a browser app ships to create the SDK and make one platform call.
import { createReportkit } from "@reportkit/sdk";

const rk = createReportkit({
  clientId: "client-id",
  clientSecret: "client-secret",
  urls: { auth: "https://auth.example.test", platform: "https://api.example.test" },
});

export const activities = rk.platform.GET(
  "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
  {
    params: { path: { organizationId: "org-1", workspaceId: "ws-1" } },
  },
);
