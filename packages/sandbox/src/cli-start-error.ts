/**
 * What the CLI prints when the sandbox cannot start: for a port that is taken, two lines naming the
 * port and the flag that picks another (a bare `EADDRINUSE` says neither); anything else, its message.
 */
export function startErrorText(error: unknown, port: number, host = "127.0.0.1"): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "EADDRINUSE") {
    return [
      `reportkit-sandbox: port ${port} on ${host} is already in use (another sandbox or program listens there).`,
      `Pick another port with --port, e.g. reportkit-sandbox --port ${port === 65535 ? 4011 : port + 1} (--port 0 picks a free one).`,
    ].join("\n");
  }
  return error instanceof Error ? error.message : String(error);
}
