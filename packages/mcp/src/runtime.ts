import type { Connection } from "./connection.js";
import type { ResultStore } from "./results/store.js";
import type { Scrubber } from "./secrets.js";
import type { AnyTool } from "./tools/tool.js";

/** Everything the tools of one server process share, whichever transport and session a call came by. */
export interface Runtime {
  /** The tools offered, by name, in the order `tools/list` gives them. */
  readonly tools: ReadonlyMap<string, AnyTool>;
  /**
   * Every operation tool the write rules allow (listed or not), by name: what `find_operations` finds
   * and `call_operation` calls.
   */
  readonly operations: ReadonlyMap<string, AnyTool>;
  /** Every other tool this server knows, and why it is not offered (said to a client that calls it). */
  readonly hidden: ReadonlyMap<string, string>;
  /** `--allow-writes`: operations that change data may be called. */
  readonly allowWrites: boolean;
  /** Whether a destructive operation runs without asking the user first (`--yes-destructive`). */
  readonly confirmDestructive: boolean;
  /** Results too long to send at once, for `read_result`. */
  readonly store: ResultStore;
  readonly scrubber: Scrubber;
  /** The longest result text sent in one answer, in characters. */
  readonly maxResultChars: number;
  /** The folders `import_file` and `export_file` may use (real paths); empty: no file tools. */
  readonly allowedDirs: readonly string[];
  /** The SDK instance, made on first use; throws `CredentialsError` when none is configured. */
  connection(): Connection;
  /** This package's version. */
  readonly version: string;
}
