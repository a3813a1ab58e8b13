/** The file a URL path names under `root`, or undefined. */
export function resolveFile(root: string, urlPath: string): string | undefined;

/** The URL path under the root for a request path under `base`; undefined outside `base`. */
export function underBase(base: string, urlPath: string): string | undefined;

/**
 * Serves `root` on `host:port` (port 0: a free one) under `base` (default `/`); resolves with its
 * origin and a `close`.
 */
export function serveStatic(
  root: string,
  options?: { host?: string; port?: number; base?: string },
): Promise<{ origin: string; close(): Promise<void> }>;
