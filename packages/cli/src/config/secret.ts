import { readSecretFile as readOwnerOnly } from "@reportkit/sdk/node";
import { CredentialsError } from "../errors.js";

/** A client secret from an owner-only file (the SDK's reader); a refused file is a credentials error. */
export function readSecretFile(path: string): string {
  try {
    return readOwnerOnly(path);
  } catch (error) {
    throw new CredentialsError((error as Error).message);
  }
}

/** Reads a client secret from standard input (one line, or all of it), trimmed. */
export async function readSecretFromStdin(stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  const secret = Buffer.concat(chunks).toString("utf8").trim();
  if (!secret) throw new CredentialsError("No client secret on standard input.");
  return secret;
}
