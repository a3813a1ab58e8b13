import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Block } from "./markdown.js";

/** A block written out as its own module file. */
export interface BlockFile {
  block: Block;
  /** Absolute path of the `.ts` file holding the block's code. */
  path: string;
}

/** A compiler message placed in the Markdown file. */
export interface Diagnostic {
  block: Block;
  /** `docs/guide.md:14:7` (line and column in the Markdown file). */
  where: string;
  message: string;
}

const PACKAGE_TSCONFIG = fileURLToPath(new URL("../tsconfig.json", import.meta.url));

/** The package's compiler options (strict, NodeNext, the `@reportkit/source` condition), for snippets. */
function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    PACKAGE_TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${PACKAGE_TSCONFIG}`);
  return {
    ...parsed.options,
    noEmit: true,
    // Every block is a module of its own, even one without an import.
    moduleDetection: ts.ModuleDetectionKind.Force,
    declaration: false,
    declarationMap: false,
    sourceMap: false,
  };
}

/**
 * Type-checks every block in one TypeScript program (each block its own module file) and returns
 * the errors of the blocks, placed at their line in the Markdown file.
 */
export function typeCheck(files: BlockFile[]): Diagnostic[] {
  if (files.length === 0) return [];
  const program = ts.createProgram({ rootNames: files.map((f) => f.path), options: compilerOptions() });
  const diagnostics: Diagnostic[] = [];
  for (const { block, path } of files) {
    const source = program.getSourceFile(path);
    if (!source) throw new Error(`the program lost ${path}`);
    const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const d of found) {
      const position = d.start === undefined ? undefined : source.getLineAndCharacterOfPosition(d.start);
      const line = block.fenceLine + 1 + (position?.line ?? 0);
      const column = (position?.character ?? 0) + 1;
      diagnostics.push({
        block,
        where: `${block.file}:${line}:${column}`,
        message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
      });
    }
  }
  for (const d of program.getOptionsDiagnostics()) {
    throw new Error(`snippet compiler options: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  }
  return diagnostics;
}
