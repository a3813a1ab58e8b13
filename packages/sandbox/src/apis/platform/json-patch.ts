import { ApiError } from "../../core/api-error.js";

/** One JSON Patch operation (RFC 6902). */
export interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
  from?: string;
}

const invalid = (index: number, member: string, message: string) =>
  new ApiError(400, "invalid_patch", `Patch operation ${index} (${member}): ${message}`, {
    target: `[${index}].${member}`,
  });

/** The reference tokens of a JSON Pointer (RFC 6901). */
function tokens(pointer: string, index: number, member: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/"))
    throw invalid(index, member, `'${pointer}' is not a JSON Pointer (it must start with '/').`);
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

type Container = Record<string, unknown> | unknown[];

function parentOf(doc: unknown, path: string[], index: number, member: string, pointer: string) {
  let node = doc;
  for (const token of path.slice(0, -1)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (node && typeof node === "object") node = (node as Record<string, unknown>)[token];
    else node = undefined;
    if (node === undefined) throw invalid(index, member, `'${pointer}' does not exist.`);
  }
  if (!node || typeof node !== "object") throw invalid(index, member, `'${pointer}' does not exist.`);
  return { parent: node as Container, key: path[path.length - 1]! };
}

function read(doc: unknown, pointer: string, index: number, member: string): unknown {
  let node = doc;
  for (const token of tokens(pointer, index, member)) {
    if (Array.isArray(node)) node = /^\d+$/.test(token) ? node[Number(token)] : undefined;
    else if (node && typeof node === "object" && Object.hasOwn(node, token))
      node = (node as Record<string, unknown>)[token];
    else node = undefined;
    if (node === undefined) throw invalid(index, member, `'${pointer}' does not exist.`);
  }
  return node;
}

function remove(doc: unknown, pointer: string, index: number, member: string): unknown {
  const path = tokens(pointer, index, member);
  if (path.length === 0) throw invalid(index, member, "the whole document cannot be removed.");
  const { parent, key } = parentOf(doc, path, index, member, pointer);
  if (Array.isArray(parent)) {
    const i = Number(key);
    if (!/^\d+$/.test(key) || i >= parent.length)
      throw invalid(index, member, `'${pointer}' does not exist.`);
    return parent.splice(i, 1)[0];
  }
  if (!Object.hasOwn(parent, key)) throw invalid(index, member, `'${pointer}' does not exist.`);
  const old = parent[key];
  delete parent[key];
  return old;
}

function add(doc: unknown, pointer: string, value: unknown, index: number, member: string): unknown {
  const path = tokens(pointer, index, member);
  if (path.length === 0) return structuredClone(value);
  const { parent, key } = parentOf(doc, path, index, member, pointer);
  if (Array.isArray(parent)) {
    const i = key === "-" ? parent.length : Number(key);
    if ((key !== "-" && !/^\d+$/.test(key)) || i > parent.length)
      throw invalid(index, member, `'${pointer}' is out of range.`);
    parent.splice(i, 0, structuredClone(value));
  } else {
    parent[key] = structuredClone(value);
  }
  return doc;
}

const equal = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a JSON Patch to a copy of `document` and returns the copy. Operations apply in order; the
 * first that fails is a 400 `invalid_patch` naming its position, and nothing is changed.
 */
export function applyPatch<T>(document: T, patch: PatchOperation[]): T {
  let doc: unknown = structuredClone(document);
  patch.forEach((operation, i) => {
    switch (operation.op) {
      case "add":
        doc = add(doc, operation.path, operation.value, i, "path");
        break;
      case "remove":
        remove(doc, operation.path, i, "path");
        break;
      case "replace":
        read(doc, operation.path, i, "path");
        if (operation.path === "") doc = structuredClone(operation.value);
        else {
          remove(doc, operation.path, i, "path");
          doc = add(doc, operation.path, operation.value, i, "path");
        }
        break;
      case "move": {
        if (operation.from === undefined) throw invalid(i, "from", "a move needs 'from'.");
        if (operation.path.startsWith(`${operation.from}/`))
          throw invalid(i, "path", "a value cannot move into itself.");
        const value = remove(doc, operation.from, i, "from");
        doc = add(doc, operation.path, value, i, "path");
        break;
      }
      case "copy": {
        if (operation.from === undefined) throw invalid(i, "from", "a copy needs 'from'.");
        doc = add(doc, operation.path, read(doc, operation.from, i, "from"), i, "path");
        break;
      }
      case "test":
        if (!equal(read(doc, operation.path, i, "path"), operation.value)) {
          throw new ApiError(
            409,
            "patch_test_failed",
            `Patch operation ${i} (test): '${operation.path}' does not hold the tested value.`,
            {
              target: `[${i}].value`,
            },
          );
        }
        break;
      default:
        throw invalid(i, "op", `'${operation.op}' is not add, remove, replace, move, copy or test.`);
    }
  });
  return doc as T;
}

/**
 * The top-level members a patch changed; a change to any member outside `writable` is a 400 naming it.
 */
export function onlyChanged(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  writable: readonly string[],
  what: string,
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed: string[] = [];
  for (const key of keys) {
    if (equal(before[key], after[key])) continue;
    if (!writable.includes(key)) {
      throw new ApiError(
        400,
        "read_only_property",
        `${what} property '/${key}' cannot be changed; writable: ${writable.map((w) => `/${w}`).join(", ")}.`,
        { target: `/${key}` },
      );
    }
    changed.push(key);
  }
  return changed;
}
