import { loadContracts } from "../contract/api-contracts.js";
import { type ApiName, defaultSpecsDir } from "../contract/load.js";
import type { ApiContract } from "../contract/validator.js";
import { SandboxClock } from "../core/clock.js";
import { Random } from "../core/random.js";
import { type DemoIds, seedState } from "../state/seed.js";
import type { Activity, Client, SandboxState, Token, Workspace } from "../state/types.js";
import { Faults } from "./faults.js";
import { engineSettings, type SandboxOptions } from "./options.js";
import type { ResponseMismatch, ResponseValidationMode } from "./response-validation.js";

export const TOKEN_LIFETIME_SECONDS = 600;

/** State that moves on its own as the sandbox clock runs (due operations complete, imports advance). */
export type TimeStep = (engine: Engine) => void;

/** The sandbox's state and the services its handlers share. */
export class Engine {
  readonly clock: SandboxClock;
  readonly contracts: Record<ApiName, ApiContract>;
  readonly faults: Faults;
  readonly seed: number;
  readonly bodyLimitBytes: number;
  readonly importDurationMs: number;
  readonly chainRunDurationMs: number;
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
  readonly #timeSteps: readonly TimeStep[];

  /** `timeSteps` bring the state up to the clock, in order, whenever `tick()` is called. */
  constructor(options: SandboxOptions = {}, timeSteps: readonly TimeStep[] = []) {
    this.#options = options;
    this.#timeSteps = timeSteps;
    this.seed = options.seed ?? 1;
    this.clock = new SandboxClock(options.clock ?? Date);
    this.contracts = loadContracts(options.specsDir ?? defaultSpecsDir());
    this.faults = new Faults(options.faults);
    const settings = engineSettings(options);
    this.bodyLimitBytes = settings.bodyLimitBytes;
    this.#operationDurationMs = settings.operationDurationMs;
    this.importDurationMs = settings.importDurationMs;
    this.chainRunDurationMs = settings.chainRunDurationMs;
    this.concurrentFileOperations = settings.concurrentFileOperations;
    this.sheetWriteLimit = settings.sheetWriteLimit;
    this.responseValidation = settings.responseValidation;
    this.sleep = settings.sleep;
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

  /** Brings time-driven state up to the sandbox clock: runs the time steps in order. */
  tick(): void {
    for (const step of this.#timeSteps) step(this);
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
