/** A command line that cannot work as typed (exit code 2); nothing was sent. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** No credentials could be found (exit code 3); nothing was sent. */
export class CredentialsError extends Error {
  override readonly name = "CredentialsError";
}

/** The user stopped the command (Ctrl-C, exit code 130); `hint` says how to carry on. */
export class InterruptedError extends Error {
  override readonly name = "InterruptedError";
}
