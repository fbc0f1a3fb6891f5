/** Percentile of already-sorted samples (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export const round = (value: number, digits = 1): number =>
  Math.round(value * 10 ** digits) / 10 ** digits;

/** Prints one benchmark line in a form that is easy to copy into docs/benchmarks.md. */
export function report(name: string, figures: Record<string, number | string>): void {
  const text = Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  process.stdout.write(`BENCH ${name}: ${text}\n`);
}
