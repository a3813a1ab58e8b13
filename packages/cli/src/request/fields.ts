import { UsageError } from "../errors.js";
import type { Context } from "../io.js";
import { readAtFile } from "./read-input.js";

/** One `-f key=value` (raw string) or `-F key=value` (typed) of the command line, in order. */
export interface Field {
  key: string;
  raw: string;
  typed: boolean;
}

/** Splits `key=value` (the first `=`); a missing `=` is a usage error naming the flag. */
export function parseField(text: string, typed: boolean): Field {
  const at = text.indexOf("=");
  if (at <= 0) throw new UsageError(`${typed ? "-F" : "-f"} ${text}: expected key=value.`);
  return { key: text.slice(0, at), raw: text.slice(at + 1), typed };
}

/**
 * The value of a typed field (`-F`), as `gh api` reads it: `true`, `false` and `null` are literals,
 * numbers become numbers, `@file` is the file's text and `@-` standard input; anything else stays text.
 */
export function typedValue(ctx: Context, field: Field): unknown {
  if (!field.typed) return field.raw;
  const raw = field.raw;
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (raw === "null") return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) return Number(raw);
  if (raw.startsWith("@")) return readAtFile(ctx, raw, `-F ${field.key}`);
  return raw;
}

/**
 * Sets `key` in `target`, with `gh api`'s nesting: `a[b]=1` sets `a.b`, `a[]=1` appends to the list `a`,
 * `a[][b]=1` starts a new object in `a` unless the last one lacks `b`.
 */
export function setNested(target: Record<string, unknown>, key: string, value: unknown): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new UsageError(`field '${key}': use name, name[sub] or name[] as the key.`);
  const parts = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    const nextIsList = parts[i + 1] === "";
    if (Array.isArray(node)) {
      if (part !== "") throw new UsageError(`field '${key}': a list takes [] only.`);
      if (last) {
        node.push(value);
        return;
      }
      const tail: unknown = node.at(-1);
      const nextKey = parts[i + 1]!;
      if (
        !nextIsList &&
        tail &&
        typeof tail === "object" &&
        !Array.isArray(tail) &&
        !Object.hasOwn(tail, nextKey)
      ) {
        node = tail as Record<string, unknown>;
      } else {
        const created: Record<string, unknown> | unknown[] = nextIsList ? [] : {};
        node.push(created);
        node = created;
      }
      continue;
    }
    if (last) {
      node[part] = value;
      return;
    }
    const existing = node[part];
    if (existing === undefined) node[part] = nextIsList ? [] : {};
    else if (typeof existing !== "object" || existing === null || Array.isArray(existing) !== nextIsList) {
      throw new UsageError(`field '${key}': '${part}' was already given as another kind of value.`);
    }
    node = node[part] as Record<string, unknown> | unknown[];
  }
}
