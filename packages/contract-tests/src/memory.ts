/**
 * Peak memory growth of this process while `work` runs, sampled every `intervalMs`. Each sample first
 * runs two full garbage collections (the second finishes freeing the array buffers the first found
 * dead), so `live` is what is really held (JS heap plus off-heap buffers), not garbage waiting for the
 * collector; `rss` is the resident set, garbage included. Needs `node --expose-gc` (this package's
 * vitest config passes it).
 */
export async function peakGrowth<T>(
  work: () => Promise<T>,
  intervalMs = 200,
): Promise<{ value: T; liveMiB: number; rssMiB: number; samples: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("peakGrowth needs node --expose-gc");
  const measure = () => {
    gc();
    gc();
    const m = process.memoryUsage();
    return { live: m.heapUsed + m.external, rss: m.rss };
  };
  const base = measure();
  let live = 0;
  let rss = 0;
  let samples = 0;
  const sample = () => {
    const now = measure();
    live = Math.max(live, now.live - base.live);
    rss = Math.max(rss, now.rss - base.rss);
    samples++;
  };
  const timer = setInterval(sample, intervalMs);
  try {
    const value = await work();
    sample();
    return { value, liveMiB: live / 2 ** 20, rssMiB: rss / 2 ** 20, samples };
  } finally {
    clearInterval(timer);
  }
}
