/** The forms a secret takes when it is put in a body, a URL or a JSON string. */
export function secretForms(secret: string): string[] {
  const percent = encodeURIComponent(secret);
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    JSON.stringify(JSON.stringify(secret)).slice(1, -1),
    new URLSearchParams({ s: secret }).toString().slice(2),
    percent,
    percent.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
    Buffer.from(secret).toString("base64"),
  ];
  return [...new Set(forms)].filter((form) => form.length >= 6);
}

/** A leak found in some text: which secret or token, and where. */
export interface Leak {
  what: string;
  where: string;
  excerpt: string;
}

/** Shortest piece of a token that counts as a leak (a truncated body may cut a token short). */
const FRAGMENT_LENGTH = 16;
const RUN = /[A-Za-z0-9_~+/=-]{16,}/g;

/** Every FRAGMENT_LENGTH-character window of the token's runs of token characters. */
function windowsOf(token: string): string[] {
  const windows: string[] = [];
  for (const run of token.match(RUN) ?? []) {
    for (let i = 0; i + FRAGMENT_LENGTH <= run.length; i++) windows.push(run.slice(i, i + FRAGMENT_LENGTH));
  }
  return windows;
}

/**
 * Searches texts (error texts, log lines) for the client secret in any of its encodings and for every
 * bearer token, whole or as a fragment of 16+ characters.
 */
export function findLeaks(
  texts: { where: string; text: string }[],
  secrets: string[],
  tokens: Iterable<string>,
): Leak[] {
  const leaks: Leak[] = [];
  const forms = [...new Set(secrets.flatMap(secretForms))];
  const windows = new Map<string, string>();
  for (const token of new Set(tokens)) for (const w of windowsOf(token)) windows.set(w, token);
  const excerpt = (text: string, at: number) =>
    text.slice(Math.max(0, at - 40), at + 60).replace(/\s+/g, " ");
  for (const { where, text } of texts) {
    for (const form of forms) {
      const at = text.indexOf(form);
      if (at >= 0)
        leaks.push({ what: `client secret as ${JSON.stringify(form)}`, where, excerpt: excerpt(text, at) });
    }
    for (const match of text.matchAll(RUN)) {
      const run = match[0];
      for (let i = 0; i + FRAGMENT_LENGTH <= run.length; i++) {
        const token = windows.get(run.slice(i, i + FRAGMENT_LENGTH));
        if (token === undefined) continue;
        const whole = text.includes(token);
        leaks.push({
          what: `bearer token ${token.slice(0, 8)}… (${whole ? "whole" : "fragment"})`,
          where,
          excerpt: excerpt(text, (match.index ?? 0) + i),
        });
        break;
      }
    }
  }
  return leaks;
}
