// What the fake API answers and what the clients send: shared by the server process and the in-memory fetch.

export const CLIENT_ID = "bench-client";
export const CLIENT_SECRET = "bench-secret";
export const ACCESS_TOKEN = "bench-access-token";
export const API_VERSION = "2026-01-01";
export const USERS_PATH = "/v1/security/users";
export const ORGANIZATION_ID = "org-1";
export const WORKSPACE_ID = "ws-1";
export const ACTIVITIES_PATH = `/organizations/${ORGANIZATION_ID}/workspaces/${WORKSPACE_ID}/activities`;

/** The headers raw fetch sends, the same as the SDK's requests carry. */
export const RAW_HEADERS = {
  Authorization: `Bearer ${ACCESS_TOKEN}`,
  "X-Version": API_VERSION,
  Accept: "application/json",
} as const;

export const tokenBody = JSON.stringify({
  access_token: ACCESS_TOKEN,
  expires_in: 3600,
  token_type: "Bearer",
  scope: "api",
});

export function usersBody(count: number): string {
  const data = Array.from({ length: count }, (_, index) => ({
    id: `user-${index}`,
    email: `user${index}@example.test`,
    first_name: "Ada",
    last_name: `Lovelace ${index}`,
    sso_enabled: index % 2 === 0,
    last_sign_in_at: "2026-01-02T03:04:05Z",
    created_at: "2025-06-07T08:09:10Z",
  }));
  return JSON.stringify({ data });
}

export function activitiesBody(page: number, pages: number, origin: string): string {
  const data = Array.from({ length: 10 }, (_, index) => ({
    id: `activity-${page}-${index}`,
    summary: "A file was updated",
    activityDateTime: "2026-01-02T03:04:05Z",
  }));
  const next = page + 1 < pages ? { "@nextLink": `${origin}${ACTIVITIES_PATH}?$skipToken=${page + 1}` } : {};
  return JSON.stringify({ data, ...next });
}
