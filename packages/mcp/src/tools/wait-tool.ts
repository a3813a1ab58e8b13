import type { Operation, Reportkit } from "@reportkit/sdk";
import { acceptedOf, matchPath } from "../catalogue.js";
import { CONTINUATION_SCHEMA, outputSchema } from "../results/envelope.js";
import { useSdk } from "../sdk.js";
import { jsonInput } from "./json-input.js";
import { WAIT_FOR_OPERATION } from "./operation-tool.js";
import type { Tool } from "./tool.js";

/** How long a call waits unless told: under the 60 s after which many hosts give up on a call. */
export const DEFAULT_WAIT_SECONDS = 50;

const input = jsonInput<Args>(
  {
    type: "object",
    properties: {
      operationId: {
        description: "The operation's id (`operation.id` of a 202 answer).",
        type: "string",
        minLength: 1,
      },
      operationLocation: {
        description:
          "The operation's URL (`operation.location` of a 202 answer, or `operationLocation` of an error); used before operationId.",
        type: "string",
        minLength: 1,
      },
      timeoutSeconds: {
        description: `The longest this call waits (default ${DEFAULT_WAIT_SECONDS}). When the operation is still running then, the answer says so (done: false) and \`next\` waits on.`,
        type: "integer",
        minimum: 1,
        maximum: 3_600,
      },
    },
    additionalProperties: false,
  },
  {
    holds: (args) => Boolean(args.operationId || args.operationLocation),
    problem: "give operationId or operationLocation",
  },
);

type Args = { operationId?: string; operationLocation?: string; timeoutSeconds?: number };

/**
 * The state to follow at `location` when it is the URL of an operation that settles (`settles` in the
 * catalogue: a data-preparation file, a chain run) on the prep or chains address; else undefined.
 */
function followedAt(rk: Reportkit<true>, location: string | undefined) {
  for (const api of ["prep", "chains"] as const) {
    const base = rk[api].wiring.baseUrl.replace(/\/+$/, "");
    if (!location?.startsWith(`${base}/`)) continue;
    const [match] = matchPath("GET", location.slice(base.length), [api]);
    const settles = match?.operation.settles;
    if (!settles) return undefined;
    const now = Date.now();
    const state = {
      kind: "reportkit.operation",
      operationUrl: location,
      startedAt: now,
      nextPollAt: now,
      polls: 0,
      api,
    } as const;
    return { state, settles };
  }
  return undefined;
}

/** Waits for a 202 operation of the platform API, with a progress notification after each poll. */
export const waitTool: Tool<Args> = {
  name: WAIT_FOR_OPERATION,
  definition: {
    name: WAIT_FOR_OPERATION,
    title: "Wait for a platform operation",
    description: [
      "Waits until a platform operation (what a tool answering 202 started: a copy, import, export, sheet write, table edit...) is completed, polling it as often as the service allows; sends a progress notification after each poll when the call asks for progress.",
      "Resolves with the operation once `completed` (done: true). A failed or cancelled operation is a tool error (OperationFailedError, with its details). When `timeoutSeconds` pass first, the answer has done: false, the last status, and `next`, the call that waits on: the operation goes on in the service either way.",
      "Reads only: waiting changes nothing.",
    ].join("\n\n"),
    inputSchema: input.inputSchema,
    outputSchema: outputSchema(
      {
        done: { type: "boolean", description: "True once the operation is completed." },
        status: { type: "string", description: "acknowledged, queued, started, completed..." },
        operation: {
          type: "object",
          description: "The operation as last read (id, status, resourceUrl, details...).",
        },
        polls: { type: "integer" },
        next: { ...CONTINUATION_SCHEMA, description: "When not done: the call that waits on." },
      },
      ["done", "status"],
      "The operation, completed or as last polled.",
    ),
    annotations: {
      title: "Wait for a platform operation",
      readOnlyHint: true,
      idempotentHint: true,
      openWorldHint: true,
    },
  },
  access: "read",
  apis: ["platform"],
  parse: input.parse,
  async run(args, call, runtime) {
    const { rk } = runtime.connection();
    const { operationUrlOf, valueAt, wait } = useSdk();
    // By id: the URL is the status path the catalogue gives platform 202s, with the id in it.
    const accepted = acceptedOf("platform");
    const byId =
      accepted &&
      operationUrlOf({ path: accepted.status }, rk.platform.wiring.baseUrl, args.operationId ?? "");
    // A location under another API's address: a state the catalogue follows until it settles (a file).
    const followed = followedAt(rk, args.operationLocation);
    const source = followed?.state ?? args.operationLocation ?? byId ?? "";
    const statusOf = (polled: unknown) =>
      String(followed ? valueAt(polled, followed.settles.status) : (polled as Operation).status);
    const timeoutMs = (args.timeoutSeconds ?? DEFAULT_WAIT_SECONDS) * 1_000;
    const started = Date.now();
    let polls = 0;
    let last: unknown;
    try {
      const operation: unknown = await wait(rk, source, {
        timeoutMs,
        signal: call.signal,
        onProgress: (polled: unknown) => {
          polls++;
          last = polled;
          const name = followed ? followed.state.operationUrl : `Operation ${(polled as Operation).id}`;
          call.progress(polls, `${name}: ${statusOf(polled)}`).catch(() => {});
        },
      });
      return {
        structured: { done: true, status: statusOf(operation), operation, polls },
        bulk: ["operation"],
      };
    } catch (error) {
      const timedOut =
        (error as Error).name === "TimeoutError" &&
        !call.signal.aborted &&
        Date.now() - started >= timeoutMs - 50;
      if (!timedOut) throw error;
      const structured: Record<string, unknown> = {
        done: false,
        status: last === undefined ? "unknown" : statusOf(last),
        polls,
        next: { tool: WAIT_FOR_OPERATION, arguments: { ...args } },
      };
      if (last) structured.operation = last;
      return { structured, bulk: ["operation"] };
    }
  },
};
