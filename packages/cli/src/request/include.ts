/** `--include`: the status line and headers of a response, before its body (no header carries a secret of ours). */
export function describeResponse(response: Response): string {
  const lines = [`HTTP ${response.status} ${response.statusText}`.trimEnd()];
  response.headers.forEach((value, name) => {
    lines.push(`${name}: ${/^(authorization|set-cookie)$/i.test(name) ? "<redacted>" : value}`);
  });
  return `${lines.join("\n")}\n\n`;
}
