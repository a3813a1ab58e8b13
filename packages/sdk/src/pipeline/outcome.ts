import type { RetryReason } from "../retry/classify.js";
import type { Call } from "./call.js";

/**
 * What an attempt gave: a response whose body was read whole (`body`: text for JSON and error bodies,
 * bytes otherwise; absent when a transfer takes the body unread), with the parse of a 2xx JSON body;
 * or a failure and why.
 */
export type Outcome =
  | { response: Response; failure?: undefined; body?: string | Uint8Array; json?: unknown }
  | {
      failure: RetryReason;
      error: unknown;
      /** The response whose headers arrived before the body failed, if any. */
      response?: Response;
      /** The attempt's own time limit ran out (rather than the network failing). */
      timedOut: boolean;
    };

/** The rest of the pipeline, as a step sees it. */
export type Next = (call: Call) => Promise<Outcome>;

/** One named concern of the pipeline: it may change the call, wait, resend, or look at the outcome. */
export type Step = (call: Call, next: Next) => Promise<Outcome>;
