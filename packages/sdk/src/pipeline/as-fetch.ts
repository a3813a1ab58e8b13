import type { FetchLike } from "../http/fetch-like.js";
import type { LightRequest } from "../http/light-request.js";
import { readResponse } from "../http/read-response.js";
import { type Call, callOf, callOfRequest } from "./call.js";
import type { Send } from "./create-pipeline.js";

/** Sends `call` and hands back a standard Response whose body (read whole by the attempt) is readable. */
async function respond(send: Send, call: Call): Promise<Response> {
  const { response, body, json } = await send(call);
  // A transfer's download keeps its body unread: it is the response itself.
  return body === undefined ? response : readResponse(response, body, call, json);
}

/** The pipeline as a fetch: a Request, or a URL and init, like the global fetch. */
export const asFetch =
  (send: Send): FetchLike =>
  async (input, init) =>
    respond(
      send,
      input instanceof Request
        ? await callOfRequest(init ? new Request(input, init) : input)
        : callOf(input, init),
    );

/** The pipeline as openapi-fetch's `fetch`: it hands over the Request it built (a light one without middleware). */
export const requestFetch =
  (send: Send) =>
  async (request: Request | LightRequest): Promise<Response> =>
    respond(send, await callOfRequest(request));
