// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run.
import { createChainsClient, type User } from "../src/index.js";

const client = createChainsClient({ baseUrl: "https://chains.test" });
const environment = { environment_id: "env-1" };

export async function typeTests(): Promise<void> {
  const chains = await client.GET("/v1/metadata/environment/{environment_id}/chain", {
    params: { path: environment },
  });
  const createdAt: string | undefined = chains.data?.data[0]?.created_at;
  const users = await client.GET("/v1/security/users", { params: { query: { page: 0, pageSize: 100 } } });
  const ssoEnabled: boolean | undefined = users.data?.data[0]?.sso_enabled;
  const user = await client.GET("/v1/security/users/{userId}", { params: { path: { userId: "usr-1" } } });
  const notFound: string | undefined = user.error?.error;
  // first_name, last_name and last_sign_in_at may be null.
  const firstName: string | null | undefined = user.data?.data.first_name;
  const lastSignIn: string | null | undefined = users.data?.data[0]?.last_sign_in_at;
  const stopAt: number | undefined = chains.data?.data[0]?.schedules?.[0]?.properties?.stop_at_hours;
  void [createdAt, ssoEnabled, notFound, firstName, lastSignIn, stopAt];

  // @ts-expect-error: there is no such path (users are under /v1/security/users)
  await client.GET("/v1/security/user", { params: { query: { page: 0 } } });

  // @ts-expect-error: users cannot be deleted through this API
  await client.DELETE("/v1/security/users/{userId}", { params: { path: { userId: "usr-1" } } });

  // @ts-expect-error: the userId path parameter is required
  await client.GET("/v1/security/users/{userId}", { params: { path: {} } });

  // @ts-expect-error: the environment_id path parameter is required
  await client.GET("/v1/metadata/environment/{environment_id}/chain");

  // @ts-expect-error: pageSize is an integer, not text
  await client.GET("/v1/security/users", { params: { query: { pageSize: "100" } } });

  // @ts-expect-error: there is no limit query parameter
  await client.GET("/v1/security/users", { params: { query: { limit: 10 } } });

  // @ts-expect-error: sso_enabled is a boolean
  const wrongUser: User = { id: "usr-1", sso_enabled: "yes" };
  // @ts-expect-error: email is text, never null
  const nullEmail: User = { id: "usr-1", email: null };
  void [wrongUser, nullEmail];

  // @ts-expect-error: listing users takes no request body
  await client.GET("/v1/security/users", { body: { page: 0 } });
}
