import { lstat, realpath, stat } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";

/** A path outside the folders the user allowed, or one that cannot be used: nothing was read or written. */
export class PathNotAllowedError extends Error {
  override readonly name = "PathNotAllowed";
}

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
};

/** The allowed folders as real paths (symbolic links resolved); each must be an existing folder. */
export async function allowedFolders(dirs: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const dir of dirs) {
    const real = await realpath(resolve(dir)).catch(() => undefined);
    if (!real || !(await stat(real)).isDirectory()) throw new PathNotAllowedError(`${dir} is not a folder.`);
    out.push(real);
  }
  return out;
}

/**
 * Where a tool may read or write `path`: resolved against the first allowed folder when relative, its
 * symbolic links followed, and inside one of `roots` (real paths). `read`: an existing regular file.
 * `write`: a new file in an existing folder; an existing file (or link) is never replaced.
 */
export async function confine(
  path: string,
  roots: readonly string[],
  mode: "read" | "write",
): Promise<string> {
  const first = roots[0];
  if (!first)
    throw new PathNotAllowedError("No folder is allowed: the server was started without --allow-dir.");
  if (path.includes("\0")) throw new PathNotAllowedError("A path cannot hold a NUL character.");
  const wanted = resolve(first, path);
  const allowed = `the folders allowed are ${roots.join(", ")}`;
  if (mode === "read") {
    const real = await realpath(wanted).catch(() => undefined);
    if (!real) throw new PathNotAllowedError(`${wanted} does not exist.`);
    if (!roots.some((root) => inside(root, real))) {
      throw new PathNotAllowedError(`${wanted} is outside the allowed folders (${allowed}).`);
    }
    if (!(await stat(real)).isFile()) throw new PathNotAllowedError(`${wanted} is not a file.`);
    return real;
  }
  const name = basename(wanted);
  const folder = await realpath(dirname(wanted)).catch(() => undefined);
  if (!folder) throw new PathNotAllowedError(`The folder of ${wanted} does not exist.`);
  const target = join(folder, name);
  if (!roots.some((root) => inside(root, target))) {
    throw new PathNotAllowedError(`${wanted} is outside the allowed folders (${allowed}).`);
  }
  if (
    await lstat(target).then(
      () => true,
      () => false,
    )
  ) {
    throw new PathNotAllowedError(
      `${wanted} exists already: choose a new file name (files are never replaced).`,
    );
  }
  return target;
}
