/** The file a URL path names under `root`, or undefined. */
export function resolveFile(root: string, urlPath: string): string | undefined;

/** Serves `root` on `host:port` (port 0: a free one); resolves with its origin and a `close`. */
export function serveStatic(
  root: string,
  options?: { host?: string; port?: number },
): Promise<{ origin: string; close(): Promise<void> }>;
