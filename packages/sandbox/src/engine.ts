import { type ApiName, defaultSpecsDir } from "./contract/load.js";
import { ApiContract, type Issue } from "./contract/validator.js";
import { type Clock, SandboxClock } from "./core/clock.js";
import { Random } from "./core/random.js";
import { type FaultOptions, Faults } from "./faults.js";
import { type DemoIds, seedState } from "./state/seed.js";
import type { Activity, Client, SandboxState, Token, Workspace } from "./state/types.js";

/** What to do when a response the sandbox sends does not match the spec. */
export type ResponseValidationMode = "off" | "warn" | "throw";

export interface SandboxOptions {
  /** Seed of the generator behind ids, seed data and injected error rates (default 1). */
  seed?: number;
  /** The clock the sandbox starts from (default `Date`); `control.advanceClock` moves it forward. */
  clock?: Clock;
  /** Faults active from the start. */
  faults?: FaultOptions;
  /** How long an operation takes from `acknowledged` to `completed`, in sandbox ms (default 3000). */
  operationDurationMs?: number;
  /** How long a data-preparation import takes from `queued` to `completed`, in sandbox ms (default 3000). */
  importDurationMs?: number;
  /**
   * How many file copies, imports and exports may run at once per workspace (default 3); one more
   * answers 429 `concurrent_operations_exceeded` with `Retry-After`.
   */
  concurrentFileOperations?: number;
  /**
   * The update-sheet-content limit per workspace: `limit` accepted requests per sliding `windowMs`
   * (default 60 per 60 000 ms). Scale both down (60 per 6 000 ms) to test pacing in seconds.
   */
  sheetWriteLimit?: { limit?: number; windowMs?: number };
  /** Largest request body accepted, in bytes (default 1 MiB); larger bodies answer 413. */
  bodyLimitBytes?: number;
  /** Check every response against the specs: `throw` (the default under vitest or NODE_ENV=test), `warn`, or `off`. */
  responseValidation?: ResponseValidationMode;
  /** Further OAuth clients to register next to the two demo clients. */
  clients?: Client[];
  /** Where the bundled specs are (default: the copies shipped in the package, else the monorepo's specs/dist). */
  specsDir?: string;
  /** How latency faults wait (default `setTimeout`); tests can inject a recorder. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The API versions the sandbox serves; an absent `X-Version` means the first. */
export const SUPPORTED_VERSIONS = ["2026-01-01", "2022-01-01", "2026-04-01.processes.preview"] as const;
export const DEFAULT_VERSION = SUPPORTED_VERSIONS[0];
export const TOKEN_LIFETIME_SECONDS = 600;
export const SHEET_WRITES_PER_MINUTE = 60;

/** A response that did not match the spec. */
export interface ResponseMismatch {
  api: ApiName;
  operationId: string;
  method: string;
  url: string;
  status: number;
  issues: Issue[];
}

export class ResponseValidationError extends Error {
  constructor(readonly mismatch: ResponseMismatch) {
    super(
      `sandbox response does not match the ${mismatch.api} spec: ${mismatch.method} ${mismatch.url} -> ${mismatch.status} ` +
        `(${mismatch.operationId}): ${mismatch.issues.map((i) => `${i.where} ${i.message}`).join("; ")}`,
    );
    this.name = "ResponseValidationError";
  }
}

const contractCache = new Map<string, Record<ApiName, ApiContract>>();

function loadContracts(dir: string): Record<ApiName, ApiContract> {
  let contracts = contractCache.get(dir);
  if (!contracts) {
    contracts = {
      auth: ApiContract.load(dir, "auth"),
      platform: ApiContract.load(dir, "platform"),
      prep: ApiContract.load(dir, "prep"),
      chains: ApiContract.load(dir, "chains"),
    };
    contractCache.set(dir, contracts);
  }
  return contracts;
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** The sandbox's state and the services its handlers share. */
export class Engine {
  readonly clock: SandboxClock;
  readonly contracts: Record<ApiName, ApiContract>;
  readonly faults: Faults;
  readonly seed: number;
  readonly bodyLimitBytes: number;
  readonly importDurationMs: number;
  readonly concurrentFileOperations: number;
  /** Accepted update-sheet-content requests per `windowMs` per workspace. */
  readonly sheetWriteLimit: { readonly limit: number; readonly windowMs: number };
  readonly responseValidation: ResponseValidationMode;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly mismatches: ResponseMismatch[] = [];
  state!: SandboxState;
  demo!: DemoIds;
  random!: Random;
  faultRandom!: Random;
  #operationDurationMs: number;
  readonly #options: SandboxOptions;

  constructor(options: SandboxOptions = {}) {
    this.#options = options;
    this.seed = options.seed ?? 1;
    this.clock = new SandboxClock(options.clock ?? Date);
    this.contracts = loadContracts(options.specsDir ?? defaultSpecsDir());
    this.faults = new Faults(options.faults);
    this.bodyLimitBytes = options.bodyLimitBytes ?? 1024 * 1024;
    this.#operationDurationMs = options.operationDurationMs ?? 3000;
    this.importDurationMs = options.importDurationMs ?? 3000;
    this.concurrentFileOperations = options.concurrentFileOperations ?? 3;
    if (!Number.isInteger(this.concurrentFileOperations) || this.concurrentFileOperations < 1) {
      throw new RangeError(
        `concurrentFileOperations must be a whole number >= 1, got ${options.concurrentFileOperations}`,
      );
    }
    this.sheetWriteLimit = {
      limit: options.sheetWriteLimit?.limit ?? SHEET_WRITES_PER_MINUTE,
      windowMs: options.sheetWriteLimit?.windowMs ?? 60_000,
    };
    const { limit, windowMs } = this.sheetWriteLimit;
    if (!Number.isInteger(limit) || limit < 1 || !(windowMs > 0)) {
      throw new RangeError(
        `sheetWriteLimit needs a whole limit >= 1 and a windowMs > 0, got ${limit} per ${windowMs}`,
      );
    }
    this.responseValidation =
      options.responseValidation ?? (process.env.VITEST || process.env.NODE_ENV === "test" ? "throw" : "off");
    this.sleep = options.sleep ?? defaultSleep;
    this.reset();
  }

  /** Back to the seed data: state, tokens and faults. The clock keeps its time (it never goes back). */
  reset(): void {
    this.random = new Random(this.seed);
    this.faultRandom = new Random(this.seed ^ 0x5bd1e995);
    const { state, demo } = seedState(this.random, this.#options.clients);
    this.state = state;
    this.demo = demo;
    this.faults.clear();
    this.faults.set(this.#options.faults ?? {});
    this.mismatches.length = 0;
  }

  get operationDurationMs(): number {
    return this.faults.current.operationDurationMs ?? this.#operationDurationMs;
  }

  now(): number {
    return this.clock.now();
  }

  iso(ms = this.now()): string {
    return new Date(ms).toISOString();
  }

  nextSequence(): number {
    return this.state.sequence++;
  }

  issueToken(client: Client, scopes: string[] = client.scopes): { token: string; record: Token } {
    const token = `sbx.${this.random.hex(40)}`;
    const now = this.now();
    const record: Token = {
      clientId: client.id,
      scopes: [...scopes],
      issuedAt: now,
      expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000,
    };
    this.state.tokens[token] = record;
    return { token, record };
  }

  client(id: string): Client | undefined {
    return this.state.clients.find((c) => c.id === id);
  }

  workspace(id: string): Workspace | undefined {
    return this.state.workspaces.find((w) => w.id === id);
  }

  /** Appends an audit activity performed by `client` in `workspaceId`. */
  recordActivity(input: {
    client: Client;
    workspaceId: string;
    alias: string;
    category: string;
    name: string;
    summary: string;
    targets: Activity["targets"];
    outcome?: string;
    tags?: string[];
    attachments?: Record<string, unknown>[];
    at?: number;
  }): Activity {
    const ws = this.workspace(input.workspaceId);
    const org = this.state.organizations.find((o) => o.id === ws?.organizationId);
    const activity: Activity = {
      id: `act_${this.random.hex(24)}`,
      sequence: this.nextSequence(),
      action: {
        id: `platform.${input.alias}`,
        alias: input.alias,
        category: input.category,
        name: input.name,
        deprecated: false,
      },
      summary: input.summary,
      performer: {
        id: input.client.id,
        type: "platform.client",
        displayName: input.client.name,
        uniqueName: input.client.id,
        ipAddress: "127.0.0.1",
      },
      targets: input.targets,
      activityDateTime: this.iso(input.at ?? this.now()),
      workspace: { id: ws?.id ?? input.workspaceId, name: ws?.name ?? "" },
      organization: { id: org?.id ?? "", name: org?.name ?? "" },
      outcome: input.outcome ?? "success",
      tags: input.tags ?? [`category:${input.category.toLowerCase()}`],
      ...(input.attachments ? { attachments: input.attachments } : {}),
    };
    this.state.activities.push(activity);
    return activity;
  }
}
