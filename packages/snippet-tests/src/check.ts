import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type InProcessOptions, runInProcess } from "./in-process.js";
import { type Block, collectBlocks, markdownFiles } from "./markdown.js";
import { RUN_HANG_BOUND_MS, runProgram, runShell } from "./run.js";
import { type BlockFile, typeCheckWith } from "./typecheck.js";

/** Why a block failed, placed in its Markdown file. */
export interface Failure {
  block: Block;
  stage: "fence" | "type-check" | "run";
  /** `README.md:42` or `README.md:42:7`. */
  where: string;
  message: string;
}

export interface CheckOptions {
  /** The repository root. */
  root: string;
  /** Markdown files to check, relative to `root` (default: every README.md and every page under docs/). */
  files?: string[];
  /** Where the blocks are written as `.ts` files; it must lie inside a package that depends on the packages the blocks import. */
  workDir: string;
  /** The whole environment of the runnable blocks; without it nothing is run. */
  env?: Record<string, string>;
  /** Time limit of one runnable block, a hang bound (default RUN_HANG_BOUND_MS, 4 minutes). */
  timeoutMs?: number;
  /** How many blocks run at once (default 2; in process, one at a time). */
  concurrency?: number;
  /**
   * Runs the programs in this process (runInProcess: imported through the test runner, `fetch` and the
   * SDK's `sleep` the given ones, `workDir` the working directory), one at a time, instead of a child
   * `node` each. The
   * workDir must then lie outside node_modules (the test runner transforms only files outside it).
   */
  inProcess?: Pick<InProcessOptions, "fetch" | "sleep">;
  /**
   * The whole environment of the `sh cli` blocks (`reportkit` on its PATH); without it they are not run.
   * They run one after another, in file order, as a reader would type them.
   */
  cliEnv?: Record<string, string>;
  /**
   * Modules type-checked in the blocks' program but not run here (the API reference's samples, one per
   * operation): the packages' types are then read and checked once for both. Their errors are the
   * report's `otherTypeErrors`.
   */
  alsoTypeCheck?: { name: string; source: string }[];
}

export interface CheckReport {
  blocks: Block[];
  /** Markdown files holding at least one TypeScript block. */
  files: string[];
  /** Markdown files searched. */
  scanned: string[];
  typeChecked: number;
  /** How many of `alsoTypeCheck` were type-checked, and their errors (`name, line 3: TSnnnn: message`). */
  otherTypeChecked: number;
  otherTypeErrors: string[];
  ran: number;
  /** `sh cli` blocks run. */
  cliRan: number;
  failures: Failure[];
  /** `snippets: 41 blocks in 12 files, 41 type-checked, 17 run`. */
  summary: string;
}

/** A file name for a block: its Markdown path and fence line, readable in a stack trace. */
function fileNameOf(block: Block): string {
  return `${block.file.replace(/[^A-Za-z0-9]+/g, "_")}_L${block.fenceLine}.ts`;
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Checks the TypeScript blocks of the Markdown files: fence words and `…` first, then one type-check
 * of every usable block, then each type-correct ```ts block run as a program with `env`.
 */
export async function checkSnippets(options: CheckOptions): Promise<CheckReport> {
  const scanned = options.files ?? markdownFiles(options.root);
  const blocks = collectBlocks(options.root, scanned);
  const failures: Failure[] = [];
  const timeoutMs = options.timeoutMs ?? RUN_HANG_BOUND_MS;
  for (const block of blocks)
    for (const message of block.problems)
      failures.push({ block, stage: "fence", where: `${block.file}:${block.fenceLine}`, message });

  rmSync(options.workDir, { recursive: true, force: true });
  mkdirSync(options.workDir, { recursive: true });
  writeFileSync(join(options.workDir, "package.json"), '{ "private": true, "type": "module" }\n');
  const usable: BlockFile[] = blocks
    .filter((block) => block.problems.length === 0 && block.kind !== "cli")
    .map((block) => ({ block, path: join(options.workDir, fileNameOf(block)) }));
  for (const { block, path } of usable) writeFileSync(path, block.code);

  const others = (options.alsoTypeCheck ?? []).map(({ name, source }, index) => {
    const path = join(options.workDir, `also_${String(index).padStart(4, "0")}.ts`);
    writeFileSync(path, source);
    return { name, path };
  });
  const { diagnostics, otherErrors } = typeCheckWith(usable, others);
  for (const d of diagnostics)
    failures.push({ block: d.block, stage: "type-check", where: d.where, message: d.message });

  const broken = new Set(diagnostics.map((d) => d.block));
  const runnable = usable.filter(({ block }) => block.kind === "run" && !broken.has(block));
  let ran = 0;
  const { env } = options;
  if (env) {
    const { inProcess } = options;
    const concurrency = inProcess ? 1 : (options.concurrency ?? 2);
    await inPool(runnable, concurrency, async ({ block, path }) => {
      const result = inProcess
        ? await runInProcess(path, env, { ...inProcess, cwd: options.workDir })
        : await runProgram(path, env, { timeoutMs });
      ran++;
      if (result.code === 0) return;
      const how = result.timedOut
        ? `did not finish within ${timeoutMs / 1000} s`
        : `exited with ${result.code}`;
      failures.push({
        block,
        stage: "run",
        where: `${block.file}:${block.fenceLine}`,
        message: `the \`\`\`${block.info} program ${how}:\n${result.output.trimEnd()}`,
      });
    });
  }
  let cliRan = 0;
  if (options.cliEnv) {
    const cliBlocks = blocks.filter((block) => block.kind === "cli" && block.problems.length === 0);
    for (const block of cliBlocks) {
      const path = join(options.workDir, fileNameOf(block).replace(/\.ts$/, ".sh"));
      writeFileSync(path, block.code);
      const result = await runShell(path, options.cliEnv, { timeoutMs });
      cliRan++;
      if (result.code === 0) continue;
      const how = result.timedOut
        ? `did not finish within ${timeoutMs / 1000} s`
        : `exited with ${result.code}`;
      failures.push({
        block,
        stage: "run",
        where: `${block.file}:${block.fenceLine}`,
        message: `the \`\`\`${block.info} example ${how}:\n${result.output.trimEnd()}`,
      });
    }
  }
  const files = [...new Set(blocks.map((b) => b.file))];
  const summary =
    `snippets: ${blocks.length} blocks in ${files.length} files, ${usable.length} type-checked, ${ran} run` +
    (others.length ? `, ${others.length} other modules type-checked with them` : "") +
    (cliRan ? `, ${cliRan} cli run` : "") +
    (failures.length ? `, ${failures.length} failed` : "");
  return {
    blocks,
    files,
    scanned,
    typeChecked: usable.length,
    otherTypeChecked: others.length,
    otherTypeErrors: otherErrors,
    ran,
    cliRan,
    failures,
    summary,
  };
}

/** One failure as a line (or a few) for a test report. */
export function formatFailure(failure: Failure): string {
  return `${failure.where} [${failure.stage}] ${failure.message}`;
}
