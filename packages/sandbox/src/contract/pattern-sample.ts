import type { Random } from "../core/random.js";

/** One piece of a simple pattern: the characters it may take, and how many times. */
interface Atom {
  chars: string;
  min: number;
  max: number;
}

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();
const ESCAPES: Record<string, string> = { d: DIGITS, w: `${LOWER}${UPPER}${DIGITS}_`, s: " " };

/** The characters of a class body such as `0-9a-fA-F` or `A-Za-z0-9_-`. */
function classChars(body: string): string | undefined {
  if (body.startsWith("^")) return undefined;
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === "\\") {
      const e = body[++i]!;
      out += ESCAPES[e] ?? e;
    } else if (body[i + 1] === "-" && i + 2 < body.length) {
      for (let code = c.charCodeAt(0); code <= body.charCodeAt(i + 2); code++)
        out += String.fromCharCode(code);
      i += 2;
    } else out += c;
  }
  return out;
}

/** `{n}`, `{n,m}`, `+`, `*`, `?` after an atom (at most 3 repeats for open ones). */
function quantifier(pattern: string, at: number): { min: number; max: number; next: number } {
  const c = pattern[at];
  if (c === "+") return { min: 1, max: 3, next: at + 1 };
  if (c === "*") return { min: 0, max: 3, next: at + 1 };
  if (c === "?") return { min: 0, max: 1, next: at + 1 };
  const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
  if (!m) return { min: 1, max: 1, next: at };
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] ? Number(m[3]) : min + 3;
  return { min, max, next: at + m[0].length };
}

/**
 * The atoms of an anchored pattern without alternation (a flat `(?:...)` group counts as its atoms
 * repeated its quantifier's least number of times, at least once); undefined for anything richer.
 */
function atomsOf(pattern: string): Atom[] | undefined {
  const atoms: Atom[] = [];
  let i = pattern.startsWith("^") ? 1 : 0;
  const end = pattern.endsWith("$") ? pattern.length - 1 : pattern.length;
  while (i < end) {
    const c = pattern[i]!;
    let chars: string | undefined;
    if (pattern.startsWith("(?:", i)) {
      const close = pattern.indexOf(")", i);
      const inner = close < 0 ? undefined : atomsOf(pattern.slice(i + 3, close));
      if (!inner || pattern.slice(i + 3, close).includes("(")) return undefined;
      const q = quantifier(pattern, close + 1);
      for (let k = 0; k < Math.max(1, q.min); k++) atoms.push(...inner);
      i = q.next;
      continue;
    }
    if (c === "[") {
      const close = pattern.indexOf("]", i + 2);
      if (close < 0) return undefined;
      chars = classChars(pattern.slice(i + 1, close));
      i = close + 1;
    } else if (c === "\\") {
      const e = pattern[i + 1]!;
      chars = ESCAPES[e] ?? e;
      i += 2;
    } else if ("()|.".includes(c)) return undefined;
    else {
      chars = c;
      i += 1;
    }
    if (!chars) return undefined;
    const q = quantifier(pattern, i);
    atoms.push({ chars, min: q.min, max: q.max });
    i = q.next;
  }
  return atoms;
}

/** A string matching `pattern` when it is a simple one (classes, escapes, counts), else undefined. */
export function fromPattern(pattern: string, random: Random): string | undefined {
  const atoms = atomsOf(pattern);
  if (!atoms) return undefined;
  let out = "";
  for (const atom of atoms) {
    const count = atom.min === atom.max ? atom.min : Math.max(atom.min, Math.min(atom.max, atom.min + 2));
    for (let k = 0; k < count; k++) out += atom.chars[random.int(0, atom.chars.length - 1)]!;
  }
  try {
    return new RegExp(pattern, "u").test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}
