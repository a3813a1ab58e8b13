import type { ToolAnnotations } from "@modelcontextprotocol/server";
import type { CatalogApiName, CatalogOperationSummary } from "@reportkit/catalog/summary";
import type { ToolOutput } from "../results/finish.js";
import type { Runtime } from "../runtime.js";
import type { ObjectSchema } from "./schemas.js";

/** What `tools/list` says of a tool. */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: ObjectSchema;
  outputSchema?: ObjectSchema;
  annotations: ToolAnnotations;
}

/** What a running call can use: its cancellation, and progress notifications (sent when the client asked). */
export interface ToolCall {
  signal: AbortSignal;
  /** `done` must grow from one notification to the next. */
  progress(done: number, message: string, total?: number): Promise<void>;
  /**
   * Asks the user to allow something (MCP elicitation): `unsupported` when the host cannot ask.
   * Absent: nobody to ask.
   */
  confirm?(message: string): Promise<"accepted" | "declined" | "cancelled" | "unsupported">;
}

export type Parsed<A> = { ok: true; value: A } | { ok: false; problems: string[] };

/**
 * One tool: its definition, whether it only reads, the APIs it needs, how it checks its arguments and
 * what it does. Operation tools also carry their catalogue entry.
 */
export interface Tool<A = unknown> {
  /** Its name in `tools/list` (known without building the definition). */
  readonly name: string;
  readonly definition: ToolDefinition;
  /** `read`: changes nothing on the platform nor on disk. */
  readonly access: "read" | "write";
  /** The tool is offered only when `--apis` keeps all of these. */
  readonly apis: readonly CatalogApiName[];
  /** An operation tool's operation, summarised (its details: `fullOperation`, once the table is loaded). */
  readonly operation?: CatalogOperationSummary;
  /** Its definition reads the operation table: the table is loaded before it is listed. */
  readonly fromTable?: boolean;
  /** Needs a folder the user allowed (`--allow-dir`). */
  readonly usesFiles?: boolean;
  parse(args: unknown): Parsed<A>;
  run(args: A, call: ToolCall, runtime: Runtime): Promise<ToolOutput>;
}

/** A tool of any argument type (its methods are bivariant: a table holds tools of every kind). */
export type AnyTool = Tool<unknown>;
