import { API_NAMES, type ApiName } from "../contract/load.js";

/**
 * Faults to inject into API requests (never into `/__sandbox` control routes). Counts ("next N
 * requests") go down as they are used; rates and latency stay until cleared. `apis` and `paths`
 * restrict every request fault; counts are only used up by requests they let through.
 */
export interface FaultOptions {
  /** Milliseconds added before every API response. */
  latencyMs?: number;
  /** Share of API requests (0 to 1, drawn from the seeded generator) answered with `errorStatus`. */
  errorRate?: number;
  /** Status of injected errors (default 503). */
  errorStatus?: number;
  /** The next N API requests answer 429 with `Retry-After`. */
  rateLimitBurst?: number;
  /** `Retry-After` seconds of injected 429s (default 1). */
  retryAfterSeconds?: number;
  /** The next N API requests lose their connection before any answer: the in-process fetch rejects
   * with a TypeError like `fetch` does, and the HTTP server resets the socket. */
  connectionResets?: number;
  /** The next N API responses stop halfway through the body: in process the body stream fails with
   * `TypeError: terminated`; over HTTP the server announces the full Content-Length, sends half, then
   * closes the connection gracefully (FIN). */
  truncatedBodies?: number;
  /** The next N API responses send status, headers and the first half of the body, then stall: no
   * more bytes until the client gives up or the sandbox is closed. */
  stalledBodies?: number;
  /** The next N API responses send headers and the first half of the body, then the connection is
   * reset: in process the body stream fails like undici's (`TypeError: terminated`, cause
   * `ECONNRESET`); over HTTP the server resets the socket. */
  bodyResets?: number;
  /** The next N successful (2xx) JSON responses carry a complete body that is not valid JSON (the
   * JSON text cut in half, with a matching Content-Length); status and headers are unchanged. */
  invalidJsonBodies?: number;
  /** The next N operations started by 202 responses end `failed` instead of `completed`. */
  failOperations?: number;
  /** How long new operations take on the sandbox clock (slow operations). */
  operationDurationMs?: number;
  /** Restrict the request faults to these APIs (default: all four). */
  apis?: ApiName[];
  /** Restrict the request faults to requests whose path within its API (after the `/auth`,
   * `/platform`, `/prep` or `/chains` prefix) starts with one of these, such as `"/operations/"`. */
  paths?: string[];
}

/** The fault options that hold a number. */
type NumericFault = Exclude<keyof FaultOptions, "apis" | "paths">;
/** The "next N" counts. */
type CountedFault =
  | "connectionResets"
  | "rateLimitBurst"
  | "truncatedBodies"
  | "stalledBodies"
  | "bodyResets"
  | "invalidJsonBodies"
  | "failOperations";

const NUMERIC_KEYS: readonly NumericFault[] = [
  "latencyMs",
  "errorRate",
  "errorStatus",
  "rateLimitBurst",
  "retryAfterSeconds",
  "connectionResets",
  "truncatedBodies",
  "stalledBodies",
  "bodyResets",
  "invalidJsonBodies",
  "failOperations",
  "operationDurationMs",
];
const COUNTED_KEYS: readonly CountedFault[] = [
  "connectionResets",
  "rateLimitBurst",
  "truncatedBodies",
  "stalledBodies",
  "bodyResets",
  "invalidJsonBodies",
  "failOperations",
];

/** Checks a fault configuration sent to the control route; returns what is wrong, if anything. */
export function checkFaults(input: unknown): string | null {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return "faults must be a JSON object";
  for (const [key, value] of Object.entries(input)) {
    if (key === "apis") {
      if (!Array.isArray(value) || value.some((v) => !(API_NAMES as readonly unknown[]).includes(v)))
        return `apis must be an array of ${API_NAMES.join(", ")}`;
      continue;
    }
    if (key === "paths") {
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string" || !v.startsWith("/")))
        return 'paths must be an array of path prefixes starting with "/", such as "/operations/"';
      continue;
    }
    if (!(NUMERIC_KEYS as readonly string[]).includes(key))
      return `unknown fault '${key}'; known: ${[...NUMERIC_KEYS, "apis", "paths"].join(", ")}`;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
      return `${key} must be a number >= 0`;
    if (key === "errorRate" && value > 1) return "errorRate must be between 0 and 1";
    if (key === "errorStatus" && (value < 400 || value > 599 || !Number.isInteger(value)))
      return "errorStatus must be an integer status between 400 and 599";
    if ((COUNTED_KEYS as readonly string[]).includes(key) && !Number.isInteger(value))
      return `${key} must be a whole number`;
  }
  return null;
}

/** What happens to one request before any handler runs. */
export type InjectedFault =
  | { kind: "reset" }
  | { kind: "rateLimit"; retryAfterSeconds: number }
  | { kind: "error"; status: number };

/** How a response body goes wrong on the way out. */
export type BodyFaultKind = "stall" | "reset" | "truncate";

/** The live fault settings of one sandbox. */
export class Faults {
  current: FaultOptions = {};

  constructor(initial: FaultOptions = {}) {
    this.set(initial);
  }

  set(options: FaultOptions): void {
    this.current = { ...this.current, ...options };
  }

  clear(): void {
    this.current = {};
  }

  /** Whether the request faults apply to a request of `api` at `path` (relative to the API's prefix). */
  applies(api: ApiName, path: string): boolean {
    const { apis, paths } = this.current;
    if (apis && !apis.includes(api)) return false;
    return !paths || paths.some((prefix) => path.startsWith(prefix));
  }

  /** Milliseconds to wait before answering this request. */
  latency(api: ApiName, path: string): number {
    return this.applies(api, path) ? (this.current.latencyMs ?? 0) : 0;
  }

  /** Decides what (if anything) happens to one request; `draw` is the seeded generator. */
  pick(api: ApiName, path: string, draw: () => number): InjectedFault | null {
    if (!this.applies(api, path)) return null;
    const f = this.current;
    if (take(f, "connectionResets")) return { kind: "reset" };
    if (take(f, "rateLimitBurst")) return { kind: "rateLimit", retryAfterSeconds: f.retryAfterSeconds ?? 1 };
    if (f.errorRate && draw() < f.errorRate) return { kind: "error", status: f.errorStatus ?? 503 };
    return null;
  }

  /** How this request's response body will fail, if it will: at most one of the body faults, in this order. */
  takeBodyFault(api: ApiName, path: string): BodyFaultKind | null {
    if (!this.applies(api, path)) return null;
    if (take(this.current, "stalledBodies")) return "stall";
    if (take(this.current, "bodyResets")) return "reset";
    if (take(this.current, "truncatedBodies")) return "truncate";
    return null;
  }

  /** Whether this (successful JSON) response goes out as invalid JSON. */
  takeInvalidJson(api: ApiName, path: string): boolean {
    return this.applies(api, path) && take(this.current, "invalidJsonBodies");
  }

  takeOperationFailure(): boolean {
    return take(this.current, "failOperations");
  }
}

function take(f: FaultOptions, key: CountedFault): boolean {
  const n = f[key] ?? 0;
  if (n <= 0) return false;
  f[key] = n - 1;
  return true;
}
