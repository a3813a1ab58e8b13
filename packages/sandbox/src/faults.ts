import type { ApiName } from "./contract/load.js";

/**
 * Faults to inject into API requests (never into `/__sandbox` control routes). Counts ("next N
 * requests") go down as they are used; rates and latency stay until cleared.
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
  /** The next N API requests lose their connection: the in-process fetch rejects with a TypeError like
   * `fetch` does, and the HTTP server destroys the socket. */
  connectionResets?: number;
  /** The next N API responses are cut off halfway through the body. */
  truncatedBodies?: number;
  /** The next N operations started by 202 responses end `failed` instead of `completed`. */
  failOperations?: number;
  /** How long new operations take on the sandbox clock (slow operations). */
  operationDurationMs?: number;
  /** Restrict the faults to these APIs (default: all four). */
  apis?: ApiName[];
}

const KEYS = [
  "latencyMs",
  "errorRate",
  "errorStatus",
  "rateLimitBurst",
  "retryAfterSeconds",
  "connectionResets",
  "truncatedBodies",
  "failOperations",
  "operationDurationMs",
] as const;

/** Checks a fault configuration sent to the control route; returns what is wrong, if anything. */
export function checkFaults(input: unknown): string | null {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return "faults must be a JSON object";
  for (const [key, value] of Object.entries(input)) {
    if (key === "apis") {
      const apis = ["auth", "platform", "prep", "chains"];
      if (!Array.isArray(value) || value.some((v) => !apis.includes(v)))
        return `apis must be an array of ${apis.join(", ")}`;
      continue;
    }
    if (!(KEYS as readonly string[]).includes(key))
      return `unknown fault '${key}'; known: ${[...KEYS, "apis"].join(", ")}`;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
      return `${key} must be a number >= 0`;
    if (key === "errorRate" && value > 1) return "errorRate must be between 0 and 1";
    if (key === "errorStatus" && (value < 400 || value > 599 || !Number.isInteger(value)))
      return "errorStatus must be an integer status between 400 and 599";
  }
  return null;
}

export type InjectedFault =
  | { kind: "reset" }
  | { kind: "rateLimit"; retryAfterSeconds: number }
  | { kind: "error"; status: number };

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

  applies(api: ApiName): boolean {
    return !this.current.apis || this.current.apis.includes(api);
  }

  /** Decides what (if anything) happens to one request; `draw` is the seeded generator. */
  pick(api: ApiName, draw: () => number): InjectedFault | null {
    if (!this.applies(api)) return null;
    const f = this.current;
    if (take(f, "connectionResets")) return { kind: "reset" };
    if (take(f, "rateLimitBurst")) return { kind: "rateLimit", retryAfterSeconds: f.retryAfterSeconds ?? 1 };
    if (f.errorRate && draw() < f.errorRate) return { kind: "error", status: f.errorStatus ?? 503 };
    return null;
  }

  takeTruncation(api: ApiName): boolean {
    return this.applies(api) && take(this.current, "truncatedBodies");
  }

  takeOperationFailure(): boolean {
    return take(this.current, "failOperations");
  }
}

function take(
  f: FaultOptions,
  key: "connectionResets" | "rateLimitBurst" | "truncatedBodies" | "failOperations",
) {
  const n = f[key] ?? 0;
  if (n <= 0) return false;
  f[key] = n - 1;
  return true;
}
