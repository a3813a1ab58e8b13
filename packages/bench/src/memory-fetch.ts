// A fetch with no socket: canned JSON answers built fresh for every call, as a network fetch would.
import { tokenBody, usersBody } from "./fixtures.js";
import { settings } from "./settings.js";

const users = usersBody(settings.usersPerPage);
const usersLength = String(Buffer.byteLength(users));
const tokenLength = String(Buffer.byteLength(tokenBody));

const urlOf = (input: Request | URL | string) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/** Answers the token endpoint with a token and anything else with the users page. */
export async function memoryFetch(input: Request | URL | string, _init?: RequestInit): Promise<Response> {
  const isToken = urlOf(input).endsWith("/oauth2/token");
  return new Response(isToken ? tokenBody : users, {
    headers: { "content-type": "application/json", "content-length": isToken ? tokenLength : usersLength },
  });
}
