// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run.
import type { Client } from "openapi-fetch";
import type { ExactBody, StrictClient } from "../src/index.js";

interface paths {
  "/things/{id}": {
    parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
    put: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody: { content: { "application/json": { name: string; tags?: string[] } } };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: { "application/json": { kind: "a" | (string & {}) } };
        };
      };
    };
  };
}

declare const client: StrictClient<paths>;

export async function typeTests(): Promise<void> {
  const ok = await client.PUT("/things/{id}", { params: { path: { id: "1" } }, body: { name: "x" } });
  const kind: string | undefined = ok.data?.kind;
  // @ts-expect-error: a body key the spec does not declare
  await client.PUT("/things/{id}", { params: { path: { id: "1" } }, body: { name: "x", colour: "red" } });
  // @ts-expect-error: no such path
  await client.PUT("/thing/{id}", { params: { path: { id: "1" } }, body: { name: "x" } });
  const plain: Client<paths> = client;
  const exact: ExactBody<{ name: string }, { name: string }> = { name: "x" };
  void [kind, plain, exact];
}
