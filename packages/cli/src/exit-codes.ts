// Exit codes by class of failure, documented in the README ("Exit codes").
export const EXIT = {
  ok: 0,
  other: 1,
  usage: 2,
  auth: 3,
  notFound: 4,
  rateLimited: 5,
  server: 6,
  network: 7,
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Error class names (of @reportkit/sdk and of this CLI) and their exit codes. */
const BY_NAME: Record<string, ExitCode> = {
  UsageError: EXIT.usage,
  ConfigurationError: EXIT.usage,
  InvalidArgumentError: EXIT.usage,
  CredentialsError: EXIT.auth,
  AuthenticationError: EXIT.auth,
  PermissionError: EXIT.auth,
  NotFoundError: EXIT.notFound,
  RateLimitError: EXIT.rateLimited,
  ConcurrencyLimitError: EXIT.rateLimited,
  ServerError: EXIT.server,
  ConnectionError: EXIT.network,
  TimeoutError: EXIT.network,
  ResponseBodyError: EXIT.network,
  InterruptedError: EXIT.interrupted,
};

/**
 * The exit code of an error: by its `name` (the SDK's typed errors and this CLI's set theirs, so this
 * module needs none of them loaded), else by its HTTP status, else 1.
 */
export function exitCodeOf(error: unknown): ExitCode {
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof name === "string" && Object.hasOwn(BY_NAME, name)) return BY_NAME[name]!;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? exitCodeOfStatus(status) : EXIT.other;
}

/** The exit code of an HTTP status (for answers that carry no typed error). */
export function exitCodeOfStatus(status: number): ExitCode {
  if (status < 400) return EXIT.ok;
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  if (status === 429) return EXIT.rateLimited;
  if (status >= 500) return EXIT.server;
  return EXIT.other;
}
