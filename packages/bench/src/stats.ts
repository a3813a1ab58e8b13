/** A figure measured several times: its median and range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  values: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    values: [...values],
  };
}

/** Element-wise ratio of two series measured in the same rounds. */
export function ratios(numerators: readonly number[], denominators: readonly number[]): number[] {
  return numerators.map((value, index) => value / denominators[index]!);
}
