/**
 * Reads a `Retry-After` value, in seconds (`"120"`) or as an HTTP-date, as milliseconds from `now`.
 * Returns undefined when absent or unreadable; a date in the past gives 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
