/** Runs `call` `total` times with `concurrency` calls in flight: workers drawing from one shared counter. */
export async function runPool(
  total: number,
  concurrency: number,
  call: () => Promise<unknown>,
): Promise<void> {
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started++;
      await call();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
}
