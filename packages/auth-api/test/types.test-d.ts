// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run.
import { createAuthClient, type TokenRequest } from "../src/index.js";

const client = createAuthClient({ baseUrl: "https://auth.test" });
const body: TokenRequest = { client_id: "a", client_secret: "b", grant_type: "client_credentials" };

export async function typeTests(): Promise<void> {
  const ok = await client.POST("/oauth2/token", { body });
  const expiresIn: number | undefined = ok.data?.expires_in;
  // All four token fields are always present.
  const scope: string | undefined = ok.data?.scope;
  await client.POST("/oauth2/token", { body: { ...body, scope: "file:read" } });
  void [expiresIn, scope];

  // @ts-expect-error: there is no such path
  await client.POST("/oauth2/tokens", { body });

  // @ts-expect-error: the token endpoint has no GET
  await client.GET("/oauth2/token");

  // @ts-expect-error: grant_type is fixed to client_credentials
  const wrongGrant: TokenRequest = { client_id: "a", client_secret: "b", grant_type: "password" };
  // @ts-expect-error: client_secret is required
  const noSecret: TokenRequest = { client_id: "a", grant_type: "client_credentials" };
  void [wrongGrant, noSecret];

  // @ts-expect-error: the body must be a token request
  await client.POST("/oauth2/token", { body: { client_id: 1 } });

  // @ts-expect-error: a misspelled body key does not compile (it is client_secret)
  await client.POST("/oauth2/token", { body: { ...body, client_secrett: "b" } });
}
