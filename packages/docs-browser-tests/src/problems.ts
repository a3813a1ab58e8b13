import type { Page } from "playwright-core";

/** Console errors, uncaught errors, failed requests and requests leaving the site, while `run` runs. */
export async function problemsWhile(page: Page, origin: string, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  };
  const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  // A request the browser cancels (a prefetch cut short by the next navigation) is no failure; a missing
  // file is an HTTP 404 response, counted below.
  const onFailed = (r: { url(): string; failure(): { errorText: string } | null }) => {
    if (r.failure()?.errorText !== "net::ERR_ABORTED")
      problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  };
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  };
  const onRequest = (r: { url(): string }) => {
    if (!/^(data|blob):/.test(r.url()) && !r.url().startsWith(origin))
      problems.push(`left the site: ${r.url()}`);
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  page.on("request", onRequest);
  try {
    await run();
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("requestfailed", onFailed);
    page.off("response", onResponse);
    page.off("request", onRequest);
  }
  return problems;
}
