import { readFileSync, statSync } from "node:fs";
import { CredentialsError } from "../errors.js";

/**
 * Reads a client secret from a file that only its owner may read (on POSIX systems: no group or other
 * permission bits), trimmed. A file others can read is refused: the secret may already have leaked.
 */
export function readSecretFile(path: string): string {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch {
    throw new CredentialsError(`The client secret file ${path} does not exist.`);
  }
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    throw new CredentialsError(
      `The client secret file ${path} can be read by others (mode ${(mode & 0o777).toString(8)}): run chmod 600 ${path}.`,
    );
  }
  const secret = readFileSync(path, "utf8").trim();
  if (!secret) throw new CredentialsError(`The client secret file ${path} is empty.`);
  return secret;
}

/** Reads a client secret from standard input (one line, or all of it), trimmed. */
export async function readSecretFromStdin(stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  const secret = Buffer.concat(chunks).toString("utf8").trim();
  if (!secret) throw new CredentialsError("No client secret on standard input.");
  return secret;
}
