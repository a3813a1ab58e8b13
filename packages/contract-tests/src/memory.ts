/**
 * Peak memory growth of this process while `work` runs. The work says when to look: it calls
 * `sample()` as it makes progress (`sampleEvery` turns a byte count into a sample per step), and one more
 * sample is taken when it ends. Each sample first runs two full garbage collections (the second finishes
 * freeing the array buffers the first found dead), so `live` is what is really held (JS heap plus off-heap
 * buffers), not garbage waiting for the collector; `rss` is the resident set, garbage included. Needs
 * `node --expose-gc` (this package's vitest config passes it).
 *
 * Sampled on progress, not on a timer: a full collection costs tens of milliseconds in a worker that
 * holds the sandbox and the SDK, so a timer's samples grew with the machine's load (a slower transfer
 * took more of them, which made it slower still), while a step of bytes costs the same on any machine.
 */
export async function peakGrowth<T>(
  work: (sample: () => void) => Promise<T>,
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
  const value = await work(sample);
  sample();
  return { value, liveMiB: live / 2 ** 20, rssMiB: rss / 2 ** 20, samples };
}

/** A progress callback's byte count to `sample()` once per `step` bytes moved. */
export function sampleEvery(step: number, sample: () => void): (bytes: number) => void {
  let next = step;
  return (bytes) => {
    if (bytes < next) return;
    next = (Math.floor(bytes / step) + 1) * step;
    sample();
  };
}
