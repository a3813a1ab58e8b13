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
 * Parsed (and, once a program has checked them, bound) source files of the packages, the libraries and
 * node_modules, kept for the next program of this process: the docs' blocks and the fixture pages are
 * two programs over mostly the same ~1,000 files, and the test files share one module graph
 * (vitest.config.ts), so the second program parses and binds only what changed. A file is reused only
 * while its text is the same (TypeScript's language service shares source files between programs the
 * same way: a checker never changes what the parser and binder made).
 */
const parsed = new Map<string, ts.SourceFile>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile)
      return read(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    const settings =
      typeof languageVersionOrOptions === "object"
        ? [
            languageVersionOrOptions.languageVersion,
            languageVersionOrOptions.impliedNodeFormat,
            languageVersionOrOptions.jsDocParsingMode,
          ]
        : [languageVersionOrOptions];
    const key = `${fileName}\0${settings.join(",")}`;
    const text = host.readFile(fileName);
    if (text === undefined) return read(fileName, languageVersionOrOptions, onError);
    const known = parsed.get(key);
    if (known?.text === text) return known;
    const file = ts.createSourceFile(fileName, text, languageVersionOrOptions);
    parsed.set(key, file);
    return file;
  };
  return host;
}

/** A module that is no Markdown block, checked in the same program (an API reference sample). */
export interface NamedFile {
  /** How its errors are named: `platform POST /files/{fileId}/copy (copyFile)`. */
  name: string;
  /** Absolute path of its `.ts` file. */
  path: string;
}

/**
 * Type-checks every block in one TypeScript program (each block its own module file) and returns
 * the errors of the blocks, placed at their line in the Markdown file.
 */
export function typeCheck(files: BlockFile[]): Diagnostic[] {
  return typeCheckWith(files, []).diagnostics;
}

/**
 * typeCheck, with `others` (the API reference's samples) in the same program: the packages' types are
 * read and checked once for all of them. Their errors come back as lines `name, line 3: TSnnnn: message`.
 */
export function typeCheckWith(
  files: BlockFile[],
  others: NamedFile[],
): { diagnostics: Diagnostic[]; otherErrors: string[] } {
  if (files.length + others.length === 0) return { diagnostics: [], otherErrors: [] };
  const options = compilerOptions();
  const program = ts.createProgram({
    rootNames: [...files, ...others].map((f) => f.path),
    options,
    host: cachingHost(options),
  });
  const message = (d: ts.Diagnostic) =>
    `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  const otherErrors: string[] = [];
  for (const { name, path } of others) {
    const source = program.getSourceFile(path);
    if (!source) throw new Error(`the program lost ${path}`);
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
      otherErrors.push(`${name}, line ${line + 1}: ${message(d)}`);
    }
  }
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
        message: message(d),
      });
    }
  }
  for (const d of program.getOptionsDiagnostics()) {
    throw new Error(`snippet compiler options: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  }
  return { diagnostics, otherErrors };
}
