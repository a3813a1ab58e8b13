import ts from "typescript";

/** One function of a source file and the number of lines it spans. */
export interface FunctionSpan {
  /** `name` for declarations and functions assigned to a const or a member, `Class.method` for methods. */
  name: string;
  /** 1-based line of its first token (after any doc comment). */
  line: number;
  /** Lines from its first token to its closing brace, both included, blank lines and comments too. */
  lines: number;
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The name a reader would look for: the declaration's, the const's or member's it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  const owner = ts.isClassLike(node.parent) && node.parent.name ? `${node.parent.name.text}.` : "";
  if (ts.isConstructorDeclaration(node)) return `${owner}constructor`;
  if (node.name) return `${owner}${node.name.getText(source)}`;
  const { parent } = node;
  const assigned =
    ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent);
  return assigned ? parent.name.getText(source) : "(anonymous)";
}

/**
 * Every function of a TypeScript source: declarations, function and arrow expressions (assigned to a
 * const, a member, or passed as an argument), methods, constructors and accessors. A function's lines
 * include those of the functions nested in it: a long function stays long however it is cut inside.
 * Data (an object or array literal outside any function) is not a function and is not counted.
 */
export function functionSpans(fileName: string, text: string): FunctionSpan[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      spans.push({ name: nameOf(node, source), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}
