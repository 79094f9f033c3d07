/**
 * The benches' statistics, from simple-statistics: medians of cold runs, percentiles of
 * latencies. Its quantile is the sample's value at rank ⌈n·p⌉ (the mean of the two around it
 * when n·p is whole and n even), so a p99 of a thousand latencies is the mean of the 990th and
 * 991st: within one rank of the hand-written `sorted[⌊n·p⌋]` the benches used before.
 */
import { median as medianOfSample, quantileSorted } from 'simple-statistics';

/** The median; 0 for no values. */
export const median = (values: readonly number[]): number =>
  values.length === 0 ? 0 : medianOfSample([...values]);

/** The median of one figure of each run. */
export const medianOf = <T>(runs: readonly T[], pick: (run: T) => number): number =>
  median(runs.map(pick));

/** Each of `ps` (0–1) as a percentile of `values` in ms to a tenth; 0s for no values. */
export function percentiles(values: readonly number[], ps: readonly number[]): number[] {
  if (values.length === 0) return ps.map(() => 0);
  const sorted = Float64Array.from(values).sort();
  const sample = Array.from(sorted);
  return ps.map((p) => Math.round(quantileSorted(sample, p) * 10) / 10);
}
