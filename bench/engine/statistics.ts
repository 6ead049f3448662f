/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The 95th percentile, interpolated between the nearest ranks. */
export function p95(values: readonly number[]): number {
  return quantile(values, 0.95);
}

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
